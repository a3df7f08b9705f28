import Foundation
import Synchronization

/// A provider in a child process, started with `/bin/sh -c COMMAND`: protocol lines on its
/// stdin and stdout, its stderr kept as a tail for error messages.
///
/// Each output pipe is read by its own dedicated thread (so no cooperative thread ever blocks,
/// and lines reach the handler in the order the provider wrote them). Before the stdout thread
/// delivers the lines of a read, it takes whatever stderr holds at that moment: whatever the
/// provider wrote to stderr before a stdout line is in ``diagnosticText`` by the time that line
/// is handled, so what a check finds in the log never depends on which thread ran first.
/// `readabilityHandler` is avoided on purpose: on Linux it can crash in libdispatch at end of
/// file. What stderr delivered is the value of one mutex; writes to the provider's stdin are
/// serialized by another.
public final class ProcessTransport: LineTransport, Sendable {
  /// The shell command that starts the provider.
  public let command: String
  /// How many stderr lines ``diagnosticTail`` keeps.
  public let tailLines: Int

  /// stderr as read so far, whether it ended, and the buffer reads go through.
  private struct ErrorStream {
    var bytes = Data()
    var ended = false
    var chunk = [UInt8](repeating: 0, count: 16_384)
  }

  private let errorStream = Mutex(ErrorStream())
  private let writeLock = Mutex(())
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let errors = Pipe()
  private let errorsDone = DispatchSemaphore(value: 0)

  /// Creates a transport for a shell command (not started).
  public init(command: String, tailLines: Int = 12) {
    self.command = command
    self.tailLines = tailLines
  }

  public func start(_ handler: @escaping @Sendable (TransportEvent) -> Void) throws {
    Self.ignoreBrokenPipes()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let descriptor = errors.fileHandleForReading.fileDescriptor
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    let errorReader = Thread { [self] in readErrors() }
    errorReader.name = "provider stderr"
    errorReader.start()
    let outputReader = Thread { [self] in readOutput(handler) }
    outputReader.name = "provider stdout"
    outputReader.start()
  }

  public func send(_ line: String) throws {
    try writeLock.withLock { _ in
      try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    }
  }

  public func stop() {
    writeLock.withLock { _ in try? input.fileHandleForWriting.close() }
    let process = self.process
    guard process.isRunning else { return }
    DispatchQueue.global().asyncAfter(deadline: .now() + 1) {
      guard process.isRunning else { return }
      process.terminate()
      DispatchQueue.global().asyncAfter(deadline: .now() + 2) {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      }
    }
  }

  public var diagnosticText: String {
    String(decoding: errorStream.withLock { $0.bytes }, as: UTF8.self)
  }

  public func discardDiagnostics() {
    errorStream.withLock { $0.bytes.removeAll() }
  }

  public var diagnosticTail: [String] {
    let text = diagnosticText
    let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    return Array(lines.suffix(tailLines))
  }

  /// Reads stdout until end of file, delivering each line; then waits for stderr to end and
  /// the process to exit, and reports how it ended.
  private func readOutput(_ handler: @Sendable (TransportEvent) -> Void) {
    let descriptor = output.fileHandleForReading.fileDescriptor
    var buffer: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = read(descriptor, &chunk, chunk.count)
      if count < 0, errno == EINTR { continue }
      if count <= 0 { break }
      buffer.append(contentsOf: chunk[0..<count])
      collectErrors()
      while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        var line = buffer[0..<newline]
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        if !line.isEmpty { handler(.line(String(decoding: line, as: UTF8.self))) }
        buffer.removeSubrange(0...newline)
      }
    }
    if !buffer.isEmpty { handler(.line(String(decoding: buffer, as: UTF8.self))) }
    _ = errorsDone.wait(timeout: .now() + 2)
    process.waitUntilExit()
    let reason =
      process.terminationReason == .uncaughtSignal
      ? "provider killed by signal \(process.terminationStatus)"
      : "provider exited with status \(process.terminationStatus)"
    handler(.closed(reason: reason))
  }

  /// Waits for stderr to be readable and collects it until end of file.
  private func readErrors() {
    var poller = pollfd(
      fd: errors.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
    while true {
      if poll(&poller, 1, -1) < 0 {
        if errno == EINTR { continue }
        break
      }
      if !collectErrors() { break }
    }
    errorsDone.signal()
  }

  /// Takes everything stderr holds now, without waiting (the descriptor is non-blocking),
  /// keeping the last 1 MB. Returns `false` once stderr ended.
  @discardableResult
  private func collectErrors() -> Bool {
    let descriptor = errors.fileHandleForReading.fileDescriptor
    return errorStream.withLock { stream in
      while !stream.ended {
        let count = stream.chunk.withUnsafeMutableBytes {
          read(descriptor, $0.baseAddress, $0.count)
        }
        if count > 0 {
          stream.bytes.append(contentsOf: stream.chunk[0..<count])
          if stream.bytes.count > 1_048_576 {
            stream.bytes.removeFirst(stream.bytes.count - 1_048_576)
          }
        } else if count == 0 {
          stream.ended = true
        } else if errno == EAGAIN || errno == EWOULDBLOCK {
          return true
        } else if errno != EINTR {
          stream.ended = true
        }
      }
      return false
    }
  }

  private static let ignoreSIGPIPE: Void = {
    signal(SIGPIPE, SIG_IGN)
  }()

  /// A write to a provider that already exited must throw, not kill this process.
  private static func ignoreBrokenPipes() {
    _ = ignoreSIGPIPE
  }
}
