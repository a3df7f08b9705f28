import Foundation
import Support

/// Gathers the hits of consecutive files, in path order, into keys with their locations and
/// distinct fallbacks; `finish` sorts the keys into a `ScanRun`.
///
/// Keys are told apart as Swift strings (canonically equivalent spellings are one key, under
/// the first spelling seen), as dictionaries and the catalogue tell them apart.
struct HitCollector {
  /// Keys in order of first appearance, each with its locations and fallbacks so far.
  private var keys: [ScannedKey] = []
  private var indexOfKey: [String: Int] = [:]
  /// Every key's UTF-8 bytes back to back, and each key's range in them, for sorting with
  /// `memcmp` instead of moving `ScannedKey` values around.
  private var keyBytes: [UInt8] = []
  private var keyRanges: [Range<Int>] = []
  private var dynamicCalls: [DynamicKeyCall] = []
  private var isASCII = true

  /// A collector with room for about `expectedKeys` keys, so the key table is not rebuilt
  /// (every key hashed again) each time it doubles.
  init(expectedKeys: Int = 0) {
    indexOfKey.reserveCapacity(expectedKeys)
    keys.reserveCapacity(expectedKeys)
    keyRanges.reserveCapacity(expectedKeys)
    keyBytes.reserveCapacity(expectedKeys * 32)
  }

  /// Adds one file's hits; files must come in path order.
  mutating func add(_ scan: FileScan, file: String) {
    for (hit, position) in zip(scan.hits, scan.positions) {
      let location = CallSite(file: file, line: position.line, column: position.column)
      switch hit {
      case .key(let key, let fallback, _):
        let index: Int
        if let known = indexOfKey[key] {
          index = known
        } else {
          index = keys.count
          indexOfKey[key] = index
          keys.append(ScannedKey(key: key, fallbacks: [], locations: []))
          let start = keyBytes.count
          var text = key
          text.withUTF8 { keyBytes.append(contentsOf: $0) }
          keyRanges.append(start..<keyBytes.count)
          if isASCII { isASCII = keyBytes[start...].allSatisfy { $0 < 0x80 } }
        }
        keys[index].locations.append(location)
        if let fallback { keys[index].addFallback(fallback) }
      case .dynamic(let expression, _):
        dynamicCalls.append(DynamicKeyCall(location: location, expression: expression))
      }
    }
  }

  /// The run, keys sorted by their UTF-8 bytes (`memcmp` over the byte arena) and moved into
  /// that order in place, so no `ScannedKey` is copied.
  consuming func finish() -> ScanRun {
    let order = keyBytes.withUnsafeBufferPointer { bytes in
      keys.indices.sorted { left, right in
        UTF8Order.precedes(
          UnsafeBufferPointer(rebasing: bytes[keyRanges[left]]),
          UnsafeBufferPointer(rebasing: bytes[keyRanges[right]]))
      }
    }
    // Position `target` must receive the key now at `order[target]`: follow each cycle of the
    // permutation with swaps.
    var placed = [Bool](repeating: false, count: order.count)
    for start in order.indices where !placed[start] {
      var target = start
      while true {
        placed[target] = true
        let source = order[target]
        if source == start { break }
        keys.swapAt(target, source)
        target = source
      }
    }
    return ScanRun(
      keys: keys, keyBytes: keyBytes, keyRanges: order.map { keyRanges[$0] },
      dynamicCalls: dynamicCalls, isASCII: isASCII)
  }
}
