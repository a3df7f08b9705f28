import ComplianceReport
import ComplianceSite
import Testing

@Suite struct ContractPageTests {
  static let path = "docs/sample/contract/index.html"

  func page(_ options: SiteOptions = .init()) throws -> String {
    let pages = try SiteFixtures.pages(
      SiteFixtures.report([SiteFixtures.sampleResult()]), options: options)
    return try #require(pages[Self.path])
  }

  /// The `<tr>` (or `<li>`) element opened with `id="anchor"`, up to its end tag.
  func element(_ html: String, id anchor: String) throws -> Substring {
    let start = try #require(html.range(of: "id=\"\(anchor)\""))
    let rest = html[start.lowerBound...]
    let end = rest.range(of: "</tr>") ?? rest.range(of: "</li>")
    return rest[..<(try #require(end)).upperBound]
  }

  @Test func pageLivesAtTheCanonicalPath() throws {
    let report = SiteFixtures.report([try SiteFixtures.sampleResult()])
    let builder = SiteBuilder(report: report, templates: try SiteFixtures.templates())
    #expect(builder.contractPagePaths == [Self.path])
    let html = try page()
    #expect(html.contains("<link rel=\"stylesheet\" href=\"../../../style.css\">"))
    #expect(html.contains("<a class=\"site-title\" href=\"../../../index.html\">"))
  }

  @Test func everyVerdictIsMarkedWithWordAndSymbol() throws {
    let html = try page()
    let rows: [(String, String, String)] = [
      ("stored-language", "row-passed", "✓</span> Passed"),
      ("missing-dictionary", "row-failed", "✗</span> Failed"),
      ("broken-service", "row-error", "!</span> Error"),
      ("unbound-row", "row-unbound", "○</span> Unbound"),
      ("skipped-row", "row-skipped", "»</span> Skipped"),
    ]
    for (key, rowClass, label) in rows {
      let row = try element(html, id: "sample-contract--behaviour--\(key)")
      #expect(row.contains("class=\"row \(rowClass)"), "\(key)")
      #expect(row.contains(label), "\(key)")
    }
    let unbound = try element(html, id: "sample-contract--behaviour--unbound-row")
    #expect(unbound.contains("not checked"))
  }

  @Test func cellsAreMarkedVerifiedFailedOrNotChecked() throws {
    let html = try page()
    let passed = try element(html, id: "sample-contract--behaviour--stored-language")
    #expect(passed.contains("<th scope=\"row\" class=\"cell align-left cell-verified\""))
    #expect(passed.contains("mark-verified"))
    #expect(passed.contains("mark-not-checked"))
    #expect(passed.contains("prose, not checkable"))
    #expect(
      passed.contains("check <code title=\"SampleBindings/Sample.swift:12\">Sample.swift:12</code>")
    )
    let failed = try element(html, id: "sample-contract--behaviour--missing-dictionary")
    #expect(failed.contains("cell-failed"))
    // The key cell names the row: unchecked, it carries no "not checked" mark.
    #expect(
      failed.contains(
        "<th scope=\"row\" class=\"cell align-left\" data-label=\"Input\"><span class=\"cell-text\">Missing dictionary</span></th>"
      ))
    // Expected and observed are two values side by side; neither is struck through.
    #expect(!failed.contains("Expected <del>"))
    #expect(!failed.contains("<ins>Shows the key"))
    #expect(
      failed.contains(
        "<span class=\"expected\"><span class=\"eo-label\">Expected</span> <span class=\"eo-value\">Falls back</span></span> <span class=\"observed\"><span class=\"eo-label\">Observed</span> <span class=\"eo-value\">Shows the key</span></span>"
      ))
    // The other cells of a checked row are explicitly not checked.
    #expect(failed.contains("cell-not-checked"))
    #expect(html.contains("Result: expected fallback copy, observed the raw key"))
    #expect(html.contains("the check timed out after 10 s"))
  }

  @Test func tablesAreAccessibleAndKeepAlignmentWithoutObsoleteAttributes() throws {
    let html = try page()
    #expect(html.contains("<caption>Behaviour <span class=\"caption-summary\">"))
    #expect(html.contains("<th scope=\"col\" class=\"status-col\">Status</th>"))
    #expect(html.contains("<th scope=\"col\" class=\"align-right\">Result</th>"))
    #expect(!html.contains(" align=\""))
  }

  @Test func changedRowsShowTheWordDiff() throws {
    let html = try page()
    let row = try element(html, id: "sample-contract--behaviour--missing-dictionary")
    #expect(row.contains("row-changed"))
    #expect(row.contains("Δ</span> Changed since review"))
    let detail = try #require(html.range(of: "Falls back <del>to source </del>"))
    #expect(detail.lowerBound > row.startIndex)
    let item = try element(html, id: "sample-contract--rules--second-rule-fails")
    #expect(item.contains("row-changed"))
  }

  @Test func listItemsAreAnnotated() throws {
    let html = try page()
    let first = try element(html, id: "sample-contract--rules--first-rule-is-checked")
    #expect(first.contains("class=\"item row-passed"))
    #expect(first.contains("<strong>persisted</strong>: true"))
    let second = try element(html, id: "sample-contract--rules--second-rule-fails")
    #expect(second.contains("Expected</span> <span class=\"eo-value\">no failure</span>"))
    #expect(second.contains("Observed</span> <span class=\"eo-value\">a failure</span>"))
    let third = try element(html, id: "sample-contract--rules--third-rule-has-no-check")
    #expect(third.contains("row-unbound"))
    #expect(html.contains("<ol class=\"clause-list\" start=\"3\">"))
  }

  @Test func reviewPanelListsHeaderProseAndRemovedClauses() throws {
    let html = try page()
    let panel = try #require(html.range(of: "<section id=\"changed-since-review\""))
    let text = html[panel.lowerBound...]
    #expect(text.contains("<h3>Table headers</h3>"))
    #expect(text.contains("Input | <del>Outcome </del><ins>Result </ins>| Note"))
    #expect(text.contains("−</span> Removed since review"))
    #expect(text.contains("Removed row"))
    #expect(text.contains("<h3>Prose</h3>"))
    #expect(text.contains("<a href=\"#sample-contract--behaviour--missing-dictionary\">"))
  }

  @Test func orphanedChecksAndLegendAreShown() throws {
    let html = try page()
    #expect(html.contains("<h2 id=\"orphans-title\">Orphaned checks</h2>"))
    #expect(html.contains("<code>sample-contract/behaviour/deleted-row</code>"))
    #expect(html.contains("<h2 id=\"legend-title\">Legend</h2>"))
  }

  @Test func rowsLinkToTheirSourceLine() throws {
    let plain = try page()
    let row = try element(plain, id: "sample-contract--behaviour--stored-language")
    #expect(row.contains("<code title=\"contracts/sample/contract.md:15\">line 15</code>"))
    let linked = try page(
      SiteOptions(sourceURL: "https://github.com/org/repo/blob/main/{path}#L{line}"))
    let linkedRow = try element(linked, id: "sample-contract--behaviour--stored-language")
    #expect(
      linkedRow.contains(
        "<a href=\"https://github.com/org/repo/blob/main/contracts/sample/contract.md#L15\" title=\"contracts/sample/contract.md:15\">line 15</a>"
      ))
  }

  @Test func proseIsCmarkHTML() throws {
    let html = try page()
    #expect(
      html.contains(
        "<p>Intro with a <a href=\"https://example.com/guide\">link</a> and <code>code</code>.</p>")
    )
    #expect(html.contains("<h2 id=\"section-behaviour\">Behaviour</h2>"))
  }
}
