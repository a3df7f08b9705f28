/// A row a fixture cannot run as written (an action that names no language, an input the
/// fixture cannot apply): every expected cell of the row fails with this message, rather than
/// the clause erroring, because the fix is in the row.
public struct FixtureInputError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong with the row.
  public var message: String

  /// Creates an error.
  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
