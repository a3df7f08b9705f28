import ComplianceReport

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
    for clause in result.contract.clauses where seen.insert(clause.id).inserted {
      ids.append(clause.id)
    }
    for clauseResult in result.verification.results
    where clauseResult.verdict != .orphaned && seen.insert(clauseResult.clauseID).inserted {
      ids.append(clauseResult.clauseID)
    }
    var taken = Self.pageIDs.union(ContractPageModel.sectionAnchors(result.contract))
    let parts = ids.map(Self.parts)
    var shortCounts: [String: Int] = [:]
    for part in parts { shortCounts[part.key, default: 0] += 1 }
    for (id, part) in zip(ids, parts) {
      var anchor = part.key
      if shortCounts[anchor] != 1 || taken.contains(anchor) {
        anchor = part.section.isEmpty ? part.key : part.section + "--" + part.key
      }
      let base = anchor
      var counter = 1
      while taken.contains(anchor) {
        counter += 1
        anchor = "\(base)-\(counter)"
      }
      taken.insert(anchor)
      byID[id] = anchor
    }
  }

  /// The anchor of `clauseID`: its place on the page, or for a clause the page does not
  /// have, the section-and-key form.
  func anchor(_ clauseID: String) -> String {
    if let anchor = byID[clauseID] { return anchor }
    let part = Self.parts(clauseID)
    return part.section.isEmpty ? part.key : part.section + "--" + part.key
  }

  /// The section slug and the (cut) key slug of `contract/section/key`; an id with fewer
  /// parts is all key.
  static func parts(_ clauseID: String) -> (section: String, key: String) {
    let components = clauseID.split(separator: "/", omittingEmptySubsequences: false)
    let key = components.last.map(String.init) ?? clauseID
    let section = components.count >= 3 ? String(components[components.count - 2]) : ""
    return (section, cut(key))
  }

  /// `slug` cut after the last `-`-separated word that keeps it within
  /// ``maximumKeyLength`` (the whole first word when that alone is longer).
  static func cut(_ slug: String) -> String {
    let utf8 = Array(slug.utf8)
    guard utf8.count > maximumKeyLength else { return slug }
    var end = maximumKeyLength
    while end > 0, utf8[end] != UInt8(ascii: "-") { end -= 1 }
    if end == 0 { end = utf8.firstIndex(of: UInt8(ascii: "-")) ?? utf8.count }
    return String(decoding: utf8[..<end], as: UTF8.self)
  }
}
