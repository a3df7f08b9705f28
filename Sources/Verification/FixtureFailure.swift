/// A fixture could not observe a row at all: the command that runs it crashed, hung, or
/// printed something that is not its results. The row is an error with this message (and
/// the command's stderr tail), never a failed cell and never "check threw".
public struct FixtureFailure: ClauseError, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong, with the stderr tail.
  public var message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
