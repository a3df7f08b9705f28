import Foundation

/// Whether the work a provider started has run as far as it can: every task it started has
/// either finished or is waiting on the host (a storage or service call). The provider side of
/// the protocol acknowledges a host message only then ("settled"), the way React's `act()`
/// returns once effects have flushed.
///
/// The provider counts the tasks it starts (``begin()`` / ``end()``); the calls that wait on
/// the host count themselves parked (``park()`` / ``unpark()``). `@unchecked Sendable` is
/// justified: every field is guarded by `lock`, and waiters are resumed outside it.
public final class ProviderActivity: @unchecked Sendable {
  private let lock = NSLock()
  private var running = 0
  private var parked = 0
  private var waiters: [CheckedContinuation<Void, Never>] = []

  /// Creates an idle tracker.
  public init() {}

  /// A task was started.
  public func begin() { lock.withLock { running += 1 } }

  /// A task finished.
  public func end() { change { $0.running -= 1 } }

  /// A task now waits on the host.
  public func park() { change { $0.parked += 1 } }

  /// A task's host call returned; it runs again.
  public func unpark() { lock.withLock { parked -= 1 } }

  /// Whether every started task has finished or waits on the host.
  public var isSettled: Bool { lock.withLock { running <= parked } }

  /// Returns once every started task has finished or waits on the host.
  public func settled() async {
    await withCheckedContinuation { continuation in
      let now: Bool = lock.withLock {
        if running <= parked { return true }
        waiters.append(continuation)
        return false
      }
      if now { continuation.resume() }
    }
  }

  private func change(_ update: (ProviderActivity) -> Void) {
    let ready: [CheckedContinuation<Void, Never>] = lock.withLock {
      update(self)
      guard running <= parked else { return [] }
      defer { waiters.removeAll() }
      return waiters
    }
    for waiter in ready { waiter.resume() }
  }
}
