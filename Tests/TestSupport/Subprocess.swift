import Foundation

/// A child process a test runs (the built executable, a validator, a browser), awaited without
/// blocking a thread of Swift's cooperative pool.
///
/// On Linux the cooperative pool is libdispatch's default-QoS root queue, with one thread per
/// core. `Process.waitUntilExit()`, a blocking pipe read or `Thread.sleep` inside a test holds
/// one of those threads for as long as the child runs; two such tests on a 2-core machine stop
/// every other test (and every timer, every `Task.sleep`) until a child exits, which is how the
/// whole suite once stalled together for about 27 s. Here the exit is delivered by
/// `terminationHandler` to a continuation, standard output and error go to files (nothing has
/// to drain a pipe) and standard input comes from a file.
public final class Subprocess: Sendable {
  /// How a child ended, with everything it wrote.
  public struct Result: Sendable {
    public var status: Int32
    /// True when a signal ended the child (`status` is then the signal number).
    public var wasSignalled: Bool
    public var stdout: String
    public var stderr: String

    /// Standard output followed by standard error.
    public var output: String { stdout + stderr }
  }

  /// The executable could not be started.
  public struct LaunchFailure: Error, CustomStringConvertible {
    public var description: String
  }

  /// The child's process id.
  public let processIdentifier: Int32
  private let exit: ExitLatch
  private let files: Files
  /// Kept until the child has exited, so Foundation keeps watching it.
  private let process: Process

  /// Starts `executable` with `arguments`. `environment` nil inherits the test's environment;
  /// `input` is the child's standard input (empty when nil).
  public init(
    _ executable: URL, _ arguments: [String], in directory: URL? = nil,
    environment: [String: String]? = nil, input: Data? = nil
  ) throws {
    let files = try Files(input: input ?? Data())
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if let environment { process.environment = environment }
    process.standardInput = files.input
    process.standardOutput = files.stdout
    process.standardError = files.stderr
    let exit = ExitLatch()
    process.terminationHandler = { finished in
      exit.finish(
        status: finished.terminationStatus,
        signalled: finished.terminationReason == .uncaughtSignal)
    }
    do {
      try process.run()
    } catch {
      files.remove()
      throw LaunchFailure(
        description: "cannot start \(executable.path): \(error.localizedDescription)")
    }
    self.processIdentifier = process.processIdentifier
    self.exit = exit
    self.files = files
    self.process = process
  }

  /// Finds `name` on `PATH` (or the test's environment's `PATH`).
  public static func find(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) {
        return URL(fileURLWithPath: candidate)
      }
    }
    return nil
  }

  /// Runs `executable` to completion, once fewer than ``concurrentRuns`` children started this
  /// way are running. The tests of a suite run in parallel; without the limit they would start
  /// dozens of children at once on two cores, and a child's own time limits (a check's
  /// `--timeout`) would then measure the crowd. Waiting for a turn holds no thread.
  public static func run(
    _ executable: URL, _ arguments: [String], in directory: URL? = nil,
    environment: [String: String]? = nil, input: Data? = nil
  ) async throws -> Result {
    await turns.acquire()
    do {
      let result = try await Subprocess(
        executable, arguments, in: directory, environment: environment, input: input
      ).result()
      await turns.release()
      return result
    } catch {
      await turns.release()
      throw error
    }
  }

  /// How many children ``run(_:_:in:environment:input:)`` lets run at once: two per core (many
  /// children wait on files, a browser or a JVM part of the time), and at least four.
  public static let concurrentRuns = max(4, 2 * ProcessInfo.processInfo.activeProcessorCount)
  private static let turns = Turns(count: concurrentRuns)

  /// A counting semaphore for tasks: `acquire` suspends (first come, first served) instead of
  /// blocking a thread.
  private actor Turns {
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(count: Int) { free = count }

    func acquire() async {
      if free > 0 {
        free -= 1
        return
      }
      await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
      if waiting.isEmpty {
        free += 1
      } else {
        waiting.removeFirst().resume()
      }
    }
  }

  /// Sends `signal` to the child (nothing happens once it has exited and been reaped).
  public func kill(_ signal: Int32) {
    let pid = processIdentifier
    exit.unlessFinished { _ = sendSignal(signal, to: pid) }
  }

  /// Waits for the child to exit, without holding a thread, and returns its status and output.
  /// The output files are removed; call once.
  public func result() async throws -> Result {
    let (status, signalled) = await exit.wait()
    defer { files.remove() }
    return Result(
      status: status, wasSignalled: signalled, stdout: try files.read(files.stdoutURL),
      stderr: try files.read(files.stderrURL))
  }

  /// The temporary files behind the child's standard streams.
  private struct Files: Sendable {
    let inputURL: URL
    let stdoutURL: URL
    let stderrURL: URL
    let input: FileHandle
    let stdout: FileHandle
    let stderr: FileHandle

    init(input data: Data) throws {
      let base = FileManager.default.temporaryDirectory.appendingPathComponent(
        "subprocess-\(UUID().uuidString)")
      inputURL = base.appendingPathExtension("in")
      stdoutURL = base.appendingPathExtension("out")
      stderrURL = base.appendingPathExtension("err")
      try data.write(to: inputURL)
      _ = FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
      _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
      input = try FileHandle(forReadingFrom: inputURL)
      stdout = try FileHandle(forWritingTo: stdoutURL)
      stderr = try FileHandle(forWritingTo: stderrURL)
    }

    func read(_ url: URL) throws -> String {
      String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    func remove() {
      try? input.close()
      try? stdout.close()
      try? stderr.close()
      for url in [inputURL, stdoutURL, stderrURL] { try? FileManager.default.removeItem(at: url) }
    }
  }

  /// The child's exit, set once by the termination handler and awaited by any number of
  /// callers. `@unchecked Sendable`: every field is guarded by `lock`.
  private final class ExitLatch: @unchecked Sendable {
    private let lock = NSLock()
    private var ended: (status: Int32, signalled: Bool)?
    private var waiting: [CheckedContinuation<(Int32, Bool), Never>] = []

    func finish(status: Int32, signalled: Bool) {
      let resumed = lock.withLock {
        ended = (status, signalled)
        defer { waiting = [] }
        return waiting
      }
      for continuation in resumed { continuation.resume(returning: (status, signalled)) }
    }

    func wait() async -> (Int32, Bool) {
      await withCheckedContinuation { continuation in
        let now: (status: Int32, signalled: Bool)? = lock.withLock {
          if let ended { return ended }
          waiting.append(continuation)
          return nil
        }
        if let now { continuation.resume(returning: now) }
      }
    }

    /// Runs `body` while holding the lock if the child has not been reaped, so a signal never
    /// reaches a process id the system may have given to another process.
    func unlessFinished(_ body: () -> Void) {
      lock.withLock { if ended == nil { body() } }
    }
  }
}

/// POSIX `kill`, out of the reach of `Subprocess.kill(_:)`'s name.
private func sendSignal(_ signal: Int32, to pid: Int32) -> Int32 {
  kill(pid, signal)
}
