import ContractMarkdown

/// Builds a `Contract` from Markdown: sections by heading, clauses from the rows of tables and
/// the items of lists directly under a section heading.
enum ContractParser {
  static func parse(
    _ bytes: [UInt8], file: String, kind: DocumentKind?, options: MarkdownParseOptions,
    buildingClauses: Bool = true
  ) throws -> Contract {
    let front = FrontMatterParser.parse(bytes)
    let document = try MarkdownDocument.parse(front.body, options: options)
    let readProblems = front.problems.map {
      Diagnostic(file: file, location: $0.0, severity: .error, message: $0.1, rule: $0.rule)
    }

    var titleHeading: Heading?
    var preamble: [MarkdownBlock] = []
    var sections: [ContractSection] = []
    for block in document.blocks {
      if case .heading(let heading) = block {
        if heading.level == 1, titleHeading == nil, sections.isEmpty {
          titleHeading = heading
          preamble.append(block)
          continue
        }
        if heading.level >= 2 || !sections.isEmpty {
          let text = TextNormalization.foldWhitespace(heading.content.text)
          sections.append(
            ContractSection(
              heading: text, slug: Slug.make(text), level: heading.level,
              location: heading.range.start, blocks: [], tables: [], clauseIDs: [],
              headingMarkdown: heading.content.markdown))
          continue
        }
      }
      if sections.isEmpty {
        preamble.append(block)
      } else {
        sections[sections.count - 1].blocks.append(block)
      }
    }

    let fileName = file.split(separator: "/").last.map(String.init) ?? file
    let resolvedKind =
      kind ?? front.frontMatter["kind"].flatMap(DocumentKind.init(frontMatterValue:))
      ?? DocumentKind.inferred(fromFileName: fileName)
    let title =
      front.frontMatter.title
      ?? titleHeading.map { TextNormalization.foldWhitespace($0.content.text) }
    var stem = fileName
    if stem.lowercased().hasSuffix(".md") { stem.removeLast(3) }
    let slug = front.frontMatter["id"].map(Slug.make) ?? title.map(Slug.make) ?? Slug.make(stem)

    for sectionIndex in sections.indices {
      var tables: [ContractTable] = []
      for block in sections[sectionIndex].blocks {
        guard case .table(let table) = block else { continue }
        let columns = table.header.cells.map { TextNormalization.foldWhitespace($0.content.text) }
        tables.append(
          ContractTable(
            sectionSlug: sections[sectionIndex].slug, index: tables.count, columns: columns,
            table: table))
      }
      sections[sectionIndex].tables = tables
    }

    var links: [Link] = []
    for block in document.blocks { collectLinks(block, into: &links) }

    var contract = Contract(
      file: file, slug: slug, kind: resolvedKind, frontMatter: front.frontMatter, title: title,
      titleHeading: titleHeading, preamble: preamble, sections: sections, clauses: [],
      links: links, readProblems: readProblems,
      lineCount: document.lineCount)
    if buildingClauses { buildClauses(of: &contract) }
    return contract
  }

  /// Fills in `contract.clauses` and each section's `clauseIDs` from its tables and lists.
  static func buildClauses(of contract: inout Contract) {
    // Allocated at its size: every contract's clauses stay in memory for the run and the site.
    var clauses: [Clause] = []
    clauses.reserveCapacity(clauseCount(of: contract))
    let ids = forEachClause(of: contract) { clauses.append($0) }
    for sectionIndex in contract.sections.indices {
      contract.sections[sectionIndex].clauseIDs = ids[sectionIndex]
    }
    contract.clauses = clauses
  }

  /// How many clauses the contract has: a row per table row, an item per list item.
  private static func clauseCount(of contract: Contract) -> Int {
    contract.sections.reduce(0) { count, section in
      section.blocks.reduce(count) { count, block in
        switch block {
        case .table(let table): count + table.rows.count
        case .list(let list): count + list.items.count
        default: count
        }
      }
    }
  }

