import Testing

@testable import Verification

/// Reading a cell's Markdown source: code spans literal, escapes resolved, splitting outside
/// code spans.
@Suite struct CellTextTests {
  @Test func codeSpansAreLiteralParts() {
    let cell = CellText(markdown: "KEY = `a; b` and \\| more")
    #expect(cell.parts.map(\.isLiteral) == [false, true, false])
    #expect(cell.text == "KEY = a; b and | more")
    #expect(!cell.isLiteral)
    #expect(CellText(markdown: " `x` ").literal == "x")
    #expect(CellText(markdown: "`unclosed").text == "`unclosed")
  }

  @Test func splitsOnlyOutsideCodeSpans() {
    let pieces = CellText(markdown: "A = 1; B = `2; 3`; C = \\; 4").split(separator: ";")
    #expect(pieces.map(\.text) == ["A = 1", "B = 2; 3", "C = ; 4"])
    let entry = CellText(markdown: "`+1 555 = 2` = Llamar = ya").splitOnce(separator: "=")
    #expect(entry?.0.text == "+1 555 = 2")
    #expect(entry?.1.text == "Llamar = ya")
  }
}
