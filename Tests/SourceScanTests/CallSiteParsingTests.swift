import Testing

@testable import SourceScan

@Suite("Call sites: parsing file:line:column")
struct CallSiteParsingTests {
  @Test("locations read from bytes parse as splitting at colons parses them")
  func sameAsSplitting() {
    let texts = [
      "app/App.tsx:12:18", "a:b:c:1:2", "C:\\src\\App.tsx:3:4", "caf\u{E9}/\u{1F600}.ts:1:1",
      "x:0:1", "x:1:0", "x:-1:2", "x:+1:2", "x:1:+2", "x:007:08", ":1:1", "x::1", "x:1:",
      "x:1", "x", "", "x:123456789012345678:1", "x:1234567890123456789:1",
      "x:99999999999999999999:1", "x: 1:2", "x:1:2 ", "x:1:2\n", "\u{301}:1:2",
      // A prepended mark joins the colon after it into one character: no cut there.
      "x\u{600}:1:2", "a\u{600}:b:1:2", "x:\u{301}1:2", "x:1:\u{301}2", "e\u{301}:1:2",
    ]
    for text in texts {
      #expect(
        CallSite(parsing: text) == CallSite(splitting: text), "\(text.debugDescription)")
    }
  }
}
