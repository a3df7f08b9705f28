import ContractMarkdown
import TestSupport
import Testing

/// Table cells whose only inline syntax is code spans and plain links are read without cmark
/// (`SimpleCellInline`). Each cell must read as cmark reads the same text in a paragraph:
/// visible text, HTML, and links with their destinations, texts and columns.
@Suite struct SimpleCellInlineTests {
  /// Pieces of cell text: words, backtick strings of several lengths, spaces, links the reader
  /// takes, and (rarer) links it leaves to cmark and the other bytes that start inline syntax.
  static let common = [
    "word", "a", " ", "`", "``", "```", " `", "` ", "x_y", ".", "é", "  ", "a`b",
    "[the rules](../004/component-00412.md#limits)", "[x](y.md)", "[a b](https://x.test/a_b?q=1)",
    "[", "](", "(z.md)",
  ]
  static let rare = [
    "*", "]", "!", "<", "&", "\\", "#", "-", "\t", "1.", ">", "[t](a b)", "[t]()", "[](x.md)",
    "[t](x(y))", "[t](<x.md>)", "[t] (x.md)", "[t](x.md \"title\")", "[t](a&amp;b)",
    "[t](a\\_b)", "[*t*](x.md)", "[`t`](x.md)", "![i](x.png)", "[t][r]", "[r]", "[t](é.md)",
    "[t](x.md)]", "[[t](x.md)",
  ]

  static func cells(count: Int, seed: UInt64 = 26, extra: [String] = []) -> [String] {
    let rare = Self.rare + extra
    var generator = SeededGenerator(state: seed)
    var cells: [String] = []
    while cells.count < count {
      var cell = ""
      for _ in 0..<Int.random(in: 1...9, using: &generator) {
        let pieces = Int.random(in: 0..<8, using: &generator) == 0 ? rare : common
        cell += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
      }
      // A table trims a cell's ends; a paragraph would too, and then they differ in columns.
      while let first = cell.first, first == " " || first == "\t" { cell.removeFirst() }
      guard !cell.isEmpty else { continue }
      cells.append(cell + ".")
    }
    return cells
  }

  /// With and without HTML (links are read without cmark only without it). A reference
  /// definition for `[r]` sits below the table, as writers put them.
  @Test(arguments: [true, false])
  func cellsReadAsCmarkReadsTheSameTextInAParagraph(renderHTML: Bool) throws {
    let cells = Self.cells(count: 1000)
    let definition = "\n[r]: https://r.test/\n"
    var document = "| Key | Cell |\n| --- | --- |\n"
    for (index, cell) in cells.enumerated() { document += "| k\(index) | \(cell) |\n" }
    let parsed = try MarkdownDocument.parse(
      document + definition, options: .init(renderHTML: renderHTML))
    guard case .table(let table) = try #require(parsed.blocks.first) else {
      Issue.record("no table: \(parsed.blocks)")
      return
    }
    #expect(table.rows.count == cells.count)
    var linksCompared = 0
    for (cell, row) in zip(cells, table.rows) {
      // "w " first keeps every cell text inline (no heading, list or fence) in the paragraph.
      let reference = try MarkdownDocument.parse(
        "w " + cell + "\n" + definition, options: .init(renderHTML: renderHTML))
      guard case .paragraph(let paragraph) = try #require(reference.blocks.first) else {
        Issue.record("not a paragraph: \(cell)")
        continue
      }
      let content = row.cells[1].content
      #expect("w " + content.text == paragraph.content.text, "\(cell)")
      if renderHTML { #expect("w " + content.html == paragraph.content.html, "\(cell)") }
      // Same links; columns shifted by where the cell starts and by the "w ".
      let shift = row.cells[1].location.column - 3
      #expect(
        content.links.map { [$0.destination, $0.text, $0.title, "\($0.location.column - shift)"] }
          == paragraph.content.links.map {
            [$0.destination, $0.text, $0.title, "\($0.location.column)"]
          }, "\(cell)")
      #expect(content.links.allSatisfy { $0.location.line == row.cells[1].location.line })
      linksCompared += content.links.count
    }
    // Enough cells the reader takes: backticks or brackets and none of the other syntax.
    let special = Set("*_]!<&\\\t")
    let simple = cells.filter {
      ($0.contains("`") || $0.contains("[")) && !$0.contains(where: special.contains)
    }
    #expect(simple.count >= 150)
    #expect(linksCompared >= 300)
    #expect(table.rows.contains { $0.cells[1].content.text.contains("`") })
  }

  /// The same kind of cells, with escaped pipes too (GFM unescapes them before it reads
  /// inlines, inside code spans as well), rendered as cmark-gfm renders the table.
  @Test func tablesOfSuchCellsRenderAsCmarkGFMRendersThem() async throws {
    let cells = Self.cells(count: 400, seed: 27, extra: ["\\|", "`\\|`", "a\\|b"])
    var document = "| Key | Cell |\n| --- | --- |\n"
    for (index, cell) in cells.enumerated() { document += "| k\(index) | \(cell) |\n" }
    let bytes = Array(document.utf8)
    let expected = try await Oracle.html(bytes)
    let parsed = try MarkdownDocument.parse(bytes, options: .init(renderHTML: true))
    let actual = HTMLRenderer.render(parsed.blocks)
    let expectedTables = HTMLNormalisation.tables(in: HTMLNormalisation.normalise(expected))
    #expect(expectedTables.count == 1)
    #expect(HTMLNormalisation.tables(in: HTMLNormalisation.normalise(actual)) == expectedTables)
    #expect(cells.filter { $0.contains("`\\|") }.count >= 5)
  }

  /// Links after escaped pipes: their columns count the pipes as GFM does (unescaped), the
  /// same whether cmark or the reader reads the cell.
  @Test func linkColumnsAfterEscapedPipes() throws {
    let text = "| K | V |\n|---|---|\n| k | a \\| b [t](x.md) and `c\\|d` [u](y.md) |\n"
    let parsed = try MarkdownDocument.parse(text)
    guard case .table(let table) = try #require(parsed.blocks.first) else {
      Issue.record("no table")
      return
    }
    let cell = table.rows[0].cells[1]
    #expect(cell.content.text == "a | b t and c|d u")
    #expect(cell.content.links.map(\.destination) == ["x.md", "y.md"])
    // The cell starts in column 7; "a | b " is 6 bytes once unescaped.
    #expect(
      cell.content.links.map(\.location) == [
        SourceLocation(line: 3, column: 13), SourceLocation(line: 3, column: 33),
      ])
  }
}
