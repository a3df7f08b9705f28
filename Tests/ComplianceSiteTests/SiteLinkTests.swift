import ComplianceReport
import ComplianceSite
import Contracts
import Foundation
import TestSupport
import Testing
import Verification

/// Links between pages: `.md` links become page URLs, page paths follow the contracts folder,
/// and a crawl of every built site finds no broken internal link or anchor.
@Suite struct SiteLinkTests {
  static let first = """
    # First

    See [the rules](second.md#rules), [second](./second.md), [its review](second.reviewed.md),
    [this section](#steps), [the web](https://example.com/x.md) and [elsewhere](../notes.md).

    ## Steps

    - one
    """
  static let second = """
    ---
    canonical: https://docs.example.com/guide/second/
    ---

    # Second

    ## Rules

    Back to [first](first.md#steps).

    - two
    """

  static func report() throws -> ComplianceReport {
    let first = try SiteFixtures.parse(Self.first, file: "contracts/links/first.md")
    let second = try SiteFixtures.parse(Self.second, file: "contracts/links/second.md")
    let results = [first, second].map { contract in
      ContractResult(
        contract: contract,
        verification: ContractVerification(
          contract: contract.slug, file: contract.file, title: contract.title, results: []),
        review: ReviewComparison(baseline: contract, current: contract))
    }
    return SiteFixtures.report(results)
  }

  @Test func markdownLinksBecomeTheirPagesURLs() throws {
    let pages = try SiteFixtures.pages(
      try Self.report(), options: SiteOptions(contractsRoot: "contracts"))
    let first = try #require(pages["links/first/index.html"], "\(pages.keys.sorted())")
    #expect(first.contains("<a href=\"../../guide/second/index.html#section-rules\">the rules</a>"))
    #expect(first.contains("<a href=\"../../guide/second/index.html\">second</a>"))
    #expect(
      first.contains(
        "<a href=\"../../guide/second/index.html#changed-since-review\">its review</a>"))
    #expect(first.contains("<a href=\"#section-steps\">this section</a>"))
    #expect(first.contains("<a href=\"https://example.com/x.md\">the web</a>"))
    // A Markdown file that is no page of the run is kept as written without a source URL …
    #expect(first.contains("<a href=\"../notes.md\">elsewhere</a>"))
    let second = try #require(pages["guide/second/index.html"])
    #expect(second.contains("<a href=\"../../links/first/index.html#section-steps\">first</a>"))
    // … and goes to its source with one.
    let linked = try SiteFixtures.pages(
      try Self.report(),
      options: SiteOptions(
        sourceURL: "https://git.example.com/{path}#L{line}", contractsRoot: "contracts"))
    #expect(
      linked["links/first/index.html"]?.contains(
        "<a href=\"https://git.example.com/contracts/notes.md#L1\">elsewhere</a>") == true)
  }

  @Test func pagePathsAreRelativeToTheContractsFolderHoweverItIsSpelled() throws {
    let report = try Self.report()
    let absolute = FileManager.default.currentDirectoryPath + "/contracts"
    var layouts: [[String]] = []
    for root in ["contracts", "contracts/", absolute, "./contracts/../contracts/."] {
      let pages = try SiteFixtures.pages(report, options: SiteOptions(contractsRoot: root))
      layouts.append(pages.keys.filter { $0.hasSuffix("index.html") }.sorted())
    }
    #expect(layouts.allSatisfy { $0 == layouts[0] }, "\(layouts)")
    #expect(layouts[0].contains("links/first/index.html"))
    #expect(SiteOptions.contractsRoot(of: ["contracts/links/first.md"]) == absolute + "/links")
  }

  @Test func aCrawlOfEveryBuiltSiteFindsNoBrokenLinkOrAnchor() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try await BuiltSite.write(under: directory.path + "/sites")
    try SiteBuilder(
      report: try Self.report(), templates: try SiteFixtures.templates(),
      options: SiteOptions(
        sourceURL: "https://git.example.com/{path}#L{line}", contractsRoot: "contracts")
    ).write(to: SiteWriter(outputDirectory: directory.path + "/sites/links"))
    let problems = try SiteCrawler.brokenLinks(under: directory.path + "/sites")
    #expect(problems.links > 300, "the crawl found too few links to mean anything")
    #expect(problems.broken.isEmpty, "\(problems.broken.joined(separator: "\n"))")
  }
}

/// Follows every `href` and `src` of every page under a folder, as a browser would from
/// `file://`: a relative target must be a file of the site, and a `#fragment` an `id` in it.
enum SiteCrawler {
  static func brokenLinks(under root: String) throws -> (links: Int, broken: [String]) {
    let manager = FileManager.default
    let pages = try manager.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".html") }
      .sorted()
    let attribute = try NSRegularExpression(pattern: #"\s(?:href|src)="([^"]*)""#)
    let identifier = try NSRegularExpression(pattern: #"\sid="([^"]*)""#)
    var ids: [String: Set<String>] = [:]
    func anchors(of file: String) -> Set<String> {
      if let known = ids[file] { return known }
      let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
      let found = Set(matches(identifier, in: text).map(unescape))
      ids[file] = found
      return found
    }
    var count = 0
    var broken: [String] = []
    for page in pages {
      let file = root + "/" + page
      let text = try String(contentsOfFile: file, encoding: .utf8)
      for raw in matches(attribute, in: text) {
        let href = unescape(raw)
        if href.isEmpty || href.hasPrefix("data:") { continue }
        if let colon = href.firstIndex(of: ":"),
          !href[..<colon].contains(where: { "/?#".contains($0) })
        {
          continue  // another scheme: https:, mailto:
        }
        count += 1
        var path = href
        var fragment: String?
        if let hash = path.firstIndex(of: "#") {
          fragment = String(path[path.index(after: hash)...])
          path = String(path[..<hash])
        }
        var target = file
        if !path.isEmpty {
          let folder = (file as NSString).deletingLastPathComponent
          target =
            ((folder + "/" + (path.removingPercentEncoding ?? path)) as NSString)
            .standardizingPath
          var isDirectory: ObjCBool = false
          if manager.fileExists(atPath: target, isDirectory: &isDirectory), isDirectory.boolValue {
            target += "/index.html"
          }
          guard target.hasPrefix(root + "/"), manager.fileExists(atPath: target) else {
            broken.append("\(page): \(href) (no file)")
            continue
          }
        }
        if let fragment, !fragment.isEmpty, target.hasSuffix(".html"),
          !anchors(of: target).contains(fragment.removingPercentEncoding ?? fragment)
        {
          broken.append("\(page): \(href) (no id '\(fragment)')")
        }
        if href.lowercased().hasSuffix(".md") || href.lowercased().contains(".md#") {
          broken.append("\(page): \(href) (a link to Markdown source)")
        }
      }
    }
    return (count, broken)
  }

  static func matches(_ expression: NSRegularExpression, in text: String) -> [String] {
    let range = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: range).compactMap { match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  static func unescape(_ text: String) -> String {
    text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}
