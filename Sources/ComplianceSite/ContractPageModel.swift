import ComplianceReport
import ContractMarkdown
import Contracts
import Foundation
import Templates
import Verification

/// The template context of one contract's page: the contract's prose as cmark renders it,
/// every clause table and clause list annotated with its results, the review panel and the
/// orphaned checks.
struct ContractPageModel {
  let result: ContractResult
  /// The page's folder, e.g. `docs/developers/driver-app/language-contract`.
  let directory: String
  let options: SiteOptions
  let links: PageLinks
  /// The `id` of each clause's row or item.
  let anchors: ClauseAnchors
  /// The class of each clause table's header row (see ``ColumnLabels``).
  let columns: ColumnLabels
  /// The contract's fingerprint (computed when not given).
  let fingerprint: String

  /// This page for ``links``.
  private let linkPage: PageLinks.Page
  /// Where each clause id's change since review is (`ReviewComparison.changeIndices`); empty
  /// without a review.
  private let changes: [String: Int]

  /// Where a clause id's data is, by index rather than copies of the result, clause and
  /// change, which cost a retain per field each to store: its anchor, first clause and first
  /// result from ``anchors``, its change from ``changes``.
  private struct Slot {
    var place: ClauseAnchors.Place?
    /// The index in the review's clauses of the clause's change.
    var change: Int?

    var result: Int? { place?.result }
    var clause: Int? { place?.clause }
  }

  init(
    result: ContractResult, directory: String, options: SiteOptions,
    links: PageLinks = PageLinks(), anchors: ClauseAnchors? = nil, columns: ColumnLabels? = nil,
    fingerprint: String? = nil
  ) {
    self.result = result
    self.directory = directory
    self.options = options
    self.links = links
    self.anchors = anchors ?? ClauseAnchors(result)
    self.columns = columns ?? ColumnLabels([result.contract])
    self.fingerprint = fingerprint ?? result.contract.fingerprint
    linkPage = links.page(document: result.contract.file, path: directory + "/index.html")
    changes = result.review?.changeIndices ?? [:]
  }

  /// Where `clauseID`'s data is.
  private func slot(_ clauseID: String) -> Slot {
    Slot(place: anchors.place(clauseID), change: changes.isEmpty ? nil : changes[clauseID])
  }

  /// The verdict of the first result of the clause in `slot`, read in place (a copy of the
  /// result retained every one of its fields).
  private func firstVerdict(_ slot: Slot) -> ClauseVerdict? {
    slot.result.map { result.verification.results[$0].verdict }
  }

  /// The page's path in the site.
  var path: String { directory + "/index.html" }

  /// The contract's title as plain text.
  var title: String { result.contract.title ?? result.contract.slug }

  /// The `id` of each section's heading, in order: `section-` and its slug, made unique.
  static func sectionAnchors(_ contract: Contract) -> [String] {
    var used = Set<String>()
    return contract.sections.map { section in
      used.insertUnique("section-" + (section.slug.isEmpty ? "untitled" : section.slug))
    }
  }

  /// Contract HTML with its links to other documents of the run pointing at their pages.
  private func linked(_ html: String) -> String {
    links.rewrite(html, on: linkPage)
  }