  /// Builds the clauses one at a time and hands each to `body`: a clause per table row and
  /// per item of a list directly under a section heading, in document order, ids made unique
  /// within the contract. Returns each section's clause ids.
  static func forEachClause(
    of contract: Contract, _ body: (Clause) throws -> Void
  ) rethrows -> [[String]] {
    // One id per clause: the table is sized once instead of growing (and rehashing) as the
    // ids are added.
    var usedIDs: [String: Int] = [:]
    usedIDs.reserveCapacity(clauseCount(of: contract))
    func uniqueID(_ base: String) -> String {
      let count = usedIDs[base, default: 0] + 1
      usedIDs[base] = count
      return count == 1 ? base : "\(base)-\(count)"
    }
    let slug = contract.slug
    let file = contract.file
    var sectionIDs: [[String]] = []
    for section in contract.sections {
      var tableIndex = 0
      var listIndex = 0
      var ids: [String] = []
      // Every clause id of the section starts with this; built once, not per clause.
      let idPrefix = slug + "/" + section.slug + "/"
      for block in section.blocks {
        switch block {
        case .table(let table):
          let columns = section.tables[tableIndex].columns
          ids.reserveCapacity(ids.count + table.rows.count)
          for position in table.rows.indices {
            let clause = rowClause(
              table.rows[position], columns: columns, section: section, idPrefix: idPrefix,
              file: file, groupIndex: tableIndex, position: position, uniqueID: uniqueID)
            ids.append(clause.id)
            try body(clause)
          }
          tableIndex += 1
        case .list(let list):
          for (position, item) in list.items.enumerated() {
            let key = TextNormalization.foldWhitespace(item.text)
            var keySlug = Slug.make(key)
            if keySlug.isEmpty { keySlug = "item-\(position + 1)" }
            let clause = Clause(
              id: uniqueID(idPrefix + keySlug), kind: .item,
              section: section.heading, sectionSlug: section.slug, key: key, keySlug: keySlug,
              itemSource: TextNormalization.foldWhitespace(item.markdown), cells: [], file: file,
              location: item.range.start, groupIndex: listIndex,
              position: position)
            ids.append(clause.id)
            try body(clause)
          }
          listIndex += 1
        default:
          continue
        }
      }
      sectionIDs.append(ids)
    }
    return sectionIDs
  }

  private static func rowClause(
    _ row: TableRow, columns: [String], section: ContractSection, idPrefix: String,
    file: String, groupIndex: Int, position: Int, uniqueID: (String) -> String
  ) -> Clause {
    let cells = (0..<min(columns.count, row.cells.count)).map { index in
      ClauseCell(
        column: columns[index],
        text: TextNormalization.foldWhitespace(row.cells[index].content.text),
        markdown: row.cells[index].content.markdown, location: row.cells[index].location)
    }
    let key = cells.first?.text ?? ""
    var keySlug = Slug.make(key)
    if keySlug.isEmpty { keySlug = "row-\(position + 1)" }
    return Clause(
      id: uniqueID(idPrefix + keySlug), kind: .row, section: section.heading,
      sectionSlug: section.slug, key: key, keySlug: keySlug, cells: cells, file: file,
      location: row.range.start, groupIndex: groupIndex, position: position)
  }

  private static func collectLinks(_ block: MarkdownBlock, into links: inout [Link]) {
    switch block {
    case .heading(let heading): links.append(contentsOf: heading.content.links)
    case .paragraph(let paragraph): links.append(contentsOf: paragraph.content.links)
    case .list(let list):
      for item in list.items {
        for child in item.blocks { collectLinks(child, into: &links) }
      }
    case .table(let table):
      for row in [table.header] + table.rows {
        for cell in row.cells { links.append(contentsOf: cell.content.links) }
      }
    case .blockQuote(let quote):
      for child in quote.blocks { collectLinks(child, into: &links) }
    case .codeBlock, .htmlBlock, .thematicBreak:
      break
    }
  }
}
