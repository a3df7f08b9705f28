/// An earlier report of `--history DIR` that cannot be used: the file and why.
public struct HistoryError: Error, Sendable, CustomStringConvertible {
  public var file: String
  public var message: String

  public var description: String { "\(file): error: \(message)" }
}
