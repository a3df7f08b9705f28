import ContractMarkdown
import TestSupport
import Testing

/// Table cells whose only inline syntax is code spans are read without cmark. Each cell must
/// read as cmark reads the same text in a paragraph: visible text, HTML and links.
@Suite struct CodeSpanCellTests {
  /// Pieces of cell text: words, backtick strings of several lengths, spaces, and the other
  /// bytes that can start inline syntax (which send a cell to cmark).
  static let common = [
    "word", "a", " ", "`", "``", "```", " `", "` ", "x_y", ".", "é", "  ", "a`b",
  ]
  static let rare = ["*", "[", "]", "(b.md)", "!", "<", "&", "\\", "#", "-", "\t", "1.", ">"]

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

  @Test func cellsReadAsCmarkReadsTheSameTextInAParagraph() throws {
    let cells = Self.cells(count: 800)
    var document = "| Key | Cell |\n| --- | --- |\n"
    for (index, cell) in cells.enumerated() { document += "| k\(index) | \(cell) |\n" }
    let parsed = try MarkdownDocument.parse(document, options: .init(renderHTML: true))
    guard case .table(let table) = try #require(parsed.blocks.first) else {
      Issue.record("no table: \(parsed.blocks)")
      return
    }
    #expect(table.rows.count == cells.count)
    for (cell, row) in zip(cells, table.rows) {
      // "w " first keeps every cell text inline (no heading, list or fence) in the paragraph.
      let reference = try MarkdownDocument.parse("w " + cell, options: .init(renderHTML: true))
      guard case .paragraph(let paragraph) = try #require(reference.blocks.first) else {
        Issue.record("not a paragraph: \(cell)")
        continue
      }
      let content = row.cells[1].content
      #expect("w " + content.text == paragraph.content.text, "\(cell)")
      #expect("w " + content.html == paragraph.content.html, "\(cell)")
      #expect(content.links.map(\.destination) == paragraph.content.links.map(\.destination))
    }
    // Cells with backticks and nothing else that starts inline syntax are the ones read
    // without cmark; enough of them, with matched and unmatched backtick strings.
    let special = Set("*_[]!<&\\\t")
    let onlyTicks = cells.filter { $0.contains("`") && !$0.contains(where: special.contains) }
    #expect(onlyTicks.count >= 200)
    #expect(table.rows.contains { $0.cells[1].content.html.contains("<code>") })
    #expect(
      zip(cells, table.rows).contains { cell, row in
        onlyTicks.contains(cell) && row.cells[1].content.text.contains("`")
      })
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
}
