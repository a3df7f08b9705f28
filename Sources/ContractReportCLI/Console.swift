import Foundation

/// Where a command writes, and what it knows about its surroundings: environment, working
/// directory, whether standard output is a terminal. Tests capture output with `.capturing`.
public final class Console: @unchecked Sendable {
  // Unchecked: all mutable state is guarded by `lock`.
  private let lock = NSLock()
  private let writeOut: @Sendable (String) -> Void
  private let writeError: @Sendable (String) -> Void
  public let environment: [String: String]
  public let isTerminal: Bool

  public init(
    environment: [String: String], isTerminal: Bool,
    writeOut: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void
  ) {
    self.environment = environment
    self.isTerminal = isTerminal
    self.writeOut = writeOut
    self.writeError = writeError
  }

  /// Standard output and error of this process.
  public static func standard(environment: [String: String]) -> Console {
    Console(
      environment: environment, isTerminal: isatty(STDOUT_FILENO) != 0,
      writeOut: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
      writeError: { text in FileHandle.standardError.write(Data(text.utf8)) })
  }

  /// Writes a line (newline added) to standard output.
  public func print(_ text: String) {
    lock.withLock { writeOut(text + "\n") }
  }

  /// Writes text as it is to standard output.
  public func write(_ text: String) {
    lock.withLock { writeOut(text) }
  }

  /// Writes a line to standard error.
  public func error(_ text: String) {
    lock.withLock { writeError(text + "\n") }
  }

  /// Colour is used only on a terminal and never when `NO_COLOR` is set.
  public var usesColor: Bool {
    isTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
  }
}
