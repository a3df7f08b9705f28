/// Inputs that could not be read: the command stops, prints each error as its one line and
/// exits with code 2, having written nothing. Whatever finds unreadable input throws this;
/// the command line catches it in one place.
public struct InputFailure: Error, Equatable, Sendable {
  public var errors: [InputError]

  public init(_ errors: [InputError]) {
    self.errors = errors
  }

  public init(_ error: InputError) {
    self.init([error])
  }

  /// One line per error, as printed.
  public var lines: [String] { errors.map(\.description) }
}
