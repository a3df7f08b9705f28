import ComplianceReport
import ComplianceSite
import Testing

@Suite struct IndexPageTests {
  func index(_ report: ComplianceReport, options: SiteOptions = .init()) throws -> String {
    try #require(try SiteFixtures.pages(report, options: options)["index.html"])
  }

  @Test func listsEveryContractWithItsCounts() throws {
    let html = try index(SiteFixtures.report([try SiteFixtures.sampleResult()]))
    #expect(html.contains("<a href=\"docs/sample/contract/index.html\">Sample contract</a>"))
    // Passed, failed, errored, unbound, orphaned, skipped, changed since review, in the order of
    // the header row (style.css labels the cells of the cards on phones in that order).
    #expect(
      html.contains(
        "<td>2<td>2<td>1<td>3<td>1<td>2<td><a href=\"docs/sample/contract/index.html#changed-since-review\">2</a>"
      ))
    #expect(
      html.contains(
        "<th scope=\"col\" class=\"num\">Passed</th><th scope=\"col\" class=\"num\">Failed</th><th scope=\"col\" class=\"num\">Errored</th><th scope=\"col\" class=\"num\">Unbound</th><th scope=\"col\" class=\"num\">Orphaned</th><th scope=\"col\" class=\"num\">Skipped</th><th scope=\"col\" class=\"num\">Changed since review</th>"
      ))
    let css = try #require(try SiteFixtures.pages(SiteFixtures.report([]))["style.css"])
    #expect(css.contains(".overview td:nth-child(3)::before { content: \"Passed\"; }"))
    #expect(
      css.contains(".overview td:nth-child(9)::before { content: \"Changed since review\"; }"))
    #expect(html.contains("✗</span> Failing"))
    #expect(html.contains("<img src=\"badges/contracts.svg\""))
  }

  @Test func showsReadinessRunInputsAndRecords() throws {
    let html = try index(SiteFixtures.report([try SiteFixtures.sampleResult()]))
    #expect(html.contains("✗</span> Checks fail: 1 of 3 gates failed"))
    #expect(html.contains("<code>clauses</code>"))
    #expect(html.contains("contract-report 9.9.9"))
    #expect(html.contains("not recorded (build with <code>--timestamp</code>)"))
    let hash = String(repeating: "ab", count: 32)
    #expect(html.contains("<code title=\"\(hash)\">\(hash.prefix(12))</code>"))
    #expect(html.contains("<code>contracts/sample/contract.reviewed.md</code>"))
    #expect(html.contains("a warning"))
  }

  @Test func timestampAndDurationAppearOnlyWhenRecorded() throws {
    var report = SiteFixtures.report([try SiteFixtures.sampleResult()])
    report.generatedAt = "2026-01-02T03:04:05Z"
    report.durationSeconds = 1.5
    let html = try index(report)
    #expect(html.contains("<time datetime=\"2026-01-02T03:04:05Z\">2026-01-02T03:04:05Z</time>"))
    #expect(html.contains("1.50 s"))
  }

  @Test func absentSectionsSayNotConfigured() throws {
    let html = try index(SiteFixtures.report([try SiteFixtures.sampleResult()]))
    #expect(html.contains("Not configured: no <code>coverage</code> object"))
    #expect(html.contains("Not configured: no language list to find right-to-left locales in."))
    #expect(html.contains("No sign-off record (<code>signoff.md</code>) or language list"))
    #expect(!html.contains("mutation-score"))
    // Navigation links only to pages that exist.
    #expect(html.contains("<a href=\"index.html\" aria-current=\"page\">Index</a>"))
    #expect(!html.contains("coverage/index.html"))
    #expect(!html.contains("rtl/index.html"))
    #expect(!html.contains("signoff/index.html"))
  }

  @Test func showsCoverageRTLReadinessAndMutationFromTheReport() throws {
    let html = try index(try SectionFixtures.fullReport())
    #expect(!html.contains("Not configured"))
    // Coverage as bars with the number beside them, the gate marked, status in words.
    #expect(html.contains("<a href=\"coverage/index.html#locale-ar\"><bdi>العربية</bdi></a>"))
    #expect(html.contains("style=\"width: 82.5%\""))
    #expect(html.contains("style=\"left: 90.0%\""))
    #expect(html.contains("<span class=\"bar-value\">82.5 %</span>"))
    #expect(html.contains("✗</span> Failed</span>"))
    #expect(html.contains("<img src=\"badges/coverage/ar.svg\" alt=\"coverage ar: 82.5 %\""))
    // RTL status per RTL locale with its reasons.
    #expect(html.contains("✗</span> Failing</span> <a href=\"rtl/index.html#rtl-ar\">"))
    #expect(html.contains("maps: fail; clause RTL gone: failed"))
    #expect(html.contains("○</span> Not started</span> <a href=\"rtl/index.html#rtl-he\">"))
    // Readiness from the sign-off report, with the failing checks, and the gates table kept.
    #expect(html.contains("✗</span> Not ready: 1 of 2 readiness checks fail</span>"))
    #expect(html.contains("✗</span> Fails</span> clauses: failing: Behaviour › Broken"))
    #expect(html.contains("2 recorded sign-off(s): 1 valid, 1 stale."))
    #expect(html.contains("<table class=\"gates\">"))
    // The mutation score, linked to its section.
    #expect(html.contains("1/2 defects caught (50.0%), target 95%"))
    #expect(html.contains("✗</span> Below target</span>"))
    #expect(html.contains("<a href=\"signoff/index.html#mutation\">"))
    // Navigation to every page.
    for (path, label) in [
      ("coverage/index.html", "Coverage"), ("rtl/index.html", "RTL review"),
      ("signoff/index.html", "Sign-off"),
    ] {
      #expect(html.contains("<li><a href=\"\(path)\">\(label)</a></li>"))
    }
  }

  @Test func readyWhenEveryReadinessCheckHolds() throws {
    var report = SiteFixtures.report([try SiteFixtures.sampleResult()])
    report.signoff = SignoffReport(
      recordFile: nil, entries: [],
      readiness: [GateResult(name: "clauses", passed: true, detail: "all passed")],
      diagnostics: [])
    let html = try index(report)
    #expect(html.contains("✓</span> Ready: every readiness check holds</span>"))
    #expect(html.contains("0 recorded sign-off(s): 0 valid, 0 stale."))
  }
}
