import Foundation
import Synchronization

/// Runs an async operation against a deadline. A check that never returns (awaiting a
/// response nobody completes) becomes an error instead of a hang: the operation's task is
/// cancelled and abandoned, and the run goes on.
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
      // A Dispatch timer, not a sleeping task: it fires even when the cooperative pool is
      // busy, and it costs nothing once the check has finished.
      DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
        if gate.finish(continuation, with: .timedOut(seconds: seconds, observations: observed())) {
          work.cancel()
        }
      }
    }
  }

  /// Resumes the continuation exactly once.
  private final class Gate: Sendable {
    private let done = Mutex(false)

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
