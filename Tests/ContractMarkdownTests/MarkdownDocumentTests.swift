import ContractMarkdown
import Testing

@Suite struct MarkdownDocumentTests {
  private func parse(_ source: String, html: Bool = false) throws -> MarkdownDocument {
    try MarkdownDocument.parse(source, options: .init(renderHTML: html))
  }

  private func parse(bytes: [UInt8]) throws -> MarkdownDocument {
    try MarkdownDocument.parse(bytes, options: .init(renderHTML: true))
  }

  private func tables(in blocks: [MarkdownBlock]) -> [Table] {
    blocks.flatMap { block -> [Table] in
      switch block {
      case .table(let table): [table]
      case .blockQuote(let quote): tables(in: quote.blocks)
      case .list(let list): list.items.flatMap { tables(in: $0.blocks) }
      default: []
      }
    }
  }

  private func onlyTable(_ document: MarkdownDocument) throws -> Table {
    let found = tables(in: document.blocks)
    try #require(found.count == 1)
    return found[0]
  }

  // MARK: Source locations

  @Test func rowAndCellLocationsAreOneBasedByteColumns() throws {
    let source = "Intro\n\n| Name | Größe |\n|---|---|\n| é | 🚗 x |\n"
    let table = try onlyTable(try parse(source))
    #expect(table.range.start == SourceLocation(line: 3, column: 1))
    #expect(table.range.end.line == 5)
    #expect(
      table.header.cells.map(\.location) == [
        SourceLocation(line: 3, column: 3), SourceLocation(line: 3, column: 10),
      ])
    let row = table.rows[0]
    #expect(row.range.start == SourceLocation(line: 5, column: 1))
    // "| é | " is 1 + 1 + 2 + 1 + 1 + 1 bytes: the second cell starts at byte column 8.
    #expect(
      row.cells.map(\.location) == [
        SourceLocation(line: 5, column: 3), SourceLocation(line: 5, column: 8),
      ])
  }

  @Test func byteOrderMarkIsNotCounted() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("| a | b |\n|---|---|\n| c | d |\n".utf8)
    let table = try onlyTable(try parse(bytes: bytes))
    #expect(table.header.cells[0].location == SourceLocation(line: 1, column: 3))
    #expect(table.header.cells[1].location == SourceLocation(line: 1, column: 7))
    #expect(table.rows[0].cells[1].location == SourceLocation(line: 3, column: 7))
  }

  @Test func crlfAndLoneCRLineEndings() throws {
    for ending in ["\r\n", "\r"] {
      let source = ["Text", "", "| a | b |", "|---|---|", "| c | d |", ""].joined(
        separator: ending)
      let document = try parse(source)
      let table = try onlyTable(document)
      #expect(
        table.rows[0].cells.map(\.location) == [
          SourceLocation(line: 5, column: 3), SourceLocation(line: 5, column: 7),
        ])
      #expect(table.rows[0].cells.map(\.content.text) == ["c", "d"])
      #expect(table.rows[0].range.end == SourceLocation(line: 5, column: 9))
    }
  }

  @Test func cellsInContainersKeepTheirSourceColumns() throws {
    let source = "> - item\n>   | a | b |\n>   |---|---|\n>   | c | d |\n"
    let table = try onlyTable(try parse(source))
    #expect(table.header.cells[0].location == SourceLocation(line: 2, column: 7))
    #expect(table.rows[0].cells[1].location == SourceLocation(line: 4, column: 11))
  }

  @Test func tableAfterLinesThatCmarkKeptInTheParagraphHasOriginalLocations() throws {
    // The lazy line makes a second conversion pass (with a marker line inserted); the
    // locations must still be those of the original file.
    let source = "> | a | b |\n> |---|---|\n> | c | d |\nlazy text\n\n| e | f |\n|---|---|\n"
    let document = try parse(source)
    let found = tables(in: document.blocks)
    try #require(found.count == 2)
    #expect(found[0].rows[0].cells[0].location == SourceLocation(line: 3, column: 5))
    #expect(found[1].header.cells[0].location == SourceLocation(line: 6, column: 3))
    guard case .paragraph(let lazy) = document.blocks[1] else {
      Issue.record("expected the lazy line as a paragraph after the quote")
      return
    }
    #expect(lazy.content.text == "lazy text")
    #expect(lazy.range.start == SourceLocation(line: 4, column: 1))
    #expect(document.lineCount == 7)
  }

  // MARK: Cells

  @Test func sourceCellCountKeepsWhatPaddingAndTruncationHide() throws {
    let source = "| a | b | c |\n|---|---|---|\n| 1 |\n| 1 | 2 | 3 | 4 | 5 |\n"
    let table = try onlyTable(try parse(source))
    #expect(table.columnCount == 3)
    #expect(table.rows.map(\.cells.count) == [3, 3])
    #expect(table.rows.map(\.sourceCellCount) == [1, 5])
    #expect(table.rows[0].cells.map(\.isPadding) == [false, true, true])
    #expect(table.rows[0].cells[1].content == .empty)
    // A padded cell sits at the end of its row's line.
    #expect(table.rows[0].cells[1].location == SourceLocation(line: 3, column: 6))
    #expect(table.rows[1].cells.map(\.content.text) == ["1", "2", "3"])
  }

  @Test func cellMarkdownKeepsEscapesTextAndHTMLResolveThem() throws {
    let source =
      "| a | b |\n|---|---|\n| x \\| y | `p \\| q` |\n| **bold** & <b>raw</b> | [l](/u) |\n"
    let table = try onlyTable(try parse(source, html: true))
    let first = table.rows[0].cells
    #expect(first[0].content.markdown == #"x \| y"#)
    #expect(first[0].content.text == "x | y")
    #expect(first[0].content.html == "x | y")
    #expect(first[1].content.markdown == #"`p \| q`"#)
    #expect(first[1].content.text == "p | q")
    #expect(first[1].content.html == "<code>p | q</code>")
    let second = table.rows[1].cells
    #expect(second[0].content.markdown == "**bold** & <b>raw</b>")
    #expect(second[0].content.text == "bold & <b>raw</b>")
    #expect(
      second[0].content.html
        == "<strong>bold</strong> &amp; <!-- raw HTML omitted -->raw<!-- raw HTML omitted -->")
    #expect(second[1].content.text == "l")
  }

  @Test func cellsThatLookLikeBlocksStayInline() throws {
    let source = "| a | b |\n|---|---|\n| # x | - y |\n| 1. z | [d]: /e |\n| <div> | > q |\n"
    let table = try onlyTable(try parse(source, html: true))
    let texts = table.rows.flatMap { $0.cells.map(\.content.text) }
    #expect(texts == ["# x", "- y", "1. z", "[d]: /e", "<div>", "> q"])
    #expect(table.rows[2].cells[0].content.html == "<!-- raw HTML omitted -->")
    #expect(table.rows[2].cells[1].content.html == "&gt; q")
  }

  @Test func withoutHTMLOptionNoHTMLIsRendered() throws {
    let table = try onlyTable(try parse("| *a* | b |\n|---|---|\n"))
    #expect(table.header.cells[0].content.html == "")
    #expect(table.header.cells[0].content.text == "a")
  }

  // MARK: Links

  @Test func linksAreCollectedWithTheirLocations() throws {
    let source = """
      See [guide](/guide "Guide") and <https://x.example>.

      | Topic | Link |
      |---|---|
      | Setup | see [setup] and ![logo](/l.png) |

      [setup]: /setup
      """
    let document = try parse(source)
    guard case .paragraph(let paragraph) = document.blocks[0] else {
      Issue.record("expected a paragraph first")
      return
    }
    #expect(paragraph.content.links.map(\.destination) == ["/guide", "https://x.example"])
    #expect(paragraph.content.links[0].title == "Guide")
    #expect(paragraph.content.links[0].location == SourceLocation(line: 1, column: 5))
    #expect(paragraph.content.links[1].location == SourceLocation(line: 1, column: 33))
    let cell = try onlyTable(document).rows[0].cells[1]
    #expect(cell.content.links.map(\.destination) == ["/setup", "/l.png"])
    #expect(cell.content.links.map(\.isImage) == [false, true])
    #expect(cell.content.links.map(\.text) == ["setup", "logo"])
    #expect(cell.content.links[0].location == SourceLocation(line: 5, column: 15))
    #expect(cell.content.links[1].location == SourceLocation(line: 5, column: 27))
  }

  @Test func linkLocationsAfterDefinitionsAtAParagraphStart() throws {
    let document = try parse("[a]: /a\nText [a] here\n")
    guard case .paragraph(let paragraph) = document.blocks[0] else {
      Issue.record("expected a paragraph")
      return
    }
    #expect(paragraph.content.markdown == "Text [a] here")
    #expect(paragraph.content.links.first?.location == SourceLocation(line: 2, column: 6))
  }

  @Test func definitionsBeforeAHeaderRowStayText() throws {
    let document = try parse("[a]: /a\n| x |\n|---|\n| [a] |\n")
    guard case .paragraph(let paragraph) = document.blocks[0] else {
      Issue.record("expected the definition as a paragraph")
      return
    }
    #expect(paragraph.content.text == "[a]: /a")
    #expect(try onlyTable(document).rows[0].cells[0].content.links.isEmpty)
  }

  // MARK: Bad input

  @Test func invalidUTF8IsReportedWithLineAndColumn() {
    let bytes = Array("| a | b |\n| ok | ".utf8) + [0xC3, 0x28] + Array(" |\n".utf8)
    #expect(throws: MarkdownError.invalidUTF8(SourceLocation(line: 2, column: 8))) {
      try MarkdownDocument.parse(bytes)
    }
    #expect(throws: MarkdownError.invalidUTF8(SourceLocation(line: 1, column: 1))) {
      try MarkdownDocument.parse([0xFF])
    }
    // An encoded surrogate and an overlong form are not UTF-8 either.
    #expect(throws: MarkdownError.invalidUTF8(SourceLocation(line: 1, column: 2))) {
      try MarkdownDocument.parse([0x61, 0xED, 0xA0, 0x80])
    }
    #expect(throws: MarkdownError.invalidUTF8(SourceLocation(line: 3, column: 1))) {
      try MarkdownDocument.parse(Array("a\r\nb\r".utf8) + [0xC0, 0xAF])
    }
  }

  @Test func nulByteIsBinaryContent() {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("ab\ncd".utf8) + [0] + Array("e".utf8)
    #expect(throws: MarkdownError.binaryContent(SourceLocation(line: 2, column: 3))) {
      try MarkdownDocument.parse(bytes)
    }
    let error = MarkdownError.binaryContent(SourceLocation(line: 2, column: 3))
    #expect(error.description.contains("line 2, column 3"))
  }

  // MARK: Structure

  @Test func nestedListsAndBlockQuotes() throws {
    let source = """
      > Quote
      >
      > - one
      >   - nested
      >     | a | b |
      >     |---|---|
      >     | 1 | 2 |
      > - two
      >   > inner quote
      """
    let document = try parse(source)
    guard case .blockQuote(let quote) = document.blocks.first else {
      Issue.record("expected a block quote")
      return
    }
    #expect(quote.range.start == SourceLocation(line: 1, column: 1))
    guard case .list(let list) = quote.blocks.last else {
      Issue.record("expected a list in the quote")
      return
    }
    #expect(!list.ordered)
    #expect(list.tight)
    #expect(list.items.count == 2)
    #expect(list.items[0].contentStart == SourceLocation(line: 3, column: 5))
    guard case .list(let nested) = list.items[0].blocks.last else {
      Issue.record("expected a nested list")
      return
    }
    let table = try #require(tables(in: nested.items[0].blocks).first)
    #expect(table.rows[0].cells[1].location == SourceLocation(line: 7, column: 13))
    guard case .blockQuote(let inner) = list.items[1].blocks.last else {
      Issue.record("expected a quote in the second item")
      return
    }
    #expect(inner.blocks.map(\.text) == ["inner quote"])
    #expect(list.items[1].text == "two inner quote")
  }

  @Test func tableRowsAreClauseTextAndMarkdown() throws {
    let document = try parse("| Key | Value |\n|---|---|\n| a | *b* |\n")
    let block = try #require(document.blocks.first)
    #expect(block.markdown == "Key | Value\na | *b*")
    #expect(block.text == "Key Value a b")
  }

  @Test func looseAndTightListsAroundTables() throws {
    let tight = try parse("- | a |\n  |---|\n  | 1 |\n- next\n")
    let headerOnly = try parse("- | a |\n  |---|\n- next\n")
    guard case .list(let tightList) = tight.blocks.first,
      case .list(let headerOnlyList) = headerOnly.blocks.first
    else {
      Issue.record("expected lists")
      return
    }
    #expect(tightList.tight)
    // cmark-gfm leaves the delimiter row's line blank: a header-only table loosens the list.
    #expect(!headerOnlyList.tight)
  }
}

