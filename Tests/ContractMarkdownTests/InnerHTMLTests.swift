import Testing

@testable import ContractMarkdown

/// `InnerHTML.trim` on bytes (ASCII fast path) must give what the `Character` version gives,
/// including where a byte is not a `Character` of its own (CR LF, combining marks, a prepend
/// character before `<`).
@Suite struct InnerHTMLTests {
  static let pieces = [
    "<p>", "</p>", "<h2>", "</h2>", "<h", "</h", "\n", "\r", "\r\n", "text", "a", ">", "<", "",
    "\u{301}", "é", "e\u{301}", "\u{600}", "\u{200D}", "<br />", " ", "<em>x</em>", "🇫🇷",
  ]

  static func fast(_ text: String) -> String {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { InnerHTML.trim($0) }
  }

  @Test func bytesAgreeWithCharacters() {
    var checked = 0
    for a in Self.pieces {
      for b in Self.pieces {
        for c in Self.pieces {
          for d in ["", "\n", "</p>\n", "</h2>\n", "\r\n"] {
            let text = a + b + c + d
            #expect(Self.fast(text) == InnerHTML.trim(text), "\(Array(text.unicodeScalars))")
            checked += 1
          }
        }
      }
    }
    #expect(checked > 10_000)
  }

  @Test func trimsParagraphsAndHeadings() {
    #expect(Self.fast("<p>Hello <em>x</em></p>\n") == "Hello <em>x</em>")
    #expect(Self.fast("<h3>Title</h3>\n") == "Title")
    #expect(Self.fast("<p>é</p>\n") == "é")
    #expect(Self.fast("") == "")
    #expect(Self.fast("<p>") == "")
  }
}
