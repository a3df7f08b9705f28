import Foundation
import Support

/// What a run of consecutive source files holds: keys sorted by UTF-8 bytes and distinct,
/// dynamic calls in file order.
///
/// The scanner tallies runs of files on all cores; `merged` joins the runs into exactly what
/// one pass over all their files gives, so the catalogue does not depend on how the files
/// were shared out.
struct ScanRun: Sendable {
  /// Keys sorted by their UTF-8 bytes; no two are equal strings.
  var keys: [ScannedKey]
  /// The keys' UTF-8 bytes, and each key's range in them (parallel to `keys`), so merging
  /// compares bytes with `memcmp` without going through `String`.
  var keyBytes: [UInt8]
  var keyRanges: [Range<Int>]
  /// Non-literal calls in file order.
  var dynamicCalls: [DynamicKeyCall]
  /// True when every key is ASCII, where equal bytes and equal strings are the same thing.
  var isASCII: Bool
  /// The first file of the run that could not be read; the run stops there.
  var unreadablePath: String?

  init(
    keys: [ScannedKey], keyBytes: [UInt8], keyRanges: [Range<Int>],
    dynamicCalls: [DynamicKeyCall], isASCII: Bool
  ) {
    self.keys = keys
    self.keyBytes = keyBytes
    self.keyRanges = keyRanges
    self.dynamicCalls = dynamicCalls
    self.isASCII = isASCII
  }

  /// A run that stopped at a file that cannot be read.
  init(unreadable path: String) {
    self.init(keys: [], keyBytes: [], keyRanges: [], dynamicCalls: [], isASCII: true)
    unreadablePath = path
  }

  /// The runs of consecutive files, given in path order, as one list of sorted keys and the
  /// dynamic calls in file order.
  ///
  /// ASCII keys merge as sorted lists: a heap of the runs' next keys, ties taken in run order
  /// so earlier files' call sites come first; keys are moved, not copied. A key outside ASCII
  /// may have a canonically equivalent spelling elsewhere in the byte order, so then keys are
  /// matched as strings, in run order, and sorted again.
  static func merged(_ runs: consuming [ScanRun])
    -> (keys: [ScannedKey], dynamicCalls: [DynamicKeyCall])
  {
    let dynamicCalls = Array(runs.map(\.dynamicCalls).joined())
    if runs.count == 1 { return (runs[0].keys, dynamicCalls) }
    guard runs.allSatisfy(\.isASCII) else { return (mergedAsStrings(&runs), dynamicCalls) }
    return (mergedSorted(&runs), dynamicCalls)
  }

  /// ASCII runs merged through a heap of run numbers ordered by (next key's bytes, run).
  private static func mergedSorted(_ runs: inout [ScanRun]) -> [ScannedKey] {
    // One arena for all runs' key bytes and one flat range list, so every comparison is a
    // `memcmp` in one buffer.
    var arena: [UInt8] = []
    arena.reserveCapacity(runs.reduce(0) { $0 + $1.keyBytes.count })
    var ranges: [Range<Int>] = []
    var firstRange: [Int] = []
    for run in runs {
      let base = arena.count
      arena += run.keyBytes
      firstRange.append(ranges.count)
      ranges += run.keyRanges.lazy.map { ($0.lowerBound + base)..<($0.upperBound + base) }
    }
    let counts = runs.map(\.keys.count)
    var keys: [ScannedKey] = []
    keys.reserveCapacity(counts.reduce(0, +))
    arena.withUnsafeBufferPointer { bytes in
      var next = [Int](repeating: 0, count: runs.count)
      var heap = RunHeap(
        heads: counts.indices.map { run in
          counts[run] > 0 ? UnsafeBufferPointer(rebasing: bytes[ranges[firstRange[run]]]) : nil
        })
      var previous: UnsafeBufferPointer<UInt8>?
      while let (run, key) = heap.top {
        let taken = runs[run].keys.takeKey(at: next[run])
        if let previous, UTF8Order.compare(previous, key) == 0 {
          keys[keys.count - 1].append(laterCallSites: taken)
        } else {
          keys.append(taken)
        }
        previous = key
        next[run] += 1
        heap.replaceTop(
          next[run] < counts[run]
            ? UnsafeBufferPointer(rebasing: bytes[ranges[firstRange[run] + next[run]]]) : nil)
      }
    }
    return keys
  }

  /// Keys matched as Swift strings in run order (the first spelling seen names the key), then
  /// sorted by UTF-8 bytes.
  private static func mergedAsStrings(_ runs: inout [ScanRun]) -> [ScannedKey] {
    var keys: [ScannedKey] = []
    var indexOfKey: [String: Int] = [:]
    for run in runs.indices {
      for index in runs[run].keys.indices {
        let key = runs[run].keys.takeKey(at: index)
        if let known = indexOfKey[key.key] {
          keys[known].append(laterCallSites: key)
        } else {
          indexOfKey[key.key] = keys.count
          keys.append(key)
        }
      }
    }
    return keys.sorted { UTF8Order.precedes($0.key, $1.key) }
  }
}

/// A binary min-heap of run numbers ordered by (the run's current key bytes, run number).
private struct RunHeap {
  /// Each run's current key; `nil` once the run is used up.
  private var heads: [UnsafeBufferPointer<UInt8>?]
  private var items: [Int]

  init(heads: [UnsafeBufferPointer<UInt8>?]) {
    self.heads = heads
    items = heads.indices.filter { heads[$0] != nil }
    for index in stride(from: items.count / 2 - 1, through: 0, by: -1) { sink(index) }
  }

  /// The run whose key comes first, and that key.
  var top: (run: Int, key: UnsafeBufferPointer<UInt8>)? {
    guard let run = items.first, let key = heads[run] else { return nil }
    return (run, key)
  }

  /// Gives the top run its next key, or removes it when `next` is nil.
  mutating func replaceTop(_ next: UnsafeBufferPointer<UInt8>?) {
    heads[items[0]] = next
    if next == nil {
      items.swapAt(0, items.count - 1)
      items.removeLast()
    }
    if !items.isEmpty { sink(0) }
  }

  private func before(_ left: Int, _ right: Int) -> Bool {
    let order = UTF8Order.compare(heads[left]!, heads[right]!)
    return order < 0 || (order == 0 && left < right)
  }

  private mutating func sink(_ start: Int) {
    var index = start
    while true {
      let left = 2 * index + 1
      guard left < items.count else { return }
      var child = left
      if left + 1 < items.count, before(items[left + 1], items[left]) { child = left + 1 }
      guard before(items[child], items[index]) else { return }
      items.swapAt(child, index)
      index = child
    }
  }
}
