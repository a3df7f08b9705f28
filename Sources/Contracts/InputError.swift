/// Input that cannot be read at all: the command stops with exit code 2 and this one line.
public struct InputError: Error, Equatable, Sendable, CustomStringConvertible {
  public var path: String
  public var message: String

  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// `path: error: message`, or `path:line:col: error: message` when the message has a place.
  public var description: String { "\(path): error: \(message)" }
}
