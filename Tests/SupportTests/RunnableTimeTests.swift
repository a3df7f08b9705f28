import Dispatch
import Synchronization
import Testing

@testable import Support

@Suite struct RunnableTimeTests {
  @Test func aGuardTakesALookASecondAndAtLeastFour() {
    #expect(RunnableTime.looks(in: 0.2) == 4)
    #expect(RunnableTime.looks(in: 4) == 4)
    #expect(RunnableTime.looks(in: 20) == 20)
    #expect(RunnableTime.looks(in: 20.5) == 21)
  }

  /// The action never runs before its seconds have passed, and it runs once.
  @Test(.timeLimit(.minutes(1)))
  func theActionRunsOnceAndNeverEarly() async {
    let runs = Mutex(0)
    let start = DispatchTime.now().uptimeNanoseconds
    let elapsed = await withCheckedContinuation { continuation in
      RunnableTime.after(0.2, while: { true }) {
        runs.withLock { $0 += 1 }
        continuation.resume(returning: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
      }
    }
    #expect(elapsed >= 0.2)
    try? await Task.sleep(for: .milliseconds(200))
    #expect(runs.withLock { $0 } == 1)
  }

  /// Once nothing is pending, the guard stops looking and its action never runs.
  @Test(.timeLimit(.minutes(1)))
  func aGuardWithNothingPendingStopsLooking() async {
    let asked = Mutex(0)
    let ran = Mutex(false)
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      RunnableTime.after(
        0.2,
        while: {
          asked.withLock { $0 += 1 }
          continuation.resume()
          return false
        }
      ) {
        ran.withLock { $0 = true }
      }
    }
    try? await Task.sleep(for: .milliseconds(300))
    #expect(asked.withLock { $0 } == 1)
    #expect(!ran.withLock { $0 })
  }
}
