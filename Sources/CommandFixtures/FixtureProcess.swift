import Foundation
import Synchronization

/// One run of a fixture command: `/bin/sh -c COMMAND` in a folder, `input` on its stdin, its
/// stdout kept (up to ``outputLimit``), the tail of its stderr kept for messages.
///
/// Nothing here blocks a cooperative-pool thread: the child's pipes are written and read by
/// dedicated threads with blocking calls, its exit arrives through `terminationHandler`, and
/// the caller's continuation resumes once the child has exited and both pipes are at end of
/// file (or two seconds after the exit, when something the child started keeps a pipe open).
///
/// The command's shell leads a process group of its own (Foundation's `Process` starts it so
/// on Linux; a shell whose group is not its own is signalled alone): a run past `timeout` (a
/// hang guard) or a cancelled task terminates the whole group, then kills what is left a
/// second later, so nothing the command started outlives its row. Foundation reports the
/// shell's exit only once what it left running in the background has ended too (measured:
/// `echo '{}'; sleep 20 &` with its output redirected still ends at the timeout), so such a
/// command is a timed-out row.
final class FixtureProcess: Sendable {
  /// How the run ended.
  enum End: Sendable, Hashable {
    case exited(status: Int32)
    case signalled(Int32)
    case timedOut(seconds: Double)
    case couldNotStart(String)
  }

  /// What the run left.
  struct Outcome: Sendable {
    var end: End
    var output: Data
    /// Whether stdout went past ``outputLimit`` (what was kept is its start).
    var outputTruncated: Bool
    /// The last lines of stderr.
    var errorTail: [String]
  }

  /// Bytes of stdout kept: one row's results are far smaller.
  static let outputLimit = 1_048_576
  /// Bytes of stderr kept for the tail.
  static let errorLimit = 65_536
  /// Lines of stderr a message quotes.
  static let tailLines = 12

  /// What the pipes, the exit and the timer have delivered so far.
  private struct Progress {
    var continuation: CheckedContinuation<Outcome, Never>?
    var output = Data()
    var outputTruncated = false
    var errors = Data()
    var outputDone = false
    var errorsDone = false
    var termination: End?
    var timedOut: Double?
    var finished = false
  }

  private let process = Process()
  private let progress = Mutex(Progress())

  private init() {}

  /// Runs `command` once and returns how it ended.
  static func run(command: String, input: Data, directory: String, timeout: Double) async
    -> Outcome
  {
    let run = FixtureProcess()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        run.start(command, input: input, directory: directory, timeout: timeout, continuation)
      }
    } onCancel: {
      run.stop()
    }
  }

  private func start(
    _ command: String, input: Data, directory: String, timeout: Double,
    _ continuation: CheckedContinuation<Outcome, Never>
  ) {
    _ = Self.ignoreSIGPIPE
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.currentDirectoryURL = URL(fileURLWithPath: directory, isDirectory: true)
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    process.terminationHandler = { [self] process in
      let end: End =
        process.terminationReason == .uncaughtSignal
        ? .signalled(process.terminationStatus) : .exited(status: process.terminationStatus)
      progress.withLock { $0.termination = end }
      // Something the command started may hold a pipe open: do not wait on it for long.
      DispatchQueue.global().asyncAfter(deadline: .now() + 2) { [self] in finish(force: true) }
      finish(force: false)
    }
    progress.withLock { $0.continuation = continuation }
    do {
      try process.run()
    } catch {
      progress.withLock {
        $0.termination = .couldNotStart(String(describing: error))
        $0.outputDone = true
        $0.errorsDone = true
      }
      finish(force: true)
      return
    }
    Self.thread("fixture stdin") {
      Self.writeAll(input, to: stdin.fileHandleForWriting.fileDescriptor)
      try? stdin.fileHandleForWriting.close()
    }
    Self.thread("fixture stdout") { [self] in
      Self.readAll(stdout.fileHandleForReading.fileDescriptor) { chunk in
        progress.withLock {
          let room = Self.outputLimit - $0.output.count
          if chunk.count > room { $0.outputTruncated = true }
          $0.output.append(contentsOf: chunk.prefix(max(0, room)))
        }
      }
      progress.withLock { $0.outputDone = true }
      finish(force: false)
    }
    Self.thread("fixture stderr") { [self] in
      Self.readAll(stderr.fileHandleForReading.fileDescriptor) { chunk in
        progress.withLock {
          $0.errors.append(contentsOf: chunk)
          if $0.errors.count > Self.errorLimit {
            $0.errors.removeFirst($0.errors.count - Self.errorLimit)
          }
        }
      }
      progress.withLock { $0.errorsDone = true }
      finish(force: false)
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [self] in
      let running = progress.withLock {
        if $0.termination == nil { $0.timedOut = timeout }
        return $0.termination == nil
      }
      if running { stop() }
    }
  }

  /// Terminates the command's process group (the shell and everything it started), and
  /// kills what is left of it a second later.
  private func stop() {
    let group = process.processIdentifier
    guard group > 0 else { return }
    let process = self.process
    Self.send(SIGTERM, toGroup: group, fallback: process)
    DispatchQueue.global().asyncAfter(deadline: .now() + 1) { [self] in
      let ended = progress.withLock { $0.finished }
      if !ended { Self.send(SIGKILL, toGroup: group, fallback: process) }
    }
  }

  /// Sends `signal` to the process group the shell leads, or to the shell alone when it leads
  /// none.
  private static func send(_ signal: Int32, toGroup group: Int32, fallback process: Process) {
    if kill(-group, signal) != 0, process.isRunning {
      kill(process.processIdentifier, signal)
    }
  }

  /// Resumes the caller once: when the child has exited and both pipes ended, or (`force`)
  /// as soon as it has exited.
  private func finish(force: Bool) {
    let ready: (Outcome, CheckedContinuation<Outcome, Never>?)? = progress.withLock { state in
      guard !state.finished, let termination = state.termination,
        force || (state.outputDone && state.errorsDone)
      else { return nil }
      state.finished = true
      let text = String(decoding: state.errors, as: UTF8.self)
      let lines = text.split(whereSeparator: \.isNewline).map(String.init)
      let outcome = Outcome(
        end: state.timedOut.map { .timedOut(seconds: $0) } ?? termination, output: state.output,
        outputTruncated: state.outputTruncated, errorTail: Array(lines.suffix(Self.tailLines)))
      defer { state.continuation = nil }
      return (outcome, state.continuation)
    }
    guard let (outcome, continuation) = ready else { return }
    continuation?.resume(returning: outcome)
  }

  private static func thread(_ name: String, _ body: @escaping @Sendable () -> Void) {
    let thread = Thread(block: body)
    thread.name = name
    thread.start()
  }

  /// Writes every byte, stopping quietly when the child closed its stdin.
  private static func writeAll(_ data: Data, to descriptor: Int32) {
    data.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return }
      var offset = 0
      while offset < raw.count {
        let written = write(descriptor, base + offset, raw.count - offset)
        if written < 0, errno == EINTR { continue }
        if written <= 0 { return }
        offset += written
      }
    }
  }

  /// Reads until end of file, handing each chunk on.
  private static func readAll(_ descriptor: Int32, _ handle: (ArraySlice<UInt8>) -> Void) {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = read(descriptor, &chunk, chunk.count)
      if count < 0, errno == EINTR { continue }
      if count <= 0 { return }
      handle(chunk[0..<count])
    }
  }

  /// A write to a command that already exited must fail, not kill this process.
  private static let ignoreSIGPIPE: Void = {
    signal(SIGPIPE, SIG_IGN)
  }()
}
