import ComplianceReport
import Testing
import TranslationCoverage

@testable import ComplianceSite

@Suite struct CoveragePageTests {
  func report(_ coverage: CoverageReport) -> ComplianceReport {
    var report = SiteFixtures.report([])
    report.coverage = coverage
    return report
  }

  @Test func showsLocalesCategoriesFindingsAndDynamicKeys() throws {
    let pages = try SiteFixtures.pages(report(try SectionFixtures.coverage()))
    let html = try #require(pages["coverage/index.html"])
    #expect(html.contains("<a href=\"../coverage/index.html\" aria-current=\"page\">Coverage</a>"))
    #expect(html.contains("<link rel=\"stylesheet\" href=\"../style.css\">"))
    // Per-locale table: tiers, percent as text and bar, gate.
    #expect(html.contains("<tr id=\"locale-ar\" class=\"row row-failed\">"))
    #expect(html.contains("<bdi>العربية</bdi> <code>ar</code> <span class=\"tag\">RTL</span>"))
    #expect(
      html.contains(
        "<td class=\"num\" data-label=\"Prefixed\">10</td><td class=\"num\" data-label=\"Original\">70</td><td class=\"num\" data-label=\"Fallback\">15</td>"
      ))
    #expect(html.contains("<span class=\"bar-value\">82.5 %</span>"))
    #expect(html.contains("minimum 90.0 %; key text at most unlimited"))
    #expect(html.contains("coverage 82.5% below 90.0%"))
    #expect(html.contains("<code>coverage:catalogue</code>"))
    // Categories × locales.
    #expect(html.contains("control <span class=\"tag\">critical</span>"))
    #expect(html.contains("3/4 <span class=\"note\">75.0 %</span>"))
    // Findings: key names only.
    #expect(html.contains("<code>NAV_BACK_BUTTON_CRITICAL</code>"))
    // A locale's findings, grouped by rule: the rule once, then each key.
    let arFindings = try #require(
      html.range(of: "<h2 id=\"locale-ar-findings\">").map { html[$0.lowerBound...] })
    #expect(arFindings.contains("<p class=\"rule\">"))
    #expect(arFindings.contains("<li><code>NAV_BACK_BUTTON</code> (missing {name})</li>"))
    // The catalogue's findings name the locale.
    #expect(html.contains("<li><code>NAV_BACK_BUTTON</code>"))
    #expect(html.contains("<code>NAV_BACK_BUTTON_EMPTY</code>"))
    #expect(html.contains("<code>NAV_BACK_BUTTON_SAME</code>"))
    #expect(html.contains("<code>NAV_BACK_BUTTON_UNUSED</code>"))
    #expect(html.contains("Fallback copy must not contain file paths."))
    #expect(
      html.contains("<th scope=\"row\" data-label=\"Location\"><code>src/App.js:12:5</code></th>"))
    #expect(html.contains("<code>t(`STATUS_${state}`)</code>"))
    // The key pages, and the legend of the tiers.
    #expect(html.contains("<a href=\"keys/ERROR.html\">ERROR – TITLE</a>"))
    #expect(html.contains("<dt>key text</dt><dd>no translation and no fallback copy"))
    let part = try #require(pages["coverage/keys/ERROR.html"])
    #expect(part.contains("in the 2 locales (ar de )"))
    // A row per key: how many locales translate it, the others by tier, its call sites (from
    // the to-do lists, where they are no longer repeated per locale).
    #expect(part.contains("<tr><th>ERROR_UPLOAD<td>2<td><td>no call site (added by hand)\n"))
    #expect(
      part.contains(
        "<tr><th>NAV_BACK_BUTTON<td>1<td>fallback: de<td>src/App.js:3:5\nsrc/Nav.js:9:5\n"))
    #expect(
      part.contains("<tr><th>TITLE_HOME<td>0<td>fallback: ar; key text: de<td>src/Order.js:12:5\n"))
    #expect(part.contains("<link rel=\"stylesheet\" href=\"../../style.css\">"))
    #expect(part.contains("Part 1 of 1: 3 keys"))
  }

  @Test func eachLocaleHasAToDoPageGroupedByReasonAndCategory() throws {
    let coverage = try SectionFixtures.coverage()
    let pages = try SiteFixtures.pages(
      report(coverage),
      options: SiteOptions(sourceURL: "https://git.example/repo/blob/main/{path}#L{line}"))
    let index = try #require(pages["coverage/index.html"])
    // The coverage page links each locale's list and no longer reads "None." for it.
    #expect(index.contains("<td data-label=\"To do\"><a href=\"todo/ar.html\">3 key(s)</a></td>"))
    #expect(index.contains("<td data-label=\"To do\"><a href=\"todo/de.html\">0 key(s)</a></td>"))
    #expect(
      index.contains(
        "<p><a href=\"todo/ar.html\">3 key(s) to do</a>: 2 not translated, 1 to review (1 key text shown; 1 fallback shown; 1 placeholder mismatch; grouped by reason and category, with source locations).</p>"
      ))
    #expect(index.contains("Nothing to do: every key is translated"))
    let page = try #require(pages["coverage/todo/ar.html"])
    #expect(
      page.contains(
        "<h1>To do: <bdi>العربية</bdi> <code>ar</code> <span class=\"tag\">RTL</span></h1>"))
    #expect(page.contains("3 of 3 keys: 2 not translated, 1 translated but to review"))
    #expect(page.contains("<link rel=\"stylesheet\" href=\"../../style.css\">"))
    // Reasons in order, each with its categories.
    let headings = page.components(separatedBy: "<h2 id=\"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
    #expect(
      headings == [
        "reasons-title", "reason-keyTextShown", "reason-fallbackShown",
        "reason-placeholderMismatch", "dynamic-title",
      ])
    #expect(
      page.contains(
        "<h3 id=\"reason-fallbackShown-control\">control <span class=\"tag\">critical</span>"))
    // A key a line under its category; what the driver sees now is said once per category.
    #expect(
      page.contains(
        "<h3 id=\"reason-fallbackShown-control\">control <span class=\"tag\">critical</span> <span class=\"note\">1 key(s); shown now: fallback copy</span></h3>\n<p class=\"todo-keys\">NAV_BACK_BUTTON\n</p>"
      ))
    #expect(
      page.contains(
        "<span class=\"note\">1 key(s); shown now: key text</span></h3>\n<p class=\"todo-keys\">ERROR_UPLOAD\n</p>"
      ))
    #expect(
      page.contains(
        "<span class=\"note\">1 key(s); shown now: translation (original key)</span></h3>\n<p class=\"todo-keys\">TITLE_HOME <span class=\"note\">missing {name}; unisolatedEdgePlaceholder; also bidi or copy-rule finding</span>\n</p>"
      ))
    // Call sites are the same in every locale: on the key pages, once per key, linked.
    #expect(
      page.contains(
        "Where the app calls each key is on the <a href=\"../index.html#matrix-title\">key pages</a>."
      ))
    let keys = try #require(pages["coverage/keys/ERROR.html"])
    #expect(
      keys.contains(
        "<tr><th>NAV_BACK_BUTTON<td>1<td>fallback: de<td><a href=\"https://git.example/repo/blob/main/src/App.js#L3\">src/App.js:3:5</a>\n<a href=\"https://git.example/repo/blob/main/src/Nav.js#L9\">src/Nav.js:9:5</a>\n"
      ))
    #expect(keys.contains("<tr><th>ERROR_UPLOAD<td>2<td><td>no call site (added by hand)\n"))
    // Dynamic keys: a separate bucket, never on the list.
    #expect(page.contains("<code>t(`STATUS_${state}`)</code>"))
    #expect(page.contains("1, never counted, never failing a gate"))
    let german = try #require(pages["coverage/todo/de.html"])
    #expect(
      german.contains("Nothing to do: every key is translated and no translation needs review."))
    #expect(!german.contains("<h2 id=\"reason-"))
  }

  @Test func emptyCoverageSaysSo() throws {
    let empty = CoverageReport(
      keyPrefix: "DRIVER_APP_", sourceLocale: nil, live: false, keyCount: 0,
      criticalWithoutFallback: [], copyFindings: [], inconsistentFallbacks: [], dynamicCalls: [],
      locales: [], matrix: TierMatrix(keys: []), catalogueGate: CatalogueGate(), gates: [])
    let pages = try SiteFixtures.pages(report(empty))
    let html = try #require(pages["coverage/index.html"])
    #expect(html.contains("No locale is measured."))
    #expect(html.contains("The catalogue has no keys."))
    #expect(html.contains("No categories."))
    #expect(html.contains("<p class=\"none\">None.</p>"))
    #expect(!pages.keys.contains { $0.hasPrefix("coverage/keys/") })
    #expect(!pages.keys.contains { $0.hasPrefix("badges/coverage/") })
    let index = try #require(pages["index.html"])
    #expect(index.contains("No locale is measured."))
  }

  @Test func splitGroupsByPrefixAndCutsLargeGroups() {
    let keys = ["A_1", "A_2", "A_3", "B_1", "C", "D_1", "D_2", "D_3", "D_4", "D_5"]
    let parts = CoveragePageModel.split(keys: keys, keysPerPart: 3)
    #expect(parts.map(\.name) == ["A", "B", "D", "D-2"])
    #expect(
      parts.map(\.keys) == [
        ["A_1", "A_2", "A_3"], ["B_1", "C"], ["D_1", "D_2", "D_3"], ["D_4", "D_5"],
      ])
    #expect(parts.map(\.title) == ["A", "B – C", "D", "D (2)"])
    // File names never clash, ignoring case, and never take `index`.
    let clashing = CoveragePageModel.split(keys: ["a_1", "A_1", "index_1"], keysPerPart: 1)
    #expect(clashing.map(\.name) == ["A", "a-2", "index-2"])
  }

  /// 20,000 keys × 50 locales: every part stays small, the parts cover every key exactly once,
  /// and doubling the keys doubles the output (no part or page grows with the catalogue).
  @Test func matrixStaysBoundedAtTwentyThousandKeysAndFiftyLocales() throws {
    func site(keys count: Int) throws -> [String: [UInt8]] {
      let prefixes = ["NAV", "ERROR", "TITLE", "STATUS", "ORDER", "MAP", "CHAT", "WALLET"]
      let keys = (0..<count).map { index in
        index % 10 == 0
          ? "P\(index / 10)_KEY" : "\(prefixes[index % prefixes.count])_KEY_\(index)"
      }
      let locales = (0..<50).map { "l\($0)" }
      var coverage = try SectionFixtures.coverage()
      coverage.keyCount = keys.count
      coverage.matrix = try SectionFixtures.matrix(keys: keys, locales: locales) { row, column in
        Array("pofkn")[(row * 7 + column) % 5]
      }
      var report = SiteFixtures.report([])
      report.coverage = coverage
      return try SiteBuilder(report: report, templates: try SiteFixtures.templates()).files()
    }
    let small = try site(keys: 10_000)
    let large = try site(keys: 20_000)
    let parts = large.filter { $0.key.hasPrefix("coverage/keys/") }
    let smallParts = small.filter { $0.key.hasPrefix("coverage/keys/") }
    // Bounded page size: at most 200 rows of a key's tiers in 50 locales each.
    let largest = parts.values.map(\.count).max() ?? 0
    #expect(largest < 400_000, "largest matrix part is \(largest) bytes")
    // Bounded page count: parts are packed, so about keys / 200, not one per prefix.
    #expect(parts.count <= 2 * 20_000 / 200 + 10, "\(parts.count) parts")
    #expect(parts.count >= 20_000 / 200)
    // Every key appears in exactly one part, as the header of its row.
    var rows: [String] = []
    for html in parts.values {
      rows += String(decoding: html, as: UTF8.self).components(separatedBy: "\n<tr><th>")
        .dropFirst().map { String($0.prefix { $0 != "<" }) }
    }
    #expect(rows.count == 20_000)
    let keys = (0..<20_000).map { index in
      index % 10 == 0
        ? "P\(index / 10)_KEY"
        : "\(["NAV", "ERROR", "TITLE", "STATUS", "ORDER", "MAP", "CHAT", "WALLET"][index % 8])_KEY_\(index)"
    }
    #expect(Set(rows) == Set(keys))
    // Linear growth: twice the keys give about twice the bytes and parts.
    let largeBytes = parts.values.reduce(0) { $0 + $1.count }
    let smallBytes = smallParts.values.reduce(0) { $0 + $1.count }
    #expect(Double(largeBytes) / Double(smallBytes) < 2.2)
    #expect(Double(parts.count) / Double(smallParts.count) < 2.2)
    // The coverage page lists the parts and does not hold the matrix itself.
    let coveragePage = try #require(large["coverage/index.html"])
    #expect(coveragePage.count < 200_000, "coverage page is \(coveragePage.count) bytes")
  }

  @Test func eachLocaleHasABadge() throws {
    let pages = try SiteFixtures.pages(report(try SectionFixtures.coverage()))
    let ar = try #require(pages["badges/coverage/ar.svg"])
    #expect(ar.contains("coverage ar"))
    #expect(ar.contains("82.5%"))
    #expect(ar.contains("#"))
    let de = try #require(pages["badges/coverage/de.svg"])
    #expect(de.contains("100.0%"))
    #expect(ar != de)
  }
}
