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

  /// Nothing moves: the watch expires only after a guard's worth of looks, once, with the
  /// count it last saw.
  @Test(.timeLimit(.minutes(1)))
  func aWatchWithoutProgressExpiresOnceAfterItsLooks() async {
    let asked = Mutex(0)
    let expired = Mutex<[Int]>([])
    let (looks, seen) = await withCheckedContinuation { continuation in
      RunnableTime.watch(0.2, from: 7) {
        asked.withLock { $0 += 1 }
        return 7
      } expire: { seen in
        expired.withLock { $0.append(seen) }
        continuation.resume(returning: (asked.withLock { $0 }, seen))
      }
    }
    #expect(looks >= RunnableTime.looks(in: 0.2))
    #expect(seen == 7)
    #expect(expired.withLock { $0 } == [7])
  }

  /// Every change of the count starts the quiet looks again: three looks that each see
  /// progress, then a guard's worth of quiet ones.
  @Test(.timeLimit(.minutes(1)))
  func progressStartsTheCountAgain() async {
    let asked = Mutex(0)
    let (looks, seen) = await withCheckedContinuation { continuation in
      RunnableTime.watch(0.2, from: 0) {
        asked.withLock { count in
          count += 1
          return min(count, 3)
        }
      } expire: { seen in
        continuation.resume(returning: (asked.withLock { $0 }, seen))
      }
    }
    #expect(looks >= 3 + RunnableTime.looks(in: 0.2))
    #expect(seen == 3)
  }

  /// Once nothing is awaited, the watch stops looking and never expires.
  @Test(.timeLimit(.minutes(1)))
  func aWatchWithNothingAwaitedStopsLooking() async {
    let asked = Mutex(0)
    let expired = Mutex(false)
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      RunnableTime.watch(0.2, from: 0) {
        asked.withLock { $0 += 1 }
        continuation.resume()
        return nil
      } expire: { _ in
        expired.withLock { $0 = true }
      }
    }
    try? await Task.sleep(for: .milliseconds(300))
    #expect(asked.withLock { $0 } == 1)
    #expect(!expired.withLock { $0 })
  }
}
