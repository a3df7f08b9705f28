import Foundation

/// The providers one check started, so the check owns them: when any of them fails (crash,
/// timeout, protocol violation) the check ends at once with that failure instead of waiting on
/// a scripted call the provider will never make, and when the check ends they are stopped.
///
/// Remote providers register with ``current`` (a task-local value set around the check).
/// `@unchecked Sendable` is justified: every mutable field is guarded by `lock`.
public final class ProviderScope: @unchecked Sendable {
  /// The scope of the check running in this task, if any.
  @TaskLocal public static var current: ProviderScope?

  private let lock = NSLock()
  private var connections: [ProviderConnection] = []
  private var failure: ProviderFailure?
  private var observers: [@Sendable (ProviderFailure) -> Void] = []

  /// Creates an empty scope.
  public init() {}

  /// Adds a session: its failure becomes the scope's failure.
  public func register(_ connection: ProviderConnection) {
    lock.withLock { connections.append(connection) }
    connection.onFailure { [weak self] failure in self?.fail(failure) }
  }

  /// Stops every session of the scope.
  public func shutdown() {
    let all = lock.withLock {
      defer { connections.removeAll() }
      return connections
    }
    for connection in all { connection.stop() }
  }

  /// Runs `operation` (in a child task that inherits this scope) and returns its value, unless
  /// a session fails first or `deadline` seconds pass: then it throws a ``ProviderFailure`` and
  /// abandons the operation, which may be waiting on a call nobody will make.
  public func run<Value: Sendable>(
    deadline: Double, _ operation: @escaping @Sendable () async -> Value
  ) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
      let gate = Gate(continuation)
      let work = Task { gate.finish(.success(await operation())) }
      let timer = Task { [weak self] in
        try? await Task.sleep(nanoseconds: UInt64(deadline * 1_000_000_000))
        guard !Task.isCancelled, let self else { return }
        if gate.finish(.failure(self.timeoutFailure(deadline))) { work.cancel() }
      }
      let watch: @Sendable (ProviderFailure) -> Void = { failure in
        if gate.finish(.failure(failure)) { work.cancel() }
      }
      gate.onFinish { timer.cancel() }
      let existing: ProviderFailure? = lock.withLock {
        if let failure { return failure }
        observers.append(watch)
        return nil
      }
      if let existing { watch(existing) }
    }
  }

  private func fail(_ error: ProviderFailure) {
    let notify: [@Sendable (ProviderFailure) -> Void] = lock.withLock {
      guard failure == nil else { return [] }
      failure = error
      defer { observers.removeAll() }
      return observers
    }
    for observer in notify { observer(error) }
  }

  private func timeoutFailure(_ seconds: Double) -> ProviderFailure {
    let all = lock.withLock { connections }
    let shown = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    let snapshots = all.compactMap(\.lastSnapshotSummary)
    return ProviderFailure(
      kind: .timeout,
      message:
        "the check did not finish within \(shown) s (waiting on the provider to make a request or reach a state it never reached)",
      lastSnapshot: snapshots.isEmpty ? nil : snapshots.joined(separator: " | "),
      stderrTail: all.flatMap(\.stderrTail).suffix(12).map { $0 })
  }

  /// Resumes a continuation exactly once.
  private final class Gate<Value: Sendable>: @unchecked Sendable {
    // Unchecked: `done` and `finishers` are only touched under `lock`.
    private let lock = NSLock()
    private var done = false
    private var finishers: [@Sendable () -> Void] = []
    private let continuation: CheckedContinuation<Value, any Error>

    init(_ continuation: CheckedContinuation<Value, any Error>) {
      self.continuation = continuation
    }

    func onFinish(_ action: @escaping @Sendable () -> Void) {
      let runNow = lock.withLock {
        if done { return true }
        finishers.append(action)
        return false
      }
      if runNow { action() }
    }

    @discardableResult
    func finish(_ result: Result<Value, ProviderFailure>) -> Bool {
      let actions: [@Sendable () -> Void]? = lock.withLock {
        guard !done else { return nil }
        done = true
        defer { finishers.removeAll() }
        return finishers
      }
      guard let actions else { return false }
      continuation.resume(with: result.mapError { $0 as any Error })
      for action in actions { action() }
      return true
    }
  }
}
