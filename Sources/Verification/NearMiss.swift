import ContractMarkdown
import Contracts
import Support

/// A table that no fixture binds, whose headers nearly name one fixture's columns: a header
/// misspelt or shortened, a required input missing, or no expected result. It explains an
/// unbound row ("header matches fixture 'Translation resolution' except 'Shown?': did you
/// mean 'Shown text?'") and is a lint warning (rule `decision-near-miss`).
///
/// A table is a near miss of a fixture when at least two of its headers name the fixture's
/// columns, no more headers name none of them than do, and either some header ends in `?`
/// (the writer meant expected results) or every header names a column.
struct NearMiss: Sendable {
  /// A header that names no column of the fixture, and the column it probably means.
  struct Unmatched: Sendable {
    var index: Int
    var header: String
    /// The header the fixture's column is written with (`Shown text?`), if one is close.
    var suggestion: String?
  }

  /// The rule of a near-miss warning.
  static let rule = "decision-near-miss"

  var fixture: TableFixture
  var unmatched: [Unmatched]
  /// Required inputs the table has no column for.
  var missing: [FixtureColumn]
  /// Whether no header names a result column or ends in `?`.
  var lacksResult: Bool

  /// The near miss closest to a signature match among `fixtures` (most headers named, fewest
  /// not, then fewest inputs missing, then the first fixture), or `nil` when there is none.
  static func best(for table: ContractTable, among fixtures: [TableFixture]) -> NearMiss? {
    let slugs = table.columns.map(DecisionTable.columnSlug(of:))
    let results = table.columns.map(DecisionTable.isResultHeader)
    let marked = results.contains(true)
    var best: (miss: NearMiss, score: Int)?
    // A table has a few columns and a catalogue a few fixtures: arrays, not sets, reused
    // from fixture to fixture (every table of every document comes here).
    var used: [String] = []
    var unmatched: [Int] = []
    used.reserveCapacity(slugs.count)
    unmatched.reserveCapacity(slugs.count)
    for (position, fixture) in fixtures.enumerated()
    where !fixtures[..<position].contains(where: { $0.name == fixture.name }) {
      used.removeAll(keepingCapacity: true)
      unmatched.removeAll(keepingCapacity: true)
      for (index, slug) in slugs.enumerated() {
        if let column = fixture.column(slug: slug) {
          if !used.contains(column.slug) { used.append(column.slug) }
        } else if index > 0 {
          unmatched.append(index)
        }
      }
      let named = used.count
      // Most tables name fewer than two columns of any fixture: decided before the rest.
      guard named >= 2 else { continue }
      let missing = fixture.columns.filter {
        $0.role == .input && $0.isRequired && !used.contains($0.slug)
      }
      // A header ending in '?' that names no column still says the writer meant a result.
      let lacksResult =
        !fixture.columns.contains { $0.role == .result && used.contains($0.slug) }
        && !unmatched.contains { results[$0] }
      if unmatched.isEmpty, missing.isEmpty, !lacksResult { continue }
      guard unmatched.count <= named, marked || unmatched.isEmpty else { continue }
      let score = (named - unmatched.count) * 100 - missing.count
      if let current = best, current.score >= score { continue }
      let free = fixture.columns.filter { !used.contains($0.slug) }
      let miss = NearMiss(
        fixture: fixture,
        unmatched: unmatched.map { index in
          Unmatched(
            index: index, header: table.columns[index],
            suggestion: suggestion(for: table.columns[index], among: free))
        }, missing: missing, lacksResult: lacksResult)
      best = (miss, score)
    }
    return best?.miss
  }

  /// The column a header that names none probably means: one whose name starts or ends with
  /// the header's words (`Shown` → `Shown text`), else one within a small edit distance; a
  /// column of the role the header's `?` says is preferred.
  static func suggestion(for header: String, among columns: [FixtureColumn]) -> String? {
    let slug = DecisionTable.columnSlug(of: header)
    guard !slug.isEmpty else { return nil }
    let wantsResult = DecisionTable.isResultHeader(header)
    let ordered =
      columns.filter { ($0.role == .result) == wantsResult }
      + columns.filter { ($0.role == .result) != wantsResult }
    let byWords = ordered.filter {
      $0.slug.hasPrefix(slug + "-") || $0.slug.hasSuffix("-" + slug)
        || slug.hasPrefix($0.slug + "-") || slug.hasSuffix("-" + $0.slug)
    }
    if let word = byWords.first { return word.header }
    for group in [ordered.filter { ($0.role == .result) == wantsResult }, ordered] {
      let slugs = Set(group.map(\.slug))
      if let close = NameSuggestion.closest(to: slug, among: slugs) {
        return group.first { $0.slug == close }?.header
      }
    }
    return nil
  }

  /// "header matches fixture 'F' except 'Shown?': did you mean 'Shown text?'", with missing
  /// inputs and a missing result said too.
  var message: String {
    var text = "header matches fixture '\(fixture.name)'"
    var joiner = " but"
    if unmatched.count == 1, let only = unmatched.first {
      text += " except '\(only.header)'"
      text +=
        only.suggestion.map { ": did you mean '\($0)'" } ?? ", which is not one of its columns"
      joiner = "; it also"
    } else if !unmatched.isEmpty {
      let parts = unmatched.map { miss in
        "'\(miss.header)' ("
          + (miss.suggestion.map { "did you mean '\($0)'" } ?? "not one of its columns") + ")"
      }
      text += " except " + Self.list(parts)
      joiner = "; it also"
    }
    if !missing.isEmpty {
      let names = missing.map { "'\($0.name)'" }
      text += "\(joiner) needs the input \(Self.list(names)), which the table has no column for"
      joiner = ", and"
    }
    if lacksResult {
      text += "\(joiner) has no expected-result column (a header ending in '?')"
    }
    return text
  }

  /// Where a lint warning points: the first header that names no column, else the table.
  func location(in table: ContractTable) -> SourceLocation {
    if let first = unmatched.first, first.index < table.table.header.cells.count {
      return table.table.header.cells[first.index].location
    }
    return table.table.range.start
  }

  /// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
  private static func list(_ items: [String]) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }
}
