import Foundation
import Support
import Synchronization

/// Runs an async operation against a deadline of ``RunnableTime``. A check that never
/// returns (awaiting a response nobody completes) becomes an error instead of a hang: the
/// operation's task is cancelled and abandoned, and the run goes on.
enum TimeoutRace {
  /// Runs `operation`; after `seconds` the outcome is ``CheckOutcome/timedOut(seconds:observations:)``
  /// with what `observed()` says was recorded by then.
  static func run(
    seconds: Double, observed: @escaping @Sendable () -> [CellObservation],
    _ operation: @escaping @Sendable () async -> CheckOutcome
  ) async -> CheckOutcome {
    let gate = Gate()
    return await withCheckedContinuation { continuation in
      let work = Task {
        let outcome = await operation()
        gate.finish(continuation, with: outcome)
      }
      // Runnable time, not wall time: seconds in which the machine was too busy to give
      // this process a thread do not count against the check. The guard stops looking once
      // the check has finished.
      RunnableTime.watch(seconds, from: 0) {
        gate.isFinished ? nil : 0
      } expire: { _ in
        if gate.finish(continuation, with: .timedOut(seconds: seconds, observations: observed())) {
          work.cancel()
        }
      }
    }
  }

  /// Resumes the continuation exactly once.
  private final class Gate: Sendable {
    private let done = Mutex(false)

    /// Whether the continuation was resumed.
    var isFinished: Bool { done.withLock { $0 } }

    @discardableResult
    func finish(
      _ continuation: CheckedContinuation<CheckOutcome, Never>, with outcome: CheckOutcome
    )
      -> Bool
    {
      let first = done.withLock { done in
        defer { done = true }
        return !done
      }
      if first { continuation.resume(returning: outcome) }
      return first
    }
  }
}
