import Synchronization
import Testing

@testable import Support

@Suite struct OrderedPipelineTests {
  struct Failure: Error, Equatable {
    var index: Int
  }

  /// Work whose cost differs by orders of magnitude from item to item, so workers finish out
  /// of order: a sum over `0..<n` that the optimiser cannot drop.
  static func uneven(_ index: Int) -> Int {
    let n = index % 7 == 0 ? 200_000 : index % 3 == 0 ? 2_000 : 1
    var sum = 0
    for value in 0..<n { sum &+= value ^ index }
    return index &+ (sum & 0)
  }

  @Test(arguments: [0, 1, 2, 3, 100, 1000])
  func consumesEveryItemInIndexOrder(count: Int) throws {
    for workers in [1, 2, 3, 8] {
      for window in [1, 2, 5, 128] {
        var consumed: [Int] = []
        try OrderedPipeline.run(count: count, window: window, workers: workers) { index in
          Self.uneven(index)
        } consume: {
          consumed.append($0)
        }
        #expect(consumed == Array(0..<count), "workers \(workers), window \(window)")
      }
    }
  }

  @Test func neverProducesFartherAheadThanTheWindow() throws {
    for window in [1, 4, 16] {
      // The index the consuming thread last received, and the worst lead of a produced item.
      let state = Mutex((consumed: -1, lead: 0))
      try OrderedPipeline.run(count: 500, window: window, workers: 4) { index in
        state.withLock { $0.lead = max($0.lead, index - $0.consumed) }
        return Self.uneven(index)
      } consume: { index in
        state.withLock { $0.consumed = index }
      }
      // An item is produced only once the one `window` places before it has been handed over
      // (which may be just before `consume` records it).
      #expect(state.withLock { $0.lead } <= window + 1, "window \(window)")
    }
  }

  @Test func theFirstFailingItemInOrderThrowsAndNothingLaterIsConsumed() {
    for workers in [1, 2, 4] {
      var consumed: [Int] = []
      #expect(throws: Failure(index: 37)) {
        try OrderedPipeline.run(count: 400, window: 8, workers: workers) { index in
          // A later item fails too, and is cheap, so it is often produced first.
          if index == 37 || index == 40 || index == 300 { throw Failure(index: index) }
          return Self.uneven(index)
        } consume: {
          consumed.append($0)
        }
      }
      #expect(consumed == Array(0..<37), "workers \(workers)")
    }
  }

  @Test func aConsumerErrorStopsTheRunAndEveryWorkerHasFinished() {
    let produced = Mutex((running: 0, highest: -1))
    #expect(throws: Failure(index: 10)) {
      try OrderedPipeline.run(count: 10_000, window: 4, workers: 3) { index in
        produced.withLock {
          $0.running += 1
          $0.highest = max($0.highest, index)
        }
        defer { produced.withLock { $0.running -= 1 } }
        return Self.uneven(index)
      } consume: { index in
        if index == 10 { throw Failure(index: index) }
      }
    }
    let after = produced.withLock { $0 }
    #expect(after.running == 0)
    // Item 10 had been handed over; nothing past the window after it was started.
    #expect(after.highest < 11 + 4)
  }
}
