import Dispatch
import Foundation
import Synchronization

/// Work over `0..<count` cut into chunks that run on all cores, with the results handed back
/// in index order: the output never depends on which thread did what.
///
/// Each chunk is one call of `transform` with a contiguous range, so a worker can keep state
/// across the items of its chunk (a reused read buffer). Chunks are smaller than an equal
/// share per core, so one slow chunk does not leave the other cores idle at the end.
public enum ChunkedMap {
  /// Applies `transform` to consecutive ranges covering `0..<count` and joins the results in
  /// range order. `transform` must return one element per index of its range. Runs on the
  /// calling thread alone when `parallelism` is 1 or `count` is below `minimumChunk` × 2.
  public static func map<Element: Sendable>(
    count: Int, minimumChunk: Int = 1,
    parallelism: Int = ProcessInfo.processInfo.activeProcessorCount,
    _ transform: @Sendable (Range<Int>) -> [Element]
  ) -> [Element] {
    Array(
      mapChunks(
        count: count, minimumChunk: minimumChunk, parallelism: parallelism, transform
      ).joined())
  }

  /// Applies `transform` to consecutive ranges covering `0..<count` and returns one result per
  /// range, in range order: for work whose per-chunk result (a partial tally, a sorted run) is
  /// combined afterwards. Empty when `count` is 0; one call on the calling thread when
  /// `parallelism` is 1 or `count` is below `minimumChunk` × 2.
  public static func mapChunks<Result: Sendable>(
    count: Int, minimumChunk: Int = 1,
    parallelism: Int = ProcessInfo.processInfo.activeProcessorCount,
    _ transform: @Sendable (Range<Int>) -> Result
  ) -> [Result] {
    let chunkCount = chunks(count: count, minimumChunk: minimumChunk, parallelism: parallelism)
    if chunkCount <= 1 { return count == 0 ? [] : [transform(0..<count)] }
    let slots = Slots<Result>(count: chunkCount)
    DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
      // Even shares: never empty, since there are at most `count` chunks.
      let range = (chunk * count / chunkCount)..<((chunk + 1) * count / chunkCount)
      slots.store(transform(range), at: chunk)
    }
    return slots.results()
  }

  /// How many chunks `map` cuts `count` items into.
  static func chunks(count: Int, minimumChunk: Int, parallelism: Int) -> Int {
    guard parallelism > 1, count >= 2 * max(1, minimumChunk) else { return 1 }
    return min(count / max(1, minimumChunk), parallelism * 8)
  }

  /// Per-chunk results, each written once by the thread that ran the chunk.
  private final class Slots<Result: Sendable>: Sendable {
    private let chunks: Mutex<[Result?]>

    init(count: Int) {
      chunks = Mutex(Array(repeating: nil, count: count))
    }

    func store(_ result: Result, at chunk: Int) {
      chunks.withLock { $0[chunk] = result }
    }

    /// Every chunk's result; `concurrentPerform` has returned, so each slot is filled.
    func results() -> [Result] {
      chunks.withLock { $0.map { $0! } }
    }
  }
}
