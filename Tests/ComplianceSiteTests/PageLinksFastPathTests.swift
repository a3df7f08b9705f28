import Foundation
import Testing

@testable import ComplianceSite

/// `PageLinks.keptAsWritten`, the byte scan that skips `resolve`'s full path for links it would
/// keep: it must only say yes where the full path's first check says the link is kept.
@Suite struct PageLinksFastPathTests {
  static let hrefs = [
    "", "/", "/abs/path.md", "https://docs.example.com/record/", "mailto:someone@example.com",
    "HTTPS://X", "a:b", ":", "x.md", "../000/component-00065.md", "#steps", "?q=1", "a/b:c",
    "a?b:c", "a#b:c", "second.md#rules", "https://example.com/x.md", "&amp;", "a&amp;b:c",
    "/&amp;x", "&#58;x", "é:x", "e\u{301}:x", "/é", "https://exämple.com/", ":\u{301}",
    "\u{301}:", "\r\n:", "a\r\n/b:c", "//host/x", "https://a.b/c?d=e&amp;f=g",
  ]

  /// The full path's check: the link once `&amp;` is decoded is empty, has a scheme or is
  /// absolute.
  static func keptBySlowPath(_ href: String) -> Bool {
    let written = href.replacingOccurrences(of: "&amp;", with: "&")
    return written.isEmpty || PageLinks.hasScheme(written) || written.hasPrefix("/")
  }

  @Test(arguments: hrefs) func fastPathAgreesWithFullPath(_ href: String) {
    if PageLinks.keptAsWritten(href) {
      #expect(Self.keptBySlowPath(href))
    }
  }

  @Test func fastPathTakesPlainExternalLinks() {
    #expect(PageLinks.keptAsWritten("https://docs.example.com/record/"))
    #expect(PageLinks.keptAsWritten("/abs"))
    #expect(PageLinks.keptAsWritten(""))
    #expect(!PageLinks.keptAsWritten("x.md"))
    #expect(!PageLinks.keptAsWritten("é:x"))
    #expect(!PageLinks.keptAsWritten("a&amp;b:c"))
    #expect(!PageLinks.keptAsWritten("a/b:c"))
  }

  /// `resolve` skips Foundation's `&amp;` replacement without `&` and percent decoding without
  /// `%`: both must give back the same bytes on such text, non-ASCII and unnormalized included.
  @Test(arguments: hrefs + ["x/ü.md", "u\u{308}.md", "Å.md", "A\u{30A}.md", "\u{212B}.md", "ﬁ.md"])
  func skippedDecodingIsIdentity(_ text: String) {
    if !text.utf8.contains(UInt8(ascii: "&")) {
      #expect(Array(text.replacingOccurrences(of: "&amp;", with: "&").utf8) == Array(text.utf8))
    }
    if !text.utf8.contains(UInt8(ascii: "%")) {
      #expect(text.removingPercentEncoding.map { Array($0.utf8) } == Array(text.utf8))
    }
  }

  @Test func pageWorksOutFolderAndRoot() {
    let page = PageLinks.Page(document: "docs/a/b.md", path: "docs/a/b/index.html")
    #expect(page.folder == "docs/a")
    #expect(page.root == "../../../")
    #expect(PageLinks.Page(document: "b.md", path: "index.html").folder == "")
  }

  @Test(arguments: hrefs) func resolveKeepsWhatTheFullPathKeeps(_ href: String) {
    if Self.keptBySlowPath(href) {
      #expect(PageLinks().resolve(href, document: "a.md", page: "a/index.html", own: nil) == nil)
    }
  }
}
