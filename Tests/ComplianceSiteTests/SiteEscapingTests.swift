import ComplianceReport
import ComplianceSite
import Foundation
import Testing
import Verification

/// Contract text, clause keys and cells, observations, messages, review text, file paths and
/// the report's own strings all try to inject `<script>`, `"><img onerror=…>` and
/// `javascript:` links. In every page they must appear as text, never as markup.
@Suite struct SiteEscapingTests {
  static let allowedTags: Set<String> = [
    "!doctype", "html", "head", "meta", "title", "link", "body", "a", "header", "nav", "main",
    "footer", "p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "dl", "dt", "dd", "div",
    "span", "strong", "em", "code", "pre", "table", "caption", "thead", "tbody", "tr", "th", "td",
    "del", "ins", "article", "section", "aside", "img", "time", "br", "hr", "blockquote", "!--",
    "details", "summary", "bdi", "svg", "line", "polyline", "circle",
  ]

  /// Every tag in `html` as (name, attributes).
  static func tags(_ html: String) -> [(name: String, attributes: [(String, String)])] {
    var result: [(String, [(String, String)])] = []
    var rest = Substring(html)
    while let open = rest.firstIndex(of: "<") {
      rest = rest[rest.index(after: open)...]
      guard let close = rest.firstIndex(of: ">") else { break }
      let tag = rest[..<close]
      rest = rest[rest.index(after: close)...]
      var name = tag.prefix { !$0.isWhitespace && $0 != "/" || $0 == "/" && tag.first == "/" }
      if name.hasPrefix("/") { name = name.dropFirst() }
      if name.hasPrefix("!--") { name = "!--" }
      var attributes: [(String, String)] = []
      let pattern = try! NSRegularExpression(pattern: "\\s([^\\s=/>]+)(?:=\"([^\"]*)\")?")
      let text = String(tag)
      for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        let attribute = String(text[Range(match.range(at: 1), in: text)!])
        let value = Range(match.range(at: 2), in: text).map { String(text[$0]) } ?? ""
        attributes.append((attribute, value))
      }
      result.append((name.lowercased(), name == "!--" ? [] : attributes))
    }
    return result
  }

  /// The tag that loads the site's own script (the filters) from a page at `path`.
  static func siteScript(_ path: String) -> String {
    let root = String(repeating: "../", count: path.split(separator: "/").count - 1)
    return "<script src=\"\(root)filter.js\"></script>"
  }

  /// No markup, event handler or `javascript:` URL from the data in any page; the only script
  /// is the site's own, once per page.
  static func expectOnlyTextFromData(_ htmlPages: [String: String]) {
    for (path, page) in htmlPages {
      #expect(page.components(separatedBy: Self.siteScript(path)).count == 2, "\(path)")
      let html = page.replacingOccurrences(of: Self.siteScript(path), with: "")
      #expect(!html.lowercased().contains("<script"), "\(path)")
      #expect(!html.contains("<img src=x"), "\(path)")
      #expect(!html.contains("<b>"), "\(path)")
      for tag in Self.tags(html) {
        #expect(Self.allowedTags.contains(tag.name), "\(path): unexpected <\(tag.name)>")
        for (name, value) in tag.attributes {
          #expect(!name.lowercased().hasPrefix("on"), "\(path): <\(tag.name) \(name)=…>")
          #expect(
            !value.lowercased().trimmingCharacters(in: .whitespaces).hasPrefix("javascript:"),
            "\(path): <\(tag.name) \(name)=\"\(value)\">")
        }
        if tag.name == "img" {
          #expect(tag.attributes.first?.1.hasPrefix("badges/") == true, "\(path)")
        }
      }
    }
  }

  @Test func injectionAttemptsAppearAsTextInEveryPage() throws {
    let pages = try SiteFixtures.pages(
      try SiteFixtures.hostileReport(), options: SiteOptions(baseURL: "https://example.com/"))
    let htmlPages = pages.filter { $0.key.hasSuffix(".html") }
    #expect(htmlPages.count == 3)
    Self.expectOnlyTextFromData(htmlPages)
    let index = try #require(pages["index.html"])
    // The report's title, inputs, records and lint, escaped.
    #expect(
      index.contains(
        "<h1>&lt;script&gt;alert(1)&lt;/script&gt; &quot;&gt;&lt;img src=x onerror=alert(1)&gt;</h1>"
      ))
    #expect(
      index.contains("<code>contracts/&quot;&gt;&lt;img src=x onerror=alert(1)&gt;.md</code>"))
    #expect(index.contains("<td data-label=\"Title\">javascript:alert(1)</td>"))
    #expect(index.contains("<code>contracts/hostile/&lt;b&gt;x&lt;/b&gt;.md</code>"))

    let contractPath = try #require(pages.keys.first { $0.hasPrefix("contracts/hostile/") })
    #expect(contractPath == "contracts/hostile/-b-x-/b-/index.html")
    let page = try #require(pages[contractPath])
    // A clause key and a cell (cmark escapes them).
    #expect(page.contains("&lt;script&gt;alert(6)&lt;/script&gt;"))
    // Raw HTML written in the contract is omitted by cmark's safe mode, never passed through.
    #expect(page.contains("&quot;&gt;<!-- raw HTML omitted -->"))
    // A javascript: link in the contract loses its URL; so does a javascript: canonical URL.
    #expect(page.contains("<a href=\"\">js</a>"))
    #expect(!page.contains("<dt>Published</dt>"))
    // Observations, messages and notes.
    #expect(
      page.contains(
        "Expected</span> <span class=\"eo-value\">&lt;script&gt;alert(1)&lt;/script&gt;</span>"))
    #expect(
      page.contains(
        "Observed</span> <span class=\"eo-value\">&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</span>"
      ))
    #expect(page.contains("<span class=\"note\">javascript:alert(1)</span>"))
    // Review text: a changed cell's word diff and changed prose.
    #expect(page.contains("<del>onerror=alert(13)&gt; javascript:alert(14)</del>"))
    #expect(page.contains("onerror=alert(11)&gt;"))
    // Front matter title as text.
    #expect(page.contains("<title>&lt;script&gt;alert(&#39;title&#39;)&lt;/script&gt;"))
  }

  @Test func injectionAttemptsInCoverageRTLAndSignoffAppearAsText() throws {
    var report = try SiteFixtures.hostileReport()
    try SectionFixtures.addHostileSections(to: &report)
    let pages = try SiteFixtures.pages(
      report, options: SiteOptions(baseURL: "https://example.com/"))
    let htmlPages = pages.filter { $0.key.hasSuffix(".html") }
    for path in ["coverage/index.html", "rtl/index.html", "signoff/index.html"] {
      #expect(htmlPages[path] != nil, "\(path)")
    }
    #expect(htmlPages.keys.contains { $0.hasPrefix("coverage/keys/") })
    Self.expectOnlyTextFromData(htmlPages)
    let escapedXSS = "&lt;script&gt;alert(1)&lt;/script&gt;"
    let escapedBreakout = "&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"
    let coverage = try #require(pages["coverage/index.html"])
    #expect(coverage.contains("<code>\(escapedXSS)_KEY</code>"))
    #expect(coverage.contains("<bdi>\(escapedBreakout)</bdi>"))
    let todoPage = try #require(pages["coverage/todo/ar.html"])
    #expect(todoPage.contains("\(escapedXSS)_KEY\n"))
    #expect(todoPage.contains("\(escapedBreakout)\n"))
    let matrixPage = try #require(pages.first { $0.key.hasPrefix("coverage/keys/") }?.value)
    #expect(matrixPage.contains(escapedXSS) || matrixPage.contains(escapedBreakout))
    let rtl = try #require(pages["rtl/index.html"])
    #expect(
      rtl.contains(
        "<td data-label=\"Notes\">\(escapedXSS) \(escapedBreakout) javascript:alert(1)</td>"))
    #expect(rtl.contains("<li><code>\(escapedBreakout)</code></li>"))
    let signoff = try #require(pages["signoff/index.html"])
    #expect(
      signoff.contains(
        "<td data-label=\"Notes\">\(escapedXSS) \(escapedBreakout) javascript:alert(1)</td>"))
    // A javascript: clause id is shown as code, never linked.
    #expect(signoff.contains("<code>javascript:alert(1)</code>"))
    #expect(
      signoff.contains("<th scope=\"row\" data-label=\"Defect\"><code>\(escapedXSS)</code></th>"))
  }

  /// A table header is the author's text, and it reaches the shared `columns.css` as the label
  /// of the cards at phone widths: it stays inside its CSS string, whatever it holds.
  @Test func columnLabelsCannotLeaveTheirCSSString() throws {
    let contract = try SiteFixtures.parse(
      """
      # Labels

      ## Rows

      | Key | a"; } body { color: red; } .x { content: "b | </style><script>alert(1)</script> | c\\d |
      | --- | --- | --- | --- |
      | One | 1 | 2 | 3 |
      """, file: "contracts/labels.md")
    let result = ContractResult(
      contract: contract,
      verification: ContractVerification(
        contract: contract.slug, file: contract.file, title: contract.title, results: []),
      review: nil)
    let css = try #require(try SiteFixtures.pages(SiteFixtures.report([result]))["columns.css"])
    let labels = css.split(separator: "\n").filter { $0.contains("::before") }
    #expect(labels.count == 4)
    for line in labels {
      // One rule a label: the selector, one `content` string, nothing after it.
      let string = try #require(line.range(of: "content: \"").map { line[$0.upperBound...] })
      #expect(string.hasSuffix("\"; }"), "\(line)")
      let inside = string.dropLast(4)
      #expect(!inside.contains("\""), "\(line)")
      #expect(!inside.contains("<"), "\(line)")
      #expect(!inside.contains(";"), "\(line)")
    }
    #expect(css.contains("content: \"a\\22 \\3b  \\7d  body"))
    #expect(css.contains("content: \"\\3c \\2f style\\3e \\3c script\\3e alert\\28 1\\29 "))
    #expect(css.contains("content: \"c\\5c d\""))
  }
}
