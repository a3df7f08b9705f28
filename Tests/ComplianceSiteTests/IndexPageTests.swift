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
    #expect(html.contains("<td class=\"num\" data-label=\"Passed\">2</td>"))
    #expect(html.contains("<td class=\"num\" data-label=\"Failed\">2</td>"))
    #expect(html.contains("<td class=\"num\" data-label=\"Errored\">1</td>"))
    #expect(html.contains("<td class=\"num\" data-label=\"Unbound\">3</td>"))
    #expect(html.contains("<td class=\"num\" data-label=\"Orphaned\">1</td>"))
    #expect(html.contains("<td class=\"num\" data-label=\"Changed since review\">2</td>"))
    #expect(html.contains("✗</span> Failing"))
    #expect(html.contains("<img src=\"badges/contracts.svg\""))
  }

  @Test func showsReadinessRunInputsAndRecords() throws {
    let html = try index(SiteFixtures.report([try SiteFixtures.sampleResult()]))
    #expect(html.contains("✗</span> Not ready: 1 of 2 gates failed"))
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

  @Test func slotsSayNotConfiguredUntilFilled() throws {
    let report = SiteFixtures.report([try SiteFixtures.sampleResult()])
    let empty = try index(report)
    #expect(empty.contains("Not configured: this report holds no translation coverage yet."))
    #expect(empty.contains("Not configured: this report holds no RTL review status yet."))
    #expect(empty.contains("Not configured: this report holds no sign-off records yet."))
    let slots = IndexSlots(
      coverage: [
        .init(locale: "ar", name: "Arabic", percent: 82.5, gate: 90, passed: false)
      ],
      rtl: [.init(locale: "he", status: "not started", passed: false, detail: "no area reviewed")],
      signOffs: [
        .init(release: "1.2", role: "QA", decision: "approved", valid: true, detail: "valid")
      ])
    let filled = try index(report, options: SiteOptions(slots: slots))
    #expect(!filled.contains("Not configured"))
    #expect(filled.contains("style=\"width: 82.5%\""))
    #expect(filled.contains("style=\"left: 90.0%\""))
    #expect(filled.contains("82.5 %"))
    #expect(filled.contains("no area reviewed"))
    #expect(filled.contains("✓</span> Valid"))
  }
}
