import Contracts

/// Inputs that could not be read: each becomes a one-line error and the run exits with 2.
public struct InputFailures: Error, Sendable {
  public var errors: [InputError]

  public init(errors: [InputError]) {
    self.errors = errors
  }
}