  /// The contract-specific part of the context (`contract`, `intro`, `sections`, `legend`,
  /// `review`, `orphans`); the builder adds `page`.
  func context() -> TemplateDictionary {
    let contract = result.contract
    var sections: [TemplateValue] = []
    var navigation: [TemplateValue] = []
    for (section, anchor) in zip(contract.sections, anchors.sections) {
      let counts = VerdictCounts(
        section.clauseIDs.compactMap { id in
          anchors.place(id)?.result.map { result.verification.results[$0].verdict }
        })
      // Built once for the section and its navigation entry.
      let countsValue = Self.countsValue(counts)
      let status = StatusPresentation(counts: counts).value
      let level = min(max(section.level, 2), 6)
      sections.append([
        "heading": .string(section.heading), "anchor": .string(anchor),
        "tag": .string("h\(level)"), "blocks": .list(blocks(of: section)),
        "counts": countsValue, "status": status,
        "hasClauses": .bool(!section.clauseIDs.isEmpty),
      ])
      navigation.append([
        "heading": .string(section.heading), "anchor": .string(anchor),
        "counts": countsValue, "status": status,
        "hasClauses": .bool(!section.clauseIDs.isEmpty), "brief": .string(Self.brief(counts)),
        "failing": .bool(counts.failed + counts.error > 0),
      ])
    }
    let titleHTML = contract.titleHeading.map { linked($0.content.html) }.flatMap {
      $0.isEmpty ? nil : $0
    }
    let intro = contract.preamble.filter { block in
      if case .heading(let heading) = block, heading == contract.titleHeading { return false }
      return true
    }
    let counts = result.counts
    // By index: filtering the results copied every one (a retain per field) to read a verdict.
    let results = result.verification.results
    let orphans = results.indices.filter { results[$0].verdict == .orphaned }.map {
      index -> TemplateValue in
      let orphan = results[index]
      return
        [
          "clauseID": .string(orphan.clauseID), "section": .string(orphan.section),
          "key": .string(orphan.key), "message": TemplateValue(orphan.message),
          "place": .string("\(orphan.file):\(orphan.location.line)"),
          "check": TemplateValue(orphan.checkDeclaredAt),
          "hints": .list((orphan.hints ?? []).map { .string($0) }),
          "hasHints": .bool(!(orphan.hints ?? []).isEmpty),
        ]
    }
    let published = contract.frontMatter.canonicalURL
    let context: TemplateDictionary = [
      "contract": [
        "title": .string(title), "titleHTML": TemplateValue(titleHTML),
        "description": TemplateValue(contract.frontMatter.description),
        "file": .string(contract.file), "slug": .string(contract.slug),
        "fingerprint": .string(fingerprint),
        "fingerprintShort": .string(Self.short(fingerprint)),
        "publishedURL": TemplateValue(published),
        "status": StatusPresentation(contract: result).value,
        "counts": Self.countsValue(counts), "changed": .int(result.changedSinceReview),
        "reviewed": .bool(result.review != nil), "strict": .bool(result.strict),
        "acceptCommand": .string(AcceptCommand.file(contract.file)),
        "source": [
          "href": TemplateValue(options.sourceLink(file: contract.file, line: 1)),
          "text": .string("\(contract.file):1"),
        ],
        "checkTime": TemplateValue(IndexPageModel.duration(result)),
      ],
      "intro": .string(linked(ProseHTML.render(intro))),
      "sections": .list(sections),
      "navigation": .list(navigation),
      "legend": legendValue(),
      "review": reviewValue(),
      "orphans": .list(orphans),
      "hasOrphans": .bool(!orphans.isEmpty),
    ]
    return context
  }

  /// Which entries the legend shows: the verdicts that occur on the page, the change mark when
  /// the text differs from its review, the cell marks when a check observed cells; `null`
  /// when there is nothing to explain.
  private func legendValue() -> TemplateValue {
    let counts = result.counts
    let changed = result.review.map { !$0.isUnchanged } ?? false
    let results = result.verification.results
    let marks = results.indices.contains { !results[$0].observations.isEmpty }
    guard counts.total > 0 || changed || marks else { return nil }
    return [
      "passed": .bool(counts.passed > 0), "failed": .bool(counts.failed > 0),
      "error": .bool(counts.error > 0), "unbound": .bool(counts.unbound > 0),
      "orphaned": .bool(counts.orphaned > 0), "skipped": .bool(counts.skipped > 0),
      "changed": .bool(changed), "marks": .bool(marks),
    ]
  }

  // MARK: - Blocks

  private func blocks(of section: ContractSection) -> [TemplateValue] {
    var values: [TemplateValue] = []
    var prose: [MarkdownBlock] = []
    var ids = section.clauseIDs[...]
    var tableNumber = 0
    let tableCount = section.blocks.filter { if case .table = $0 { true } else { false } }.count
    func flush() {
      guard !prose.isEmpty else { return }
      values.append(["prose": .string(linked(ProseHTML.render(prose))), "table": nil, "list": nil])
      prose = []
    }
    for block in section.blocks {
      switch block {
      case .table(let table) where ids.count >= table.rows.count:
        flush()
        tableNumber += 1
        let clauseIDs = Array(ids.prefix(table.rows.count))
        ids = ids.dropFirst(table.rows.count)
        let caption =
          tableCount > 1 ? "\(section.heading) (table \(tableNumber))" : section.heading
        values.append([
          "prose": nil, "list": nil,
          "table": tableValue(table, clauseIDs: clauseIDs, caption: caption),
        ])
      case .list(let list) where ids.count >= list.items.count:
        flush()
        let clauseIDs = Array(ids.prefix(list.items.count))
        ids = ids.dropFirst(list.items.count)
        values.append(["prose": nil, "table": nil, "list": listValue(list, clauseIDs: clauseIDs)])
      default:
        prose.append(block)
      }
    }
    flush()
    return values
  }

