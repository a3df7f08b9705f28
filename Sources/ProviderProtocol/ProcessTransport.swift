import Foundation

/// A provider in a child process, started with `/bin/sh -c COMMAND`: protocol lines on its
/// stdin and stdout, its stderr kept as a tail for error messages.
///
/// Output is read with `readabilityHandler`s (Foundation calls each one serially), so lines
/// reach the handler in the order the provider wrote them. `@unchecked Sendable` is justified:
/// every mutable field is guarded by `lock`, and writes to the provider's stdin are serialized
/// by `writeLock`.
public final class ProcessTransport: LineTransport, @unchecked Sendable {
  /// The shell command that starts the provider.
  public let command: String
  /// How many stderr lines ``diagnosticTail`` keeps.
  public let tailLines: Int

  private let lock = NSLock()
  private let writeLock = NSLock()
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let errors = Pipe()
  private var buffer = Data()
  private var errorBytes = Data()
  private var outputEnded = false
  private var errorsEnded = false
  private var exitReason: String?
  private var reported = false
  private var handler: (@Sendable (TransportEvent) -> Void)?

  /// Creates a transport for a shell command (not started).
  public init(command: String, tailLines: Int = 12) {
    self.command = command
    self.tailLines = tailLines
  }

  public func start(_ handler: @escaping @Sendable (TransportEvent) -> Void) throws {
    Self.ignoreBrokenPipes()
    lock.withLock { self.handler = handler }
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    output.fileHandleForReading.readabilityHandler = { [weak self] handle in
      self?.readOutput(handle)
    }
    errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
      self?.readErrors(handle)
    }
    process.terminationHandler = { [weak self] process in
      self?.terminated(process)
    }
    try process.run()
  }

  public func send(_ line: String) throws {
    try writeLock.withLock {
      try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    }
  }

  public func stop() {
    writeLock.withLock { try? input.fileHandleForWriting.close() }
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

  public var diagnosticTail: [String] {
    let bytes = lock.withLock { errorBytes }
    let text = String(decoding: bytes, as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    return Array(lines.suffix(tailLines))
  }

  private func readOutput(_ handle: FileHandle) {
    let data = handle.availableData
    var lines: [String] = []
    let deliver: (@Sendable (TransportEvent) -> Void)? = lock.withLock {
      if data.isEmpty {
        handle.readabilityHandler = nil
        outputEnded = true
        if !buffer.isEmpty {
          lines.append(String(decoding: buffer, as: UTF8.self))
          buffer.removeAll()
        }
      } else {
        buffer.append(data)
        while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
          var line = buffer[buffer.startIndex..<newline]
          if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
          lines.append(String(decoding: line, as: UTF8.self))
          buffer.removeSubrange(buffer.startIndex...newline)
        }
      }
      return handler
    }
    for line in lines where !line.isEmpty { deliver?(.line(line)) }
    reportClosedIfDone()
  }

  private func readErrors(_ handle: FileHandle) {
    let data = handle.availableData
    lock.withLock {
      if data.isEmpty {
        handle.readabilityHandler = nil
        errorsEnded = true
      } else {
        errorBytes.append(data)
        if errorBytes.count > 16_384 { errorBytes.removeFirst(errorBytes.count - 16_384) }
      }
    }
    reportClosedIfDone()
  }

  private func terminated(_ process: Process) {
    let reason =
      process.terminationReason == .uncaughtSignal
      ? "provider killed by signal \(process.terminationStatus)"
      : "provider exited with status \(process.terminationStatus)"
    lock.withLock { exitReason = reason }
    reportClosedIfDone()
  }

  private func reportClosedIfDone() {
    let event: (@Sendable (TransportEvent) -> Void, String)? = lock.withLock {
      guard !reported, outputEnded, errorsEnded, let exitReason, let handler else { return nil }
      reported = true
      return (handler, exitReason)
    }
    if let (handler, reason) = event { handler(.closed(reason: reason)) }
  }

  private static let ignoreSIGPIPE: Void = {
    signal(SIGPIPE, SIG_IGN)
  }()

  /// A write to a provider that already exited must throw, not kill this process.
  private static func ignoreBrokenPipes() {
    _ = ignoreSIGPIPE
  }
}