@Suite("Text validation")
struct TextValidationAgreementTests {
  /// The quick check (eight ASCII bytes at a time) and the located check must agree with the
  /// standard library's UTF-8 validation, wherever in a word a bad byte or NUL falls.
  @Test func acceptsExactlyValidUTF8WithoutNUL() {
    var generator = SystemRandomNumberGenerator()
    let pieces: [[UInt8]] = [
      Array("abcdefgh".utf8), Array("line\n".utf8), [0x0D, 0x0A], [0x00], [0xC3, 0xA9],
      [0xE2, 0x80, 0x94], [0xF0, 0x9F, 0x98, 0x80], [0xC3], [0x80], [0xED, 0xA0, 0x80],
      [0xE0, 0x80, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF], Array(" x".utf8),
    ]
    for _ in 0..<5_000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 1...12, using: &generator) {
        // Mostly well-formed pieces, so that a bad one lands at every offset of a word.
        let piece =
          Int.random(in: 0..<10, using: &generator) < 8
          ? pieces[Int.random(in: 0..<7, using: &generator)]
          : pieces.randomElement(using: &generator)!
        bytes += piece
      }
      let valid = String(validating: bytes, as: UTF8.self) != nil && !bytes.contains(0)
      var threw = false
      do {
        _ = try MarkdownDocument.parse(bytes)
      } catch let error as MarkdownError {
        switch error {
        case .invalidUTF8, .binaryContent: threw = true
        case .nestingTooDeep: break
        }
      } catch {
        Issue.record("unexpected error \(error)")
      }
      #expect(threw == !valid, "\(bytes)")
    }
  }
}
