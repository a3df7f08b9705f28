/// Aligns two sequences: exact matches first (longest common subsequence), then the unmatched
/// elements between two matches paired by similarity. One inserted item therefore does not
/// mark the items after it as changed.
enum SequenceAligner {
  enum Pair: Equatable {
    case same(old: Int, new: Int)
    case changed(old: Int, new: Int)
    case removed(old: Int)
    case added(new: Int)
  }

  /// Index pairs of a longest common subsequence, in order: the elements the standard
  /// library's `difference(from:)` (Myers' algorithm, O((n + m)·d) time and memory for d
  /// edits, where a table of n·m counts would not fit two 60,000-row tables) neither removes
  /// nor inserts.
  static func longestCommonSubsequence<Element: Equatable>(_ old: [Element], _ new: [Element])
    -> [(Int, Int)]
  {
    guard !old.isEmpty, !new.isEmpty else { return [] }
    var removed = [Bool](repeating: false, count: old.count)
    var inserted = [Bool](repeating: false, count: new.count)
    for change in new.difference(from: old) {
      switch change {
      case .remove(let offset, _, _): removed[offset] = true
      case .insert(let offset, _, _): inserted[offset] = true
      }
    }
    var pairs: [(Int, Int)] = []
    var column = 0
    for row in old.indices where !removed[row] {
      while inserted[column] { column += 1 }
      pairs.append((row, column))
      column += 1
    }
    return pairs
  }

  /// Aligns by `identity` (equal identities are the same element, possibly with changed
  /// content), then pairs leftovers whose words overlap at least `threshold` (Jaccard) or that
  /// `related` says belong together (old index, new index).
  static func align(
    old: [String], new: [String], oldIdentity: [String], newIdentity: [String],
    threshold: Double = 0.5, related: (Int, Int) -> Bool = { _, _ in false }
  ) -> [Pair] {
    let anchors = longestCommonSubsequence(oldIdentity, newIdentity)
    var result: [Pair] = []
    var oldIndex = 0
    var newIndex = 0
    for (anchorOld, anchorNew) in anchors + [(old.count, new.count)] {
      result.append(
        contentsOf: pairGap(
          old: old, new: new, oldRange: oldIndex..<anchorOld, newRange: newIndex..<anchorNew,
          threshold: threshold, related: related))
      if anchorOld < old.count {
        result.append(
          old[anchorOld] == new[anchorNew]
            ? .same(old: anchorOld, new: anchorNew) : .changed(old: anchorOld, new: anchorNew))
      }
      oldIndex = anchorOld + 1
      newIndex = anchorNew + 1
    }
    return result
  }

  private static func pairGap(
    old: [String], new: [String], oldRange: Range<Int>, newRange: Range<Int>, threshold: Double,
    related: (Int, Int) -> Bool
  ) -> [Pair] {
    var result: [Pair] = []
    var nextNew = newRange.lowerBound
    for oldIndex in oldRange {
      var matched: Int?
      for candidate in nextNew..<newRange.upperBound
      where related(oldIndex, candidate) || similarity(old[oldIndex], new[candidate]) >= threshold {
        matched = candidate
        break
      }
      if let matched {
        for added in nextNew..<matched { result.append(.added(new: added)) }
        result.append(.changed(old: oldIndex, new: matched))
        nextNew = matched + 1
      } else {
        result.append(.removed(old: oldIndex))
      }
    }
    for added in nextNew..<newRange.upperBound { result.append(.added(new: added)) }
    return result
  }

  /// Jaccard similarity of the two texts' lowercased word sets.
  static func similarity(_ first: String, _ second: String) -> Double {
    let left = Set(first.lowercased().split { !$0.isLetter && !$0.isNumber })
    let right = Set(second.lowercased().split { !$0.isLetter && !$0.isNumber })
    let union = left.union(right).count
    guard union > 0 else { return 1 }
    return Double(left.intersection(right).count) / Double(union)
  }
}
