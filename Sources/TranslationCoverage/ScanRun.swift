import ChunkedWork
import Foundation
import UTF8Bytes

/// What a run of consecutive source files holds: keys sorted by UTF-8 bytes and distinct,
/// dynamic calls in file order.
///
/// The scanner tallies runs of files on all cores; `merged` joins neighbouring runs into
/// exactly what one pass over all their files gives, so the catalogue does not depend on how
/// the files were shared out.
struct ScanRun: Sendable {
  /// Keys sorted by their UTF-8 bytes; no two are equal strings.
  var keys: [ScannedKey]
  /// Non-literal calls in file order.
  var dynamicCalls: [DynamicKeyCall]
  /// True when every key is ASCII, where equal bytes and equal strings are the same thing.
  var isASCII: Bool

  /// The runs of consecutive files, given in path order, as one run.
  ///
  /// ASCII keys merge as sorted lists, pairs of runs at a time on up to `parallelism`
  /// threads. A key outside ASCII may have a canonically equivalent spelling elsewhere in the
  /// byte order, so then keys are matched as strings, in run order, and sorted again.
  static func merged(_ runs: [ScanRun], parallelism: Int) -> ScanRun {
    guard runs.count > 1 else {
      return runs.first ?? ScanRun(keys: [], dynamicCalls: [], isASCII: true)
    }
    let dynamicCalls = Array(runs.map(\.dynamicCalls).joined())
    guard runs.allSatisfy(\.isASCII) else {
      return ScanRun(keys: mergedAsStrings(runs), dynamicCalls: dynamicCalls, isASCII: false)
    }
    var lists = runs.map(\.keys)
    while lists.count > 1 {
      let level = lists
      lists = ChunkedMap.map(count: (level.count + 1) / 2, parallelism: parallelism) { pairs in
        pairs.map { pair in
          let left = 2 * pair
          return left + 1 < level.count ? mergedSorted(level[left], level[left + 1]) : level[left]
        }
      }
    }
    return ScanRun(keys: lists[0], dynamicCalls: dynamicCalls, isASCII: true)
  }

  /// Two sorted key lists, `later`'s files after `earlier`'s, as one sorted list; a key in
  /// both keeps `earlier`'s call sites first.
  private static func mergedSorted(_ earlier: [ScannedKey], _ later: [ScannedKey])
    -> [ScannedKey]
  {
    var result: [ScannedKey] = []
    result.reserveCapacity(earlier.count + later.count)
    var left = 0
    var right = 0
    while left < earlier.count, right < later.count {
      let order = UTF8Order.compare(earlier[left].key, later[right].key)
      if order < 0 {
        result.append(earlier[left])
        left += 1
      } else if order > 0 {
        result.append(later[right])
        right += 1
      } else {
        var key = earlier[left]
        key.append(laterCallSites: later[right])
        result.append(key)
        left += 1
        right += 1
      }
    }
    result += earlier[left...]
    result += later[right...]
    return result
  }

  /// Keys matched as Swift strings in run order (the first spelling seen names the key), then
  /// sorted by UTF-8 bytes.
  private static func mergedAsStrings(_ runs: [ScanRun]) -> [ScannedKey] {
    var keys: [ScannedKey] = []
    var indexOfKey: [String: Int] = [:]
    for run in runs {
      for key in run.keys {
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
