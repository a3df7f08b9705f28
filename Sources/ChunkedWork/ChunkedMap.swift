import Dispatch
import Foundation

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
    let chunkCount = chunks(count: count, minimumChunk: minimumChunk, parallelism: parallelism)
    if chunkCount <= 1 { return count == 0 ? [] : transform(0..<count) }
    let slots = Slots<Element>(count: chunkCount)
    DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
      // Even shares: never empty, since there are at most `count` chunks.
      let range = (chunk * count / chunkCount)..<((chunk + 1) * count / chunkCount)
      slots.store(transform(range), at: chunk)
    }
    return slots.joined()
  }

  /// How many chunks `map` cuts `count` items into.
  static func chunks(count: Int, minimumChunk: Int, parallelism: Int) -> Int {
    guard parallelism > 1, count >= 2 * max(1, minimumChunk) else { return 1 }
    return min(count / max(1, minimumChunk), parallelism * 8)
  }

  /// Per-chunk results, each written once by the thread that ran the chunk.
  ///
  /// `@unchecked Sendable` is justified: every access to `chunks` holds `lock`.
  private final class Slots<Element: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var chunks: [[Element]]

    init(count: Int) {
      chunks = Array(repeating: [], count: count)
    }

    func store(_ elements: [Element], at chunk: Int) {
      lock.lock()
      defer { lock.unlock() }
      chunks[chunk] = elements
    }

    func joined() -> [Element] {
      lock.lock()
      defer { lock.unlock() }
      return Array(chunks.joined())
    }
  }
}