  private func tableValue(_ table: Table, clauseIDs: [String], caption: String) -> TemplateValue {
    let headers = table.header.cells.enumerated().map { index, cell -> TemplateValue in
      [
        "html": .string(linked(cell.content.html)), "label": .string(cell.content.text),
        "align": Self.alignmentClass(table.alignments, index),
      ]
    }
    var rows: [TemplateValue] = []
    var counts = VerdictCounts()
    for (row, id) in zip(table.rows, clauseIDs) {
      let slot = slot(id)
      counts.add(firstVerdict(slot) ?? .skipped)
      rows.append(rowValue(row, table: table, clauseID: id, slot: slot))
    }
    return [
      "caption": .string(caption), "summary": .string(counts.summaryLine),
      "brief": .string(Self.brief(counts)),
      "columns": TemplateValue(columns.className(for: table.header.cells.map(\.content.text))),
      "headers": .list(headers), "rows": .list(rows),
      "colspan": .int(table.header.cells.count + 2),
    ]
  }

  private func rowValue(
    _ row: TableRow, table: Table, clauseID: String, slot: Slot
  ) -> TemplateValue {
    let observations = slot.result.map { result.verification.results[$0].observations } ?? []
    var used = Set<Int>()
    var cells: [TemplateValue] = []
    cells.reserveCapacity(row.cells.count)
    // Lowercased once per row and cell instead of once per comparison.
    let observedColumns = observations.map { $0.column.lowercased() }
    // The arrays read once: reading through the optional clause and a checked subscript per
    // cell copied the whole clause and header cell (a retain per field) to read one string.
    let clauseCells = slot.clause.map { result.contract.clauses[$0].cells } ?? []
    let headerCells = table.header.cells
    for (index, cell) in row.cells.enumerated() {
      let column =
        index < clauseCells.count
        ? clauseCells[index].column
        : index < headerCells.count ? headerCells[index].content.text : ""
      let wanted = observations.isEmpty ? column : column.lowercased()
      let match = observations.indices.first {
        !used.contains($0) && observedColumns[$0] == wanted
      }
      if let match { used.insert(match) }
      let observation = match.map { observations[$0] }
      var mark: CellVerdict?
      if let observation {
        mark = observation.verdict
      } else if !observations.isEmpty, index > 0 {
        // The key cell names the row; only a cell a check could have compared is "not checked".
        mark = .notChecked
      }
      let failure = observation.map(Self.failureValue) ?? nil
      let align = Self.alignment(table.alignments, index)
      let markClass = mark.map { "cell-" + StatusPresentation($0).name }
      let classes =
        align.map { align in markClass.map { align + " " + $0 } ?? align } ?? markClass ?? ""
      cells.append([
        "html": .string(linked(cell.content.html)), "label": .string(column),
        "isKey": .bool(index == 0), "classes": .string(classes),
        "align": align.map(TemplateValue.string) ?? nil,
        "mark": mark.map(StatusPresentation.value) ?? nil,
        "failure": failure,
        "note": TemplateValue(observation?.note),
        "plain": .bool(mark == nil && failure == nil && observation?.note == nil),
      ])
    }
    let aspects = observations.indices.filter { !used.contains($0) }.map {
      Self.aspectValue(observations[$0])
    }
    var value = clauseValue(clauseID: clauseID, slot: slot, aspects: aspects)
    value["cells"] = .list(cells)
    value["colspan"] = .int(row.cells.count + 2)
    return .dictionary(value)
  }

  private func listValue(_ list: MarkdownList, clauseIDs: [String]) -> TemplateValue {
    let items = zip(list.items, clauseIDs).map { item, id -> TemplateValue in
      let slot = slot(id)
      let observations =
        slot.result.map { result.verification.results[$0].observations } ?? []
      var value = clauseValue(
        clauseID: id, slot: slot, aspects: observations.map(Self.aspectValue))
      value["html"] = .string(linked(ProseHTML.render(item: item, tight: list.tight)))
      return .dictionary(value)
    }
    return [
      "ordered": .bool(list.ordered),
      "start": list.ordered && list.start != 1 ? .int(list.start) : nil,
      "items": .list(items),
    ]
  }

