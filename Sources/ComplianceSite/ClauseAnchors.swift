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

  /// Where a clause id is on the page and in the report. Kept for every clause of the run
  /// until its page is rendered, so its indices are 32-bit (-1 for none): 32 bytes a place
  /// instead of 48.
  struct Place: Sendable {
    /// The `id` of its row or item; nil for an id that only orphaned results have.
    var anchor: String?
    private var clauseIndex: Int32 = -1
    private var resultIndex: Int32 = -1
    /// Whether the id has a place of its own (a clause, or a result that is not orphaned).
    fileprivate(set) var listed = false

    /// The index in the contract's clauses of the first clause with this id.
    var clause: Int? {
      get { clauseIndex < 0 ? nil : Int(clauseIndex) }
      set { clauseIndex = newValue.map { Int32($0) } ?? -1 }
    }

    /// The index in the verification's results of the first result with this id.
    var result: Int? {
      get { resultIndex < 0 ? nil : Int(resultIndex) }
      set { resultIndex = newValue.map { Int32($0) } ?? -1 }
    }
  }

  private var byID: [String: Place] = [:]
  /// The `id` of each section's heading, in order (``ContractPageModel/sectionAnchors(_:)``).
  private(set) var sections: [String] = []

  /// The anchors of every clause of `result`'s contract, and of every result that is not
  /// orphaned (a result without a clause in the text still gets a place); and where each id's
  /// first clause and first result are, so that a page finds a row's anchor, clause and
  /// result with one look-up.
  init(_ result: ContractResult) {
    var ids: [String] = []
    // By index, reading the fields needed: a `for … in` copies every whole clause and result
    // (a retain per field), a measurable share of building the anchors.
    let clauses = result.contract.clauses
    let results = result.verification.results
    ids.reserveCapacity(clauses.count)
    byID.reserveCapacity(clauses.count)
    for index in clauses.indices {
      let id = clauses[index].id
      if Self.record(&byID[id, default: Place()], clause: index) { ids.append(id) }
    }
    for index in results.indices {
      let id = results[index].clauseID
      let placed = results[index].verdict != .orphaned
      if Self.record(&byID[id, default: Place()], result: index, placed: placed) {
        ids.append(id)
      }
    }
    sections = ContractPageModel.sectionAnchors(result.contract)
    var taken = Self.pageIDs
    taken.reserveCapacity(Self.pageIDs.count + sections.count + ids.count)
    taken.formUnion(sections)
    let parts = ids.map(Self.parts)
    var shortCounts: [String: Int] = [:]
    shortCounts.reserveCapacity(parts.count)
    for part in parts { shortCounts[part.key, default: 0] += 1 }
    for (id, part) in zip(ids, parts) {
      var anchor = part.key
      if shortCounts[anchor] != 1 || taken.contains(anchor) { anchor = Self.qualified(part) }
      byID[id]?.anchor = taken.insertUnique(anchor)
    }
  }

  /// Records a clause of the place's id at `index` (the first one kept); whether the id is
  /// listed (gets an anchor) for the first time.
  private static func record(_ place: inout Place, clause index: Int) -> Bool {
    if place.clause == nil { place.clause = index }
    defer { place.listed = true }
    return !place.listed
  }

  /// Records a result of the place's id at `index` (the first one kept); whether the id is
  /// listed for the first time, which only a result that is not orphaned (`placed`) does.
  private static func record(_ place: inout Place, result index: Int, placed: Bool) -> Bool {
    if place.result == nil { place.result = index }
    guard placed, !place.listed else { return false }
    place.listed = true
    return true
  }

  /// Where `clauseID` is: its anchor, first clause and first result.
  func place(_ clauseID: String) -> Place? { byID[clauseID] }

  /// The anchor of `clauseID` when the page has it (a clause of the text, or a result that is
  /// not orphaned).
  func placed(_ clauseID: String) -> String? { byID[clauseID]?.anchor }

  /// The anchor of `clauseID`: its place on the page, or for a clause the page does not
  /// have, the section-and-key form.
  func anchor(_ clauseID: String) -> String {
    byID[clauseID]?.anchor ?? Self.qualified(Self.parts(clauseID))
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
