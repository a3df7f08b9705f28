import Synchronization

/// Whether the work a provider started has run as far as it can: every task it started has
/// either finished or is waiting on the host (a storage or service call). The provider side of
/// the protocol acknowledges a host message only then ("settled"), the way React's `act()`
/// returns once effects have flushed.
///
/// The provider counts the tasks it starts (``begin()`` / ``end()``); the calls that wait on
/// the host count themselves parked (``park()`` / ``unpark()``). Waiters are resumed outside
/// the lock.
public final class ProviderActivity: Sendable {
  private struct State {
    var running = 0
    var parked = 0
    var waiters: [CheckedContinuation<Void, Never>] = []

    var isSettled: Bool { running <= parked }
  }

  private let state = Mutex(State())

  /// Creates an idle tracker.
  public init() {}

  /// A task was started.
  public func begin() { state.withLock { $0.running += 1 } }

  /// A task finished.
  public func end() { change { $0.running -= 1 } }

  /// A task now waits on the host.
  public func park() { change { $0.parked += 1 } }

  /// A task's host call returned; it runs again.
  public func unpark() { state.withLock { $0.parked -= 1 } }

  /// Whether every started task has finished or waits on the host.
  public var isSettled: Bool { state.withLock { $0.isSettled } }

  /// Returns once every started task has finished or waits on the host.
  public func settled() async {
    await withCheckedContinuation { continuation in
      let now: Bool = state.withLock {
        if $0.isSettled { return true }
        $0.waiters.append(continuation)
        return false
      }
      if now { continuation.resume() }
    }
  }

  private func change(_ update: (inout State) -> Void) {
    let ready: [CheckedContinuation<Void, Never>] = state.withLock { state in
      update(&state)
      guard state.isSettled else { return [] }
      let waiters = state.waiters
      state.waiters.removeAll()
      return waiters
    }
    for waiter in ready { waiter.resume() }
  }
}
