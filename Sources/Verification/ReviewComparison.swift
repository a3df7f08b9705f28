import ContractMarkdown
import Contracts

/// A contract compared clause by clause with its reviewed baseline: which clauses are
/// unchanged, changed (with a word diff), added or removed; which tables' headers changed; and
/// which prose paragraphs differ. Sections meet by heading slug, rows by key, list items by
/// content alignment.
public struct ReviewComparison: Codable, Hashable, Sendable {
  public var contract: String
  public var contractFile: String
  public var baselineFile: String
  public var baselineFingerprint: String
  /// Every clause of either version: current ones in document order, removed ones after the
  /// clause they followed.
  public var clauses: [ClauseChange]
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
    let currentSlugs = Set(current.sections.map(\.slug))
    prose += Self.compareProse(
      section: "", old: Self.proseBlocks(baseline.preamble), new: Self.proseBlocks(current.preamble)
    )

    for section in current.sections {
      let old = baselineSections[section.slug]
      let oldClauses = old.map { Self.clauses(of: $0, in: baseline) } ?? []
      let newClauses = Self.clauses(of: section, in: current)
      clauses += Self.compareClauses(old: oldClauses, new: newClauses, contract: current.slug)
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
    for section in baseline.sections where !currentSlugs.contains(section.slug) {
      clauses += Self.compareClauses(
        old: Self.clauses(of: section, in: baseline), new: [], contract: current.slug)
      prose += Self.compareProse(
        section: section.heading, old: Self.proseBlocks(section.blocks), new: [])
    }
    self.clauses = clauses
    self.tables = tables
    self.prose = prose
  }

  /// Clause ids that are changed or added since review.
  public var changedClauseIDs: Set<String> {
    Set(clauses.filter { $0.status == .changed || $0.status == .added }.map(\.clauseID))
  }

  /// The comparison for a current clause.
  public func change(for clauseID: String) -> ClauseChange? {
    clauses.first { $0.clauseID == clauseID && $0.status != .removed }
  }

  public func count(_ status: ChangeStatus) -> Int {
    clauses.filter { $0.status == status }.count
  }

  /// True when nothing a reviewer signed differs.
  public var isUnchanged: Bool {
    clauses.allSatisfy { $0.status == .unchanged } && tables.isEmpty && prose.isEmpty
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
        oldIdentity: before.map(identity), newIdentity: after.map(identity))
      for pair in pairs {
        switch pair {
        case .same(let oldIndex, let newIndex):
          result.append(change(.unchanged, before[oldIndex], after[newIndex], contract: contract))
        case .changed(let oldIndex, let newIndex):
          result.append(change(.changed, before[oldIndex], after[newIndex], contract: contract))
        case .removed(let oldIndex):
          result.append(change(.removed, before[oldIndex], nil, contract: contract))
        case .added(let newIndex):
          result.append(change(.added, nil, after[newIndex], contract: contract))
        }
      }
    }
    return result
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
    return ClauseChange(
      status: status, clauseID: id, section: reference.section, key: reference.key,
      baselineText: old?.text, currentText: new?.text,
      diff: status == .changed ? WordDiff(old: old?.text ?? "", new: new?.text ?? "") : nil,
      baselineLocation: old?.location, currentLocation: new?.location)
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
