import ComplianceReport
import Support

/// The `id` of each clause's row or item on its contract's page.
///
/// A clause id is `contract/section/key` and the page is the contract's, so the anchor leaves
/// the contract out: it is the key's slug alone (`stored-language`) when no other clause of the
/// page, no section heading and no id of the page's own has it, else the section's slug, `--`
/// and the key's slug (`behaviour--stored-language`), with `-2`, `-3`, … should that still
/// clash. A slug longer than ``maximumKeyLength`` (a list item's key is its whole text) is cut
/// after the last word that fits. The same clause list always gives the same anchors.
struct ClauseAnchors: Sendable {
  /// The longest key slug an anchor keeps whole.
  static let maximumKeyLength = 40

  /// The ids the contract page has besides clauses and section headings.
  static let pageIDs: Set<String> = [
    "main", "legend-title", "changed-since-review", "review-title", "orphaned-checks",
    "orphans-title", "filter-search",
  ]

  private var byID: [String: String] = [:]

  /// The anchors of every clause of `result`'s contract, and of every result that is not
  /// orphaned (a result without a clause in the text still gets a place).
  init(_ result: ContractResult) {
    var ids: [String] = []
    var seen = Set<String>()
    // By index, reading the two fields needed: a `for … in` copies every whole clause and
    // result (a retain per field), a measurable share of building the anchors.
    let clauses = result.contract.clauses
    let results = result.verification.results
    ids.reserveCapacity(clauses.count)
    seen.reserveCapacity(clauses.count)
    for index in clauses.indices {
      let id = clauses[index].id
      if seen.insert(id).inserted { ids.append(id) }
    }
    for index in results.indices where results[index].verdict != .orphaned {
      let id = results[index].clauseID
      if seen.insert(id).inserted { ids.append(id) }
    }
    var taken = Self.pageIDs
    taken.reserveCapacity(Self.pageIDs.count + result.contract.sections.count + ids.count)
    taken.formUnion(ContractPageModel.sectionAnchors(result.contract))
    let parts = ids.map(Self.parts)
    var shortCounts: [String: Int] = [:]
    shortCounts.reserveCapacity(parts.count)
    for part in parts { shortCounts[part.key, default: 0] += 1 }
    byID.reserveCapacity(ids.count)
    for (id, part) in zip(ids, parts) {
      var anchor = part.key
      if shortCounts[anchor] != 1 || taken.contains(anchor) { anchor = Self.qualified(part) }
      byID[id] = taken.insertUnique(anchor)
    }
  }

  /// The anchor of `clauseID` when the page has it (a clause of the text, or a result that is
  /// not orphaned).
  func placed(_ clauseID: String) -> String? { byID[clauseID] }

  /// The anchor of `clauseID`: its place on the page, or for a clause the page does not
  /// have, the section-and-key form.
  func anchor(_ clauseID: String) -> String {
    byID[clauseID] ?? Self.qualified(Self.parts(clauseID))
  }

  /// The section-and-key form, `section--key` (the key alone for an id without a section).
  private static func qualified(_ part: (section: String, key: String)) -> String {
    part.section.isEmpty ? part.key : part.section + "--" + part.key
  }

  /// The anchors of every contract of `results`, computed on all cores, in order.
  static func all(_ results: [ContractResult]) -> [ClauseAnchors] {
    ChunkedMap.map(count: results.count, minimumChunk: 16) { range in
      range.map { ClauseAnchors(results[$0]) }
    }
  }

  /// The section slug and the (cut) key slug of `contract/section/key`; an id with fewer
  /// parts is all key. Read as bytes: a slug's `/` is ASCII.
  static func parts(_ clauseID: String) -> (section: String, key: String) {
    clauseID.withBorrowedUTF8 { bytes in
      let slash = UInt8(ascii: "/")
      guard let last = bytes.lastIndex(of: slash) else { return ("", cut(bytes[...])) }
      let key = cut(bytes[(last + 1)...])
      guard let previous = bytes[..<last].lastIndex(of: slash) else { return ("", key) }
      let section = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[(previous + 1)..<last]), as: UTF8.self)
      return (section, key)
    }
  }

  /// `slug` cut after the last `-`-separated word that keeps it within
  /// ``maximumKeyLength`` (the whole first word when that alone is longer).
  static func cut(_ slug: String) -> String {
    slug.withBorrowedUTF8 { cut($0[...]) }
  }

  private static func cut(_ slug: Slice<UnsafeBufferPointer<UInt8>>) -> String {
    var end = slug.endIndex
    if slug.count > maximumKeyLength {
      end = slug.startIndex + maximumKeyLength
      while end > slug.startIndex, slug[end] != UInt8(ascii: "-") { end -= 1 }
      if end == slug.startIndex { end = slug.firstIndex(of: UInt8(ascii: "-")) ?? slug.endIndex }
    }
    return String(decoding: UnsafeBufferPointer(rebasing: slug[..<end]), as: UTF8.self)
  }
}