  /// What rows and items share: status, change since review, message, source. The clause's
  /// and its first result's fields are read in place, through `slot`'s indices.
  private func clauseValue(
    clauseID: String, slot: Slot, aspects: [TemplateValue]
  ) -> TemplateDictionary {
    let results = self.result.verification.results
    let clauses = self.result.contract.clauses
    let resultIndex = slot.result
    let clauseIndex = slot.clause
    let verdict = resultIndex.map { results[$0].verdict } ?? .skipped
    let change = self.result.review.flatMap { review in
      slot.change.map { review.clauses[$0] }
    }
    let changeStatus = change.map(\.status).flatMap { $0 == .unchanged ? nil : $0 }
    let showsMessage = verdict == .failed || verdict == .error || verdict == .orphaned
    let message = showsMessage ? resultIndex.flatMap { results[$0].message } : nil
    let diff = changeStatus == .added ? nil : change?.diff?.templateValue
    let location =
      clauseIndex.map { clauses[$0].location } ?? resultIndex.map { results[$0].location }
      ?? SourceLocation(line: 1, column: 1)
    let file =
      clauseIndex.map { clauses[$0].file } ?? resultIndex.map { results[$0].file }
      ?? self.result.contract.file
    let key = clauseIndex.map { clauses[$0].key } ?? resultIndex.map { results[$0].key } ?? ""
    let declaredAt = resultIndex.flatMap { results[$0].checkDeclaredAt }
    let duration = resultIndex.map { results[$0].duration } ?? 0
    return [
      "anchor": .string(slot.place?.anchor ?? anchors.anchor(clauseID)),
      "clauseID": .string(clauseID), "key": .string(key),
      "status": StatusPresentation.value(verdict),
      "unchecked": .bool(verdict == .unbound || verdict == .skipped),
      "change": changeStatus.map(StatusPresentation.value) ?? nil,
      "message": TemplateValue(message), "diff": diff ?? nil, "aspects": .list(aspects),
      "hasDetail": .bool(message != nil || diff != nil || !aspects.isEmpty),
      "hasAspects": .bool(!aspects.isEmpty),
      "source": sourceValue(file: file, line: location.line),
      "check": declaredAt.map(Self.checkValue) ?? nil,
      "duration": duration > 0 ? .string(Self.milliseconds(duration)) : nil,
    ]
  }

  // MARK: - Review

  private func reviewValue() -> TemplateValue {
    guard let review = result.review else { return nil }
    let findings = result.reviewFindings.filter(\.isDifference)
    let clauses = review.clauses.filter { $0.status != .unchanged }.map { change -> TemplateValue in
      let current = change.status != .removed
      let finding = findings.first {
        $0.clauseID == change.clauseID && ($0.kind == .removed) == !current
      }
      let severity: TemplateValue? = finding.map {
        $0.severity == .error
          ? ["name": "error", "label": "fails CI"] : ["name": "warning", "label": "warning"]
      }
      return [
        "anchor": current ? .string(anchors.anchor(change.clauseID)) : nil,
        "section": .string(change.section), "key": .string(change.key),
        "baselineSection": TemplateValue(change.baselineSection),
        "baselineKey": change.status == .renamed ? TemplateValue(change.baselineKey) : nil,
        "status": StatusPresentation(change.status).value,
        "severity": severity ?? nil, "accept": TemplateValue(finding?.acceptClauseCommand),
        "diff": change.diff?.templateValue ?? nil,
        "text": TemplateValue(change.status == .removed ? change.baselineText : change.currentText),
      ]
    }
    let renames = review.sections.map { rename -> TemplateValue in
      let checks =
        findings.first { $0.kind == .sectionRenamed && $0.section == rename.currentHeading }?
        .checks ?? []
      return [
        "baselineHeading": .string(rename.baselineHeading),
        "currentHeading": .string(rename.currentHeading),
        "line": .int(rename.currentLocation.line),
        "baselineLine": .int(rename.baselineLocation.line),
        "matchedClauses": .int(rename.matchedClauses),
        "baselineClauses": .int(rename.baselineClauses),
        "checks": .list(checks.map { .string($0) }), "hasChecks": .bool(!checks.isEmpty),
      ]
    }
    let tables = review.tables.map { table -> TemplateValue in
      [
        "section": .string(table.section), "diff": table.diff.templateValue,
        "line": .int(table.location.line),
      ]
    }
    let prose = review.prose.map { change -> TemplateValue in
      [
        "section": .string(change.section.isEmpty ? "Introduction" : change.section),
        "status": StatusPresentation(change.status).value,
        "diff": change.diff?.templateValue ?? nil,
        "text": TemplateValue(change.status == .removed ? change.baselineText : change.currentText),
      ]
    }
    return [
      "baselineFile": .string(review.baselineFile),
      "baselineFingerprint": .string(review.baselineFingerprint),
      "baselineFingerprintShort": .string(Self.short(review.baselineFingerprint)),
      "unchanged": .bool(review.isUnchanged),
      "changedCount": .int(review.count(.changed)), "addedCount": .int(review.count(.added)),
      "removedCount": .int(review.count(.removed)),
      "renamedCount": .int(review.count(.renamed)),
      "hasFindings": .bool(!findings.isEmpty),
      "fails": .bool(findings.contains { $0.severity == .error }),
      "acceptCommand": .string(AcceptCommand.file(result.contract.file)),
      "sectionRenames": .list(renames), "hasSectionRenames": .bool(!renames.isEmpty),
      "clauses": .list(clauses), "tables": .list(tables), "prose": .list(prose),
      "hasClauseChanges": .bool(!clauses.isEmpty), "hasTableChanges": .bool(!tables.isEmpty),
      "hasProseChanges": .bool(!prose.isEmpty),
    ]
  }

