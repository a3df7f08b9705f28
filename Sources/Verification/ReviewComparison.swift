import ContractMarkdown
import Contracts

/// A contract compared clause by clause with its reviewed baseline: which clauses are
/// unchanged, changed (with a word diff), added, removed or renamed; which sections were
/// renamed; which tables' headers changed; and which prose paragraphs differ. Sections meet by
/// heading slug, or, when a heading is new, with the baseline section whose clauses it mostly
/// has (a renamed heading); rows meet by key, list items by content alignment.
public struct ReviewComparison: Codable, Hashable, Sendable {
  public var contract: String
  public var contractFile: String
  public var baselineFile: String
  public var baselineFingerprint: String
  /// Every clause of either version: current ones in document order, removed ones after the
  /// clause they followed.
  public var clauses: [ClauseChange]
  /// Sections whose heading was renamed, in current document order.
  public var sections: [SectionRename]
  public var tables: [TableChange]
  /// Prose that differs (unchanged paragraphs are not listed).
  public var prose: [ProseChange]

  public init(baseline: Contract, current: Contract) {
    contract = current.slug
    contractFile = current.file
    baselineFile = baseline.file
    baselineFingerprint = baseline.fingerprint
    var clauses: [ClauseChange] = []
    var tables: [TableChange] = []
    var prose: [ProseChange] = []

    let baselineSections = Dictionary(
      baseline.sections.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
    let renamed = Self.renamedSections(baseline: baseline, current: current)
    let matchedSlugs = Set(current.sections.map(\.slug)).union(renamed.values.map(\.slug))
    prose += Self.compareProse(
      section: "", old: Self.proseBlocks(baseline.preamble), new: Self.proseBlocks(current.preamble)
    )

    var sections: [SectionRename] = []
    for section in current.sections {
      let old = baselineSections[section.slug] ?? renamed[section.slug]
      let oldClauses = old.map { Self.clauses(of: $0, in: baseline) } ?? []
      let newClauses = Self.clauses(of: section, in: current)
      let compared = Self.compareClauses(
        old: oldClauses, new: newClauses, contract: current.slug)
      if let old, old.slug != section.slug {
        sections.append(
          SectionRename(
            baselineHeading: old.heading, currentHeading: section.heading,
            baselineLocation: old.location, currentLocation: section.location,
            matchedClauses: compared.filter { $0.status != .added && $0.status != .removed }
              .count,
            baselineClauses: oldClauses.count))
      }
      clauses += compared
      for table in section.tables {
        guard let oldTable = old?.tables.first(where: { $0.index == table.index }),
          oldTable.columns != table.columns
        else { continue }
        tables.append(
          TableChange(
            section: section.heading, tableIndex: table.index, baselineColumns: oldTable.columns,
            currentColumns: table.columns,
            diff: WordDiff(
              old: oldTable.columns.joined(separator: " | "),
              new: table.columns.joined(separator: " | ")),
            location: table.table.range.start))
      }
      prose += Self.compareProse(
        section: section.heading, old: old.map { Self.proseBlocks($0.blocks) } ?? [],
        new: Self.proseBlocks(section.blocks))
    }
    for section in baseline.sections where !matchedSlugs.contains(section.slug) {
      clauses += Self.compareClauses(
        old: Self.clauses(of: section, in: baseline), new: [], contract: current.slug)
      prose += Self.compareProse(
        section: section.heading, old: Self.proseBlocks(section.blocks), new: [])
    }
    self.clauses = clauses
    self.sections = sections
    self.tables = tables
    self.prose = prose
  }

  /// Ids of the current clauses that differ from the baseline: changed, added or renamed.
  public var changedClauseIDs: Set<String> {
    Set(
      clauses.filter { $0.status == .changed || $0.status == .added || $0.status == .renamed }
        .map(\.clauseID))
  }

  /// The comparison for a current clause.
  public func change(for clauseID: String) -> ClauseChange? {
    clauses.first { $0.clauseID == clauseID && Self.isCurrent($0) }
  }

  /// Whether a comparison is of a clause the current text has (not a removed one).
  private static func isCurrent(_ change: ClauseChange) -> Bool {
    change.status != .removed
  }

  /// Where ``change(for:)`` finds each current clause's comparison in ``clauses``, for a
  /// caller that asks for every clause of a contract (one pass instead of a search each).
  public var changeIndices: [String: Int] {
    var indices: [String: Int] = [:]
    for index in clauses.indices.reversed() where Self.isCurrent(clauses[index]) {
      indices[clauses[index].clauseID] = index
    }
    return indices
  }

  public func count(_ status: ChangeStatus) -> Int {
    clauses.filter { $0.status == status }.count
  }

  /// True when nothing a reviewer signed differs.
  public var isUnchanged: Bool {
    clauses.allSatisfy { $0.status == .unchanged } && sections.isEmpty && tables.isEmpty
      && prose.isEmpty
  }

  // MARK: - Sections

  /// Current sections whose slug the baseline lacks, each paired with the baseline section
  /// (whose slug the current text lacks) that shares the most clauses with it, when they share
  /// at least half of the baseline section's clauses: the heading was renamed. Keyed by the
  /// current section's slug.
  private static func renamedSections(baseline: Contract, current: Contract) -> [String:
    ContractSection]
  {
    let currentSlugs = Set(current.sections.map(\.slug))
    let baselineSlugs = Set(baseline.sections.map(\.slug))
    var candidates = baseline.sections.filter { !currentSlugs.contains($0.slug) }.map {
      ($0, identities(clauses(of: $0, in: baseline)))
    }
    var result: [String: ContractSection] = [:]
    for section in current.sections where !baselineSlugs.contains(section.slug) {
      let mine = identities(clauses(of: section, in: current))
      var best: (index: Int, shared: Int)?
      for (index, candidate) in candidates.enumerated() {
        let shared = sharedCount(candidate.1, mine)
        if shared > 0, shared * 2 >= candidate.1.count, shared > (best?.shared ?? 0) {
          best = (index, shared)
        }
      }
      if let best {
        result[section.slug] = candidates[best.index].0
        candidates.remove(at: best.index)
      }
    }
    return result
  }

  /// What identifies a clause within its section: a row's key, an item's text.
  private static func identities(_ clauses: [Clause]) -> [String] {
    clauses.map { $0.kind == .row ? "row " + $0.keySlug : "item " + $0.normalizedText }
  }

  /// How many elements the two lists share, counting repeats.
  private static func sharedCount(_ first: [String], _ second: [String]) -> Int {
    var remaining: [String: Int] = [:]
    for identity in second { remaining[identity, default: 0] += 1 }
    var shared = 0
    for identity in first where remaining[identity, default: 0] > 0 {
      remaining[identity]! -= 1
      shared += 1
    }
    return shared
  }

  // MARK: - Clauses

  private static func clauses(of section: ContractSection, in contract: Contract) -> [Clause] {
    let ids = Set(section.clauseIDs)
    return contract.clauses.filter { ids.contains($0.id) }
  }

  private static func compareClauses(old: [Clause], new: [Clause], contract: String)
    -> [ClauseChange]
  {
    var result: [ClauseChange] = []
    // Tables and lists in the order the current text (then the baseline) has them.
    var groups: [GroupKey] = []
    for clause in new + old where !groups.contains(GroupKey(clause)) {
      groups.append(GroupKey(clause))
    }
    for group in groups {
      let before = old.filter { GroupKey($0) == group }
      let after = new.filter { GroupKey($0) == group }
      let identity = { (clause: Clause) in
        clause.kind == .row ? clause.keySlug : clause.normalizedText
      }
      let pairs = SequenceAligner.align(
        old: before.map(\.normalizedText), new: after.map(\.normalizedText),
        oldIdentity: before.map(identity), newIdentity: after.map(identity)
      ) { oldIndex, newIndex in
        onlyKeyDiffers(before[oldIndex], after[newIndex])
      }
      for pair in pairs {
        switch pair {
        case .same(let oldIndex, let newIndex):
          let (old, new) = (before[oldIndex], after[newIndex])
          let status: ChangeStatus = old.localID == new.localID ? .unchanged : .renamed
          result.append(change(status, old, new, contract: contract))
        case .changed(let oldIndex, let newIndex):
          let (old, new) = (before[oldIndex], after[newIndex])
          let status: ChangeStatus = onlyKeyDiffers(old, new) ? .renamed : .changed
          result.append(change(status, old, new, contract: contract))
        case .removed(let oldIndex):
          result.append(change(.removed, before[oldIndex], nil, contract: contract))
        case .added(let newIndex):
          result.append(change(.added, nil, after[newIndex], contract: contract))
        }
      }
    }
    return result
  }

  /// True for two rows whose keys differ while every other cell reads the same: the row was
  /// renamed.
  private static func onlyKeyDiffers(_ old: Clause, _ new: Clause) -> Bool {
    guard old.kind == .row, new.kind == .row, old.cells.count > 1,
      old.cells.count == new.cells.count, old.keySlug != new.keySlug
    else { return false }
    let rest = { (clause: Clause) in
      clause.cells.dropFirst().map { TextNormalization.foldWhitespace($0.markdown) }
    }
    return rest(old) == rest(new)
  }

  /// Rows of the same table, or items of the same list, are compared with each other.
  private struct GroupKey: Hashable {
    var kind: String
    var index: Int

    init(_ clause: Clause) {
      kind = clause.kind.rawValue
      index = clause.groupIndex
    }
  }

  private static func change(
    _ status: ChangeStatus, _ old: Clause?, _ new: Clause?, contract: String
  ) -> ClauseChange {
    let reference = new ?? old!
    let id = new?.id ?? "\(contract)/\(reference.localID)"
    var change = ClauseChange(
      status: status, clauseID: id, section: reference.section, key: reference.key,
      baselineText: old?.text, currentText: new?.text, diff: nil,
      baselineLocation: old?.location, currentLocation: new?.location)
    if let old, let new {
      if old.localID != new.localID { change.baselineClauseID = "\(contract)/\(old.localID)" }
      if old.section != new.section { change.baselineSection = old.section }
      if old.key != new.key { change.baselineKey = old.key }
      if old.text != new.text, status == .changed || status == .renamed {
        change.diff = WordDiff(old: old.text, new: new.text)
      }
    }
    return change
  }

  // MARK: - Prose

  private struct ProseBlock {
    /// Headings are matched by level and position, paragraphs by their text.
    var identity: String
    var markdown: String
    var text: String
    var location: SourceLocation
  }

  private static func proseBlocks(_ blocks: [MarkdownBlock]) -> [ProseBlock] {
    var headings = 0
    return blocks.compactMap { block in
      let markdown = TextNormalization.foldWhitespace(block.markdown)
      var identity = markdown
      switch block {
      case .table, .list, .thematicBreak, .htmlBlock:
        return nil
      case .heading(let heading):
        headings += 1
        identity = "heading \(heading.level) #\(headings)"
        fallthrough
      default:
        return ProseBlock(
          identity: identity, markdown: markdown,
          text: TextNormalization.foldWhitespace(block.text), location: block.range.start)
      }
    }
  }

  private static func compareProse(section: String, old: [ProseBlock], new: [ProseBlock])
    -> [ProseChange]
  {
    let pairs = SequenceAligner.align(
      old: old.map(\.markdown), new: new.map(\.markdown), oldIdentity: old.map(\.identity),
      newIdentity: new.map(\.identity))
    return pairs.compactMap { pair in
      switch pair {
      case .same:
        return nil
      case .changed(let oldIndex, let newIndex):
        return ProseChange(
          status: .changed, section: section, baselineText: old[oldIndex].text,
          currentText: new[newIndex].text,
          diff: WordDiff(old: old[oldIndex].text, new: new[newIndex].text),
          location: new[newIndex].location)
      case .removed(let oldIndex):
        return ProseChange(
          status: .removed, section: section, baselineText: old[oldIndex].text, currentText: nil,
          diff: nil, location: nil)
      case .added(let newIndex):
        return ProseChange(
          status: .added, section: section, baselineText: nil, currentText: new[newIndex].text,
          diff: nil, location: new[newIndex].location)
      }
    }
  }
}
