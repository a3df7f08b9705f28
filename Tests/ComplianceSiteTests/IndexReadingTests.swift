import ComplianceReport
import ComplianceSite
import Foundation
import Testing

/// The index reads as a report: its headline agrees with release readiness, and every
/// failure it lists links to the row that shows it.
@Suite struct IndexReadingTests {
  func index(_ report: ComplianceReport) throws -> String {
    try #require(try SiteFixtures.pages(report)["index.html"])
  }

  /// The status chip of the page's headline.
  func headline(_ html: String) throws -> String {
    let start = try #require(html.range(of: "<p class=\"overall overall-"))
    let end = try #require(html.range(of: "</p>", range: start.upperBound..<html.endIndex))
    return String(html[start.lowerBound..<end.upperBound])
  }

  @Test func theHeadlineNeverSaysEveryGateHeldBesideNotReady() throws {
    var report = try SiteLinkTests.report()
    #expect(report.passed)
    #expect(try headline(index(report)).contains("Checks pass: every gate held"))
    report.signoff = SectionFixtures.signoff()
    let notReady = try index(report)
    #expect(
      try headline(notReady).contains(
        "✗</span> Not ready: every gate held, but 1 of 2 readiness checks fail"))
    #expect(!(try headline(notReady).contains("overall-passed")))
    #expect(notReady.contains("Not ready: 1 of 2 readiness checks fail"))
    // A waived check failed: ready, and the headline says how many were waived.
    report.signoff?.readiness[0].waivedBy = ["QA lead"]
    let waived = try index(report)
    #expect(try headline(waived).contains("Ready: every gate and readiness check holds (1 waived)"))
    #expect(waived.contains("≈</span> Waived</span>"))
    #expect(waived.contains("(waived by QA lead)"))
    #expect(!waived.contains("✓</span> Holds</span> <strong>clauses"))
  }

  @Test func failingGatesMakeTheHeadlineSayNotReadyToo() throws {
    var report = SiteFixtures.report([try SiteFixtures.sampleResult()])
    report.signoff = SectionFixtures.signoff()
    #expect(
      try headline(index(report)).contains(
        "Checks fail: 1 of 3 gates failed; not ready for release"))
  }

  @Test func everyFailureOnTheIndexLinksToItsRow() throws {
    let report = SiteFixtures.report([try SiteFixtures.sampleResult()])
    let pages = try SiteFixtures.pages(report)
    let html = try #require(pages["index.html"])
    let page = try #require(pages["docs/sample/contract/index.html"])
    let failing = report.contracts[0].verification.results.filter {
      $0.verdict == .failed || $0.verdict == .error
    }
    #expect(failing.count == 3)
    let start = try #require(html.range(of: "<section class=\"panel\" id=\"failures\""))
    let end = try #require(html.range(of: "</section>", range: start.upperBound..<html.endIndex))
    let list = String(html[start.lowerBound..<end.lowerBound])
    /// The row or item of the contract page with `id="anchor"`, up to the next one.
    func row(_ anchor: String) -> Substring? {
      guard let start = page.range(of: " id=\"\(anchor)\"") else { return nil }
      let rest = page[start.upperBound...]
      let end =
        ["<tr id=", "<li id=", "</tbody>", "</ul>", "</ol>"].compactMap {
          rest.range(of: $0)?.lowerBound
        }.min() ?? rest.endIndex
      return page[start.lowerBound..<end]
    }
    let prefix = "<a href=\"docs/sample/contract/index.html#"
    let anchors = list.components(separatedBy: prefix).dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
    for clause in failing {
      // A link of the list goes to the row that shows the clause, with its verdict.
      let target = anchors.first { anchor in
        row(anchor).map { $0.contains(">\(clause.key)<") } ?? false
      }
      #expect(target != nil, "\(clause.clauseID)")
      if let target, let found = row(target) {
        #expect(found.contains("row-\(clause.verdict.rawValue)"), "\(clause.clauseID)")
      }
    }
    // The failing gate links to its row in the gates table, and that row to the failures.
    #expect(list.contains("<a href=\"#gate-clauses\">"))
    #expect(html.contains("<tr id=\"gate-clauses\" class=\"row row-failed\">"))
    #expect(html.contains("<td data-label=\"Detail\"><a href=\"#failures\">"))
    // The contract's status links to its first failing row.
    let status = try #require(
      html.range(of: "<td><a href=\"docs/sample/contract/index.html#").map {
        String(html[$0.upperBound...].prefix { $0 != "\"" })
      })
    #expect(row(status)?.contains(">\(failing[0].key)<") == true)
  }
}

/// Check times, recorded with `--timestamp`, appear per contract and per clause.
@Suite struct DurationTests {
  @Test func recordedCheckTimesAreShown() throws {
    var report = SiteFixtures.report([try SiteFixtures.sampleResult()])
    let plain = try SiteFixtures.pages(report)
    #expect(plain["index.html"]?.contains("checked in") == false)
    report.contracts[0].verification.results[0].duration = 0.012
    report.contracts[0].verification.results[1].duration = 1.5
    let pages = try SiteFixtures.pages(report)
    #expect(
      pages["index.html"]?.contains("<span class=\"duration\">checked in 1.51 s</span>") == true)
    let page = try #require(pages["docs/sample/contract/index.html"])
    #expect(page.contains("<span class=\"duration\">12 ms</span>"))
    #expect(page.contains("<span class=\"duration\">1.50 s</span>"))
    #expect(page.contains("<div><dt>Check time</dt><dd>1.51 s</dd></div>"))
  }
}
