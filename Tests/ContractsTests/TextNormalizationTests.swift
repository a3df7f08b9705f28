import Contracts
import Testing

@Suite("Whitespace folding")
struct TextNormalizationTests {
  /// The definition: split on the six ASCII whitespace bytes, drop empty parts, join with one
  /// space.
  private func reference(_ text: String) -> String {
    let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C]
    let words = Array(text.utf8).split { whitespace.contains($0) }
    return words.map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
  }

  @Test func examples() {
    #expect(TextNormalization.foldWhitespace("  a \t b\n\nc  ") == "a b c")
    #expect(TextNormalization.foldWhitespace("already folded text") == "already folded text")
    #expect(TextNormalization.foldWhitespace("") == "")
    #expect(TextNormalization.foldWhitespace("eight.. nine") == "eight.. nine")
    #expect(TextNormalization.foldWhitespace("abcdefg  hijk") == "abcdefg hijk")
    #expect(TextNormalization.foldWhitespace("abcdefgh\u{1}x") == "abcdefgh\u{1}x")
  }

  /// Random text of spaces, whitespace and words (ASCII and not) at every offset of the
  /// eight-byte words the quick check reads.
  @Test func agreesWithTheDefinition() {
    var generator = SystemRandomNumberGenerator()
    let pieces = [
      " ", "  ", "\t", "\n", "\r\n", "\u{B}", "\u{C}", "a", "bc", "défg", "—", "\u{1}", "x",
    ]
    for _ in 0..<20_000 {
      let text = (0..<Int.random(in: 0...24, using: &generator)).map { _ in
        Int.random(in: 0..<3, using: &generator) == 0
          ? pieces.randomElement(using: &generator)! : "w"
      }.joined()
      #expect(TextNormalization.foldWhitespace(text) == reference(text), "\(Array(text.utf8))")
    }
  }
}
