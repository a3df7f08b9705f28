import Contracts

/// One or more inputs that could not be read; each is printed as a one-line error and the
/// command exits with code 2.
struct InputFailure: Error {
  var lines: [String]

  init(_ errors: [InputError]) {
    lines = errors.map(\.description)
  }
}
