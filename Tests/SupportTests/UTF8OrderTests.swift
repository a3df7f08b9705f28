import Support
import Testing

@Suite("UTF-8 byte order")
struct UTF8OrderTests {
  /// Pairs spanning ASCII, prefixes, the empty string, multi-byte scripts and canonically
  /// equivalent spellings (equal as Swift strings, different as bytes).
  static let samples = [
    "", "A", "AB", "ABC", "B", "a", "Z_KEY", "KEY_1", "KEY_10", "KEY_2", "\u{E9}", "e\u{301}",
    "\u{05D0}", "\u{1F600}", "caf\u{E9}", "cafe\u{301}", String(repeating: "x", count: 40),
  ]

  @Test("compare and precedes agree with the lexicographic order of the UTF-8 bytes")
  func agreesWithBytes() {
    for left in Self.samples {
      for right in Self.samples {
        let bytes = Array(left.utf8).lexicographicallyPrecedes(Array(right.utf8))
        let sameBytes = Array(left.utf8) == Array(right.utf8)
        let order = UTF8Order.compare(left, right)
        #expect(UTF8Order.precedes(left, right) == bytes, "\(left) vs \(right)")
        #expect((order < 0) == bytes, "\(left) vs \(right)")
        #expect((order == 0) == sameBytes, "\(left) vs \(right)")
      }
    }
  }

  @Test("canonically equivalent strings are equal strings but different bytes")
  func canonicalEquivalenceIsNotByteEquality() {
    #expect("caf\u{E9}" == "cafe\u{301}")
    #expect(UTF8Order.compare("caf\u{E9}", "cafe\u{301}") > 0)
  }
}
