import Foundation

/// Runs an async operation against a deadline. A check that never returns (awaiting a
/// response nobody completes) becomes an error instead of a hang: the operation's task is
/// cancelled and abandoned, and the run goes on.
enum TimeoutRace {
  static func run(
    seconds: Double, _ operation: @escaping @Sendable () async -> CheckOutcome
  ) async -> CheckOutcome {
    let gate = Gate()
    return await withCheckedContinuation { continuation in
      let work = Task {
        let outcome = await operation()
        gate.finish(continuation, with: outcome)
      }
      Task {
        try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
        if gate.finish(continuation, with: .timedOut(seconds: seconds)) { work.cancel() }
      }
    }
  }

  /// Resumes the continuation exactly once.
  private final class Gate: @unchecked Sendable {
    // Unchecked: `done` is only touched under `lock`.
    private let lock = NSLock()
    private var done = false

    @discardableResult
    func finish(
      _ continuation: CheckedContinuation<CheckOutcome, Never>, with outcome: CheckOutcome
    )
      -> Bool
    {
      let first = lock.withLock {
        defer { done = true }
        return !done
      }
      if first { continuation.resume(returning: outcome) }
      return first
    }
  }
}
