import Testing

@testable import ContractMarkdown

@Suite struct GFMTableScannerTests {
  /// The cells of one line, as strings.
  private func cells(_ line: String) -> [String]? {
    let bytes = Array(line.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      GFMTableScanner.cells(buffer, from: 0, to: buffer.count)?.map {
        String(decoding: buffer[$0.start..<$0.end], as: UTF8.self)
      }
    }
  }

  private func alignments(_ line: String) -> [TableAlignment]? {
    let bytes = Array(line.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      GFMTableScanner.alignments(buffer, from: 0, to: buffer.count)
    }
  }

  private func startsBlock(_ line: String, indent: Int = 0) -> Bool {
    let bytes = Array(line.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      let content = ContentLine(
        rawStart: 0, start: 0, end: buffer.count, number: 1, column: 1, indent: indent,
        lazy: false, matchedContainers: 0)
      return GFMTableScanner.startsBlock(buffer, line: content)
    }
  }

  @Test func splitsOnPipesWithOptionalOuterPipes() {
    #expect(cells("| a | b |") == ["a", "b"])
    #expect(cells("a|b") == ["a", "b"])
    #expect(cells("| a | b") == ["a", "b"])
    #expect(cells("a | b |") == ["a", "b"])
    #expect(cells("| a | b |   ") == ["a", "b"])
  }

  @Test func escapedPipeNeverSplits() {
    #expect(cells(#"| a \| b | c |"#) == [#"a \| b"#, "c"])
    #expect(cells(#"| `x \| y` | z |"#) == [#"`x \| y`"#, "z"])
    // An escaped backslash before a pipe: the pipe is still escaped, as in cmark-gfm.
    #expect(cells(#"| x \\| y |"#) == [#"x \\| y"#])
  }

  @Test func unescapedPipeInsideCodeSpanSplits() {
    #expect(cells("| `a | b` |") == ["`a", "b`"])
  }

  @Test func emptyCellsAndLonePipes() {
    #expect(cells("||") == [""])
    #expect(cells("| |") == [""])
    #expect(cells("|| x ||") == ["", "x", ""])
    #expect(cells("|") == nil)
    #expect(cells("|   ") == nil)
  }

  @Test func trimsLikeCmarkKeepingVerticalTab() {
    #expect(cells("| y\u{0B}|") == ["y\u{0B}"])
    #expect(cells("|\u{0C}z |") == ["z"])
    #expect(cells("| \ta\t |") == ["a"])
  }

  @Test func delimiterRowAlignments() {
    #expect(alignments("| :-- | :-: | --: | --- |") == [.left, .center, .right, .none])
    #expect(alignments("-|-") == [.none, .none])
    #expect(alignments("|\t:-\t|\t-:\t|") == [.left, .right])
    #expect(alignments(":--") == [.left])
  }

  @Test func rejectsInvalidDelimiterRows() {
    #expect(alignments("| --- | -x- |") == nil)
    #expect(alignments("| :: | -- |") == nil)
    #expect(alignments("| - - | --- |") == nil)
    #expect(alignments("|---||---|") == nil)
    #expect(alignments("| a | b |") == nil)
    #expect(alignments("|:|") == nil)
  }

  @Test func linesThatEndATable() {
    #expect(startsBlock("> quote"))
    #expect(startsBlock("- item"))
    #expect(startsBlock("-"))
    #expect(startsBlock("2. two"))
    #expect(startsBlock("1)"))
    #expect(startsBlock("```swift"))
    #expect(startsBlock("~~~"))
    #expect(startsBlock("## heading"))
    #expect(startsBlock("#"))
    #expect(startsBlock("***"))
    #expect(startsBlock("- - -"))
    #expect(startsBlock("<div>"))
    #expect(startsBlock("<!-- c -->"))
    #expect(startsBlock("<span>"))
    #expect(startsBlock("</em>"))
    #expect(startsBlock("code", indent: 4))
  }

  @Test func linesThatContinueATable() {
    #expect(!startsBlock("| 1 | 2 |"))
    #expect(!startsBlock("#not heading"))
    #expect(!startsBlock("####### seven"))
    #expect(!startsBlock("-- | x"))
    #expect(!startsBlock("``` a ` b"))
    #expect(!startsBlock("<span>x</span> | y"))
    #expect(!startsBlock("==="))
    #expect(!startsBlock("1234567890. ten digits"))
    #expect(!startsBlock("code", indent: 3))
  }

  @Test func unescapesOnlyEscapedPipes() {
    let bytes = Array(#"a \| b \\| c \* d"#.utf8)
    let result = bytes.withUnsafeBufferPointer { buffer in
      GFMTableScanner.unescapingPipes(buffer, CellSpan(start: 0, end: buffer.count))
    }
    #expect(String(decoding: result, as: UTF8.self) == #"a | b \| c \* d"#)
  }
}
