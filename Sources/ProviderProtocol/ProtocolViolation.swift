/// A message that does not follow the provider protocol: what was wrong and where.
public struct ProtocolViolation: Error, Sendable, Hashable, CustomStringConvertible {
  /// The field path and what was expected, e.g. `reply.result.state.loading: expected a boolean`.
  public var message: String

  /// Creates a violation.
  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
