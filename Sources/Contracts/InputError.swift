/// One input that cannot be read at all, as one line; thrown alone, or gathered with others
/// in an `InputFailure`, it stops the command with exit code 2.
public struct InputError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file, or `file:line:col` when the message has a place; nil when the problem is not
  /// one file's.
  public var path: String?
  public var message: String

  public init(path: String?, message: String) {
    self.path = path
    self.message = message
  }

  /// `path: error: message` (`path:line:col: error: message` when the path has a place), or
  /// `error: message` without a path.
  public var description: String {
    path.map { "\($0): error: \(message)" } ?? "error: \(message)"
  }
}