  // MARK: - Helpers

  /// A row's or item's link to its source line: `line 46` when the line is in this page's
  /// contract (whose path the page's header shows), else the file's name and line with the
  /// whole path as the title.
  private func sourceValue(file: String, line: Int) -> TemplateValue {
    let own = file == result.contract.file
    let text = own ? "line \(line)" : "\((file as NSString).lastPathComponent):\(line)"
    return [
      "href": TemplateValue(options.sourceLink(file: file, line: line)), "text": .string(text),
      "title": own ? nil : .string("\(file):\(line)"),
    ]
  }

  /// Where a check is declared (`Sources/…/InputsAndResultChecks.swift:218`), shown as the
  /// file's name and line with the whole path as the title.
  static func checkValue(_ declaredAt: String) -> TemplateValue {
    let name = (declaredAt as NSString).lastPathComponent
    return ["short": .string(name.isEmpty ? declaredAt : name), "full": .string(declaredAt)]
  }

  /// `12 ms`, `1.25 s`: one clause's check time.
  static func milliseconds(_ seconds: Double) -> String {
    seconds < 1 ? String(format: "%.0f ms", seconds * 1000) : String(format: "%.2f s", seconds)
  }

  /// The verdicts that occur, most urgent first: `1 failed, 4 passed, 2 unbound`.
  static func brief(_ counts: VerdictCounts) -> String {
    let parts = [
      (counts.failed, "failed"), (counts.error, "errored"), (counts.passed, "passed"),
      (counts.unbound, "unbound"), (counts.orphaned, "orphaned"), (counts.skipped, "skipped"),
    ].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
    return parts.isEmpty ? "no clauses" : parts.joined(separator: ", ")
  }

  /// Whether the page has a table, so its cards need `columns.css`.
  var hasTables: Bool {
    result.contract.sections.contains { section in
      section.blocks.contains { if case .table = $0 { true } else { false } }
    }
  }

  static func countsValue(_ counts: VerdictCounts) -> TemplateValue {
    [
      "passed": .int(counts.passed), "failed": .int(counts.failed), "error": .int(counts.error),
      "unbound": .int(counts.unbound), "orphaned": .int(counts.orphaned),
      "skipped": .int(counts.skipped), "total": .int(counts.total),
      "summary": .string(counts.summaryLine),
    ]
  }

  private static func failureValue(_ observation: CellObservation) -> TemplateValue {
    guard observation.verdict == .failed else { return nil }
    return ["expected": .string(observation.expected), "observed": .string(observation.observed)]
  }

  private static func aspectValue(_ observation: CellObservation) -> TemplateValue {
    [
      "column": .string(observation.column), "mark": StatusPresentation(observation.verdict).value,
      "expected": .string(observation.expected), "observed": .string(observation.observed),
      "failed": .bool(observation.verdict == .failed), "note": TemplateValue(observation.note),
    ]
  }

  private static func alignmentClass(_ alignments: [TableAlignment], _ index: Int)
    -> TemplateValue
  {
    alignment(alignments, index).map(TemplateValue.string) ?? nil
  }

  /// `align-left`, `align-center` or `align-right` for a column with an alignment.
  private static func alignment(_ alignments: [TableAlignment], _ index: Int) -> String? {
    guard index < alignments.count, alignments[index] != .none else { return nil }
    return "align-\(alignments[index].rawValue)"
  }

  /// The first 12 hex digits of a SHA-256.
  static func short(_ hash: String) -> String { String(hash.prefix(12)) }
}
