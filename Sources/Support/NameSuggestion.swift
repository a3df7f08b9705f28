/// Finds a likely intended name for a misspelt one (edit distance), for error messages: a
/// template variable, a decision-table header.
public enum NameSuggestion {
  /// The candidate closest to `name` within a small edit distance, ties broken
  /// alphabetically; `nil` when nothing is close.
  public static func closest(to name: String, among candidates: Set<String>) -> String? {
    let target = Array(name.unicodeScalars)
    let limit = max(1, min(3, target.count / 3))
    var best: (distance: Int, name: String)?
    for candidate in candidates.sorted() {
      let distance = editDistance(target, Array(candidate.unicodeScalars))
      if distance <= limit, distance < (best?.distance ?? .max) {
        best = (distance, candidate)
      }
    }
    return best?.name
  }

  /// Levenshtein distance with adjacent transpositions counted as one edit.
  public static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
    if lhs.isEmpty { return rhs.count }
    if rhs.isEmpty { return lhs.count }
    var previousPrevious = [Int](repeating: 0, count: rhs.count + 1)
    var previous = Array(0...rhs.count)
    var current = [Int](repeating: 0, count: rhs.count + 1)
    for i in 1...lhs.count {
      current[0] = i
      for j in 1...rhs.count {
        let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
          value = min(value, previousPrevious[j - 2] + 1)
        }
        current[j] = value
      }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[rhs.count]
  }
}
