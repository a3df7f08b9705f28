import LanguageProvider
import Support
import TestSupport
import Testing

@testable import TranslationCoverage

@Suite struct TierMatrixTests {
  /// A matrix over sorted random keys (some beyond ASCII, some prefixes of others, some
  /// canonically equivalent to others but not the same bytes) in three locales: every key is
  /// found at its own row, told apart by its bytes.
  @Test func everyKeyIsFoundAtItsRowAndNoOtherKeyIs() {
    var generator = SeededGenerator(state: 26)
    let pieces = ["A", "B", "_", "\u{E9}", "e\u{301}", "Z", "a", "1"]
    var byBytes = Set<[UInt8]>()
    while byBytes.count < 300 {
      let length = Int.random(in: 1...6, using: &generator)
      let key = (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
      byBytes.insert(Array(key.utf8))
    }
    let sorted = byBytes.map { String(decoding: $0, as: UTF8.self) }.sorted(by: UTF8Order.precedes)
    // Some keys equal others as `String`s (canonical equivalence): the case a search by
    // `==` would answer with the wrong row.
    #expect(Set(sorted).count < sorted.count)
    var matrix = TierMatrix(keys: sorted)
    let letters = Array("pofkn".utf8)
    var columns: [[UInt8]] = []
    for locale in ["en", "he", "fr"] {
      let column = sorted.map { _ in letters.randomElement(using: &generator)! }
      columns.append(column)
      matrix.append(locale: locale, column: column)
    }
    for (row, key) in sorted.enumerated() {
      let expected = columns.map { TierMatrix.tier(forLetter: $0[row])! }
      #expect(matrix.tiers(of: key).map(\.tier) == expected, "\(key)")
      #expect(matrix.tiers(of: key).map(\.locale) == ["en", "he", "fr"])
      #expect(matrix.tier(of: key, in: "fr") == expected[2])
    }
    // A key the matrix does not have has no tiers.
    for key in ["", "Q", "AAAAAAA"] + sorted.map({ $0 + "Q" }) {
      #expect(matrix.tiers(of: key).isEmpty, "\(key)")
    }
  }
}
