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

  /// The `<tr>` (or `<li>`) element opened with `id="anchor"`, with its detail row: up to the
  /// next clause row or item, or the end of its table or list (rows and items leave out their
  /// optional end tags).
  func element(_ html: String, id anchor: String) throws -> Substring {
    let start = try #require(html.range(of: "id=\"\(anchor)\""))
    let rest = html[start.upperBound...]
    let ends = ["<tr id=", "<li id=", "</tbody>", "</ul>", "</ol>"].compactMap {
      rest.range(of: $0)?.lowerBound
    }
    return html[start.lowerBound..<(try #require(ends.min()))]
  }

  /// The stylesheet's symbol before the verdict word of a clause row or item of `name`.
  func symbol(_ name: String) throws -> String? {
    let css = try #require(try SiteFixtures.pages(SiteFixtures.report([]))["style.css"])
    let rule =
      ".clauses .row-\(name) > :first-child::before, .clause-list .row-\(name) > :first-child::before { content: \""
    guard let start = css.range(of: rule) else { return nil }
    return String(css[start.upperBound...].prefix { $0 != "\"" })
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
    // The word is the row's first cell; the symbol comes from the row's class, one rule for
    // every row of that verdict.
    let rows: [(String, String, String, String)] = [
      ("stored-language", "passed", "Passed", "✓"),
      ("missing-dictionary", "failed", "Failed", "✗"),
      ("broken-service", "error", "Error", "!"),
      ("unbound-row", "unbound", "Unbound", "○"),
      ("skipped-row", "skipped", "Skipped", "»"),
    ]
    for (key, name, label, symbol) in rows {
      let row = try element(html, id: key)
      #expect(row.contains("class=\"row row-\(name)"), "\(key)")
      #expect(row.contains("\"><td>\(label)"), "\(key)")
      #expect(try self.symbol(name) == symbol, "\(key)")
    }
    // The legend explains each verdict the page shows.
    #expect(html.contains("No check is bound: the text is not verified."))
    #expect(html.contains("Filtered out of this run: not checked."))
    #expect(html.contains("A check whose clause is gone from the text."))
  }

  @Test func theLegendExplainsOnlyWhatThePageShows() throws {
    var result = try SiteFixtures.sampleResult()
    result.verification.results = result.verification.results.filter { $0.verdict != .orphaned }
      .map { clause in
        var clause = clause
        clause.verdict = .unbound
        clause.observations = []
        return clause
      }
    result.review = nil
    let pages = try SiteFixtures.pages(SiteFixtures.report([result]))
    let html = try #require(pages[Self.path])
    #expect(html.contains("<h2 id=\"legend-title\">Legend</h2>"))
    #expect(html.contains("No check is bound: the text is not verified."))
    for other in [
      "every observation held", "expected is shown beside", "threw, timed out",
      "clause is gone", "Filtered out", "reviewed baseline; the word diff", "for each cell",
    ] {
      #expect(!html.contains(other), "\(other)")
    }
  }

  @Test func cellsAreMarkedVerifiedFailedOrNotChecked() throws {
    let html = try page()
    let passed = try element(html, id: "stored-language")
    #expect(passed.contains("<th class=\"align-left cell-verified\">"))
    #expect(passed.contains("mark-verified"))
    #expect(passed.contains("mark-not-checked"))
    #expect(passed.contains("prose, not checkable"))
    #expect(
      passed.contains("check <code title=\"SampleBindings/Sample.swift:12\">Sample.swift:12</code>")
    )
    let failed = try element(html, id: "missing-dictionary")
    #expect(failed.contains("cell-failed"))
    // The key cell names the row: unchecked, it carries no "not checked" mark (nor a wrapper).
    #expect(failed.contains("<th class=\"align-left\">Missing dictionary<td"))
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
    // Column headers in the table's <thead>; each row headed by its key cell, a <th> before
    // the row's data cells.
    #expect(
      html.contains(
        "<thead>\n<tr><th>Status</th><th class=\"align-left\">Input</th><th class=\"align-right\">Result</th><th class=\"align-center\">Note</th><th>Source</th></tr>\n</thead>"
      ))
    #expect(try element(html, id: "unbound-row").contains("<td>Unbound<th class=\"align-left\">"))
    #expect(!html.contains(" align=\""))
    // At phone widths the cells are labelled by column from columns.css, once per table kind.
    let pages = try SiteFixtures.pages(SiteFixtures.report([try SiteFixtures.sampleResult()]))
    let columns = try #require(pages["columns.css"])
    #expect(html.contains("<table class=\"clauses cl1\">"))
    #expect(columns.contains(".cl1 .row > :nth-child(2)::before { content: \"Input\"; }"))
    #expect(columns.contains(".cl1 .row > :nth-child(4)::before { content: \"Note\"; }"))
    #expect(html.contains("<link rel=\"stylesheet\" href=\"../../../columns.css\">"))
  }

  @Test func changedRowsShowTheWordDiff() throws {
    let html = try page()
    let row = try element(html, id: "missing-dictionary")
    #expect(row.contains("row-changed"))
    #expect(row.contains("Δ</span> Changed since review"))
    let detail = try #require(html.range(of: "Falls back <del>to source </del>"))
    #expect(detail.lowerBound > row.startIndex)
    let item = try element(html, id: "second-rule-fails")
    #expect(item.contains("row-changed"))
  }

  @Test func listItemsAreAnnotated() throws {
    let html = try page()
    let first = try element(html, id: "first-rule-is-checked")
    #expect(first.contains("class=\"item row-passed"))
    #expect(first.contains("<span>Passed</span>"))
    #expect(first.contains("<strong>persisted</strong>: true"))
    let second = try element(html, id: "second-rule-fails")
    #expect(second.contains("Expected</span> <span class=\"eo-value\">no failure</span>"))
    #expect(second.contains("Observed</span> <span class=\"eo-value\">a failure</span>"))
    let third = try element(html, id: "third-rule-has-no-check")
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
    #expect(text.contains("<a href=\"#missing-dictionary\">"))
  }

  @Test func orphanedChecksAndLegendAreShown() throws {
    let html = try page()
    #expect(html.contains("<h2 id=\"orphans-title\">Orphaned checks</h2>"))
    #expect(html.contains("<code>sample-contract/behaviour/deleted-row</code>"))
    #expect(html.contains("<h2 id=\"legend-title\">Legend</h2>"))
  }

  @Test func rowsLinkToTheirSourceLine() throws {
    let plain = try page()
    // A row of the page's own contract shows its line; the page's header names the file.
    let row = try element(plain, id: "stored-language")
    #expect(row.contains("<td>line 15"))
    #expect(plain.contains("<dt>Source</dt><dd><code>contracts/sample/contract.md:1</code>"))
    let linked = try page(
      SiteOptions(sourceURL: "https://github.com/org/repo/blob/main/{path}#L{line}"))
    let linkedRow = try element(linked, id: "stored-language")
    #expect(
      linkedRow.contains(
        "<a href=\"https://github.com/org/repo/blob/main/contracts/sample/contract.md#L15\">line 15</a>"
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
