import Foundation
import Synchronization

/// Where a command writes, and what it knows about its surroundings: environment, working
/// directory, whether standard output is a terminal. Tests capture output with `.capturing`.
public final class Console: Sendable {
  /// Held while writing, so pieces written from several tasks never interleave.
  private let lock = Mutex(())
  private let writeOut: @Sendable (String) -> Void
  private let writeOutBytes: @Sendable (UnsafeRawBufferPointer) -> Void
  private let writeError: @Sendable (String) -> Void
  public let environment: [String: String]
  public let isTerminal: Bool
  /// Reads one line a person types in answer to a question; nil when nobody can be asked
  /// (standard input is not a terminal), so a command that must ask refuses instead.
  public let readAnswer: (@Sendable () -> String?)?

  /// A console writing through `writeOut` and `writeError`; `writeOutBytes` takes output
  /// that is already UTF-8 (streamed JSON) and defaults to decoding it for `writeOut`.
  public init(
    environment: [String: String], isTerminal: Bool,
    writeOut: @escaping @Sendable (String) -> Void,
    writeError: @escaping @Sendable (String) -> Void,
    writeOutBytes: (@Sendable (UnsafeRawBufferPointer) -> Void)? = nil,
    readAnswer: (@Sendable () -> String?)? = nil
  ) {
    self.environment = environment
    self.isTerminal = isTerminal
    self.writeOut = writeOut
    self.writeOutBytes =
      writeOutBytes ?? { bytes in writeOut(String(decoding: bytes, as: UTF8.self)) }
    self.writeError = writeError
    self.readAnswer = readAnswer
  }

  /// Standard output and error of this process; questions are read from standard input when
  /// it is a terminal.
  public static func standard(environment: [String: String]) -> Console {
    var readAnswer: (@Sendable () -> String?)?
    if isatty(STDIN_FILENO) != 0 {
      readAnswer = { @Sendable in Swift.readLine(strippingNewline: true) }
    }
    return Console(
      environment: environment, isTerminal: isatty(STDOUT_FILENO) != 0,
      writeOut: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
      writeError: { text in FileHandle.standardError.write(Data(text.utf8)) },
      writeOutBytes: { bytes in writeAll(bytes, to: STDOUT_FILENO) },
      readAnswer: readAnswer)
  }

  /// Asks a yes-or-no question (`question [y/N] `) and reads the answer: true only for `y` or
  /// `yes`; nil when nobody can be asked.
  public func confirm(_ question: String) -> Bool? {
    guard let readAnswer else { return nil }
    write(question + " [y/N] ")
    let answer = readAnswer()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
    return answer == "y" || answer == "yes"
  }

  /// Writes every byte to a descriptor, retrying short writes and interrupts. A closed reader
  /// (`| head`) ends the process through SIGPIPE, as with any other command-line tool.
  private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
    guard var next = bytes.baseAddress else { return }
    var left = bytes.count
    while left > 0 {
      let written = Foundation.write(descriptor, next, left)
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      next += written
      left -= written
    }
  }

  /// Writes a line (newline added) to standard output.
  public func print(_ text: String) {
    lock.withLock { _ in writeOut(text + "\n") }
  }

  /// Writes text as it is to standard output.
  public func write(_ text: String) {
    lock.withLock { _ in writeOut(text) }
  }

  /// Writes UTF-8 bytes as they are to standard output (a piece of a long output).
  public func write(bytes: UnsafeRawBufferPointer) {
    lock.withLock { _ in writeOutBytes(bytes) }
  }

  /// Writes a line to standard error.
  public func error(_ text: String) {
    lock.withLock { _ in writeError(text + "\n") }
  }

  /// Colour is used only on a terminal and never when `NO_COLOR` is set.
  public var usesColor: Bool {
    isTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
  }
}
