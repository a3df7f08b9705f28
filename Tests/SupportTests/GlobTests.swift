import Support
import Testing

/// One matcher serves check filters, `--strict` exemptions and key-category rules.
@Suite("Glob patterns")
struct GlobTests {
  @Test(
    "`*` matches any run, `?` exactly one character, the rest itself, over the whole text",
    arguments: [
      // Key-category rules: suffix, prefix and substring rules over product keys.
      ("*_BUTTON", "SAVE_BUTTON", true), ("*_BUTTON", "BUTTON", false),
      ("ERROR_*", "ERROR_", true), ("ERROR_*", "AN_ERROR_X", false),
      ("*_CANCEL_*", "ORDER_CANCEL_REASON", true), ("ORDER_?", "ORDER_A", true),
      ("ORDER_?", "ORDER_AB", false), ("*", "", true), ("A*B*C", "AXXBYYC", true),
      ("A*B*C", "AXXBYY", false),
      // Check filters and exemptions: clause ids, section names, contract paths.
      ("counter-contract/states/z*", "counter-contract/states/zero", true),
      ("counter-contract/states/z*", "counter-contract/rules/zero", false),
      ("rules", "rules", true), ("rules", "Rules", false), ("rules", "rules-2", false),
      ("*/legacy.md", "contracts/old/legacy.md", true), ("*/legacy.md", "legacy.md", false),
      ("", "", true), ("", "a", false), ("a", "", false), ("**", "anything", true),
      ("*a*a*a*a*b", String(repeating: "a", count: 60), false),
    ] as [(String, String, Bool)])
  func matching(pattern: String, text: String, matches: Bool) {
    #expect(Glob(pattern).matches(text) == matches)
  }

  @Test("`?` takes one whole character, and canonically equivalent spellings match")
  func characters() {
    let decomposed = "CAFE\u{301}"
    #expect(Glob("CAF?").matches(decomposed))
    #expect(Glob("CAF\u{C9}").matches(decomposed))
    #expect(Glob("*\u{C9}").matches(decomposed))
    #expect(Glob("FLAG_?").matches("FLAG_\u{1F1FA}\u{1F1F8}"))
    #expect(!Glob("FLAG_??").matches("FLAG_\u{1F1FA}\u{1F1F8}"))
  }

  @Test("the pattern is kept as written")
  func description() {
    #expect(Glob("a*?").description == "a*?")
    #expect(Glob("a*?").pattern == "a*?")
  }
}
