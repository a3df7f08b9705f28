import ComplianceReport
import ComplianceSite
import Testing

@Suite struct RTLPageTests {
  @Test func showsMatrixEvidenceFindingsAndHonestStatus() throws {
    var report = SiteFixtures.report([try SiteFixtures.sampleResult()])
    report.rtl = SectionFixtures.rtl()
    let html = try #require(try SiteFixtures.pages(report)["rtl/index.html"])
    #expect(html.contains("<a href=\"../rtl/index.html\" aria-current=\"page\">RTL review</a>"))
    #expect(html.contains("<dt>Build under review</dt><dd><code>4.12.0</code></dd>"))
    // Overall status per locale, in words and shape, with reasons.
    #expect(
      html.contains(
        "✗</span> Failing</span> <a href=\"#rtl-ar\"><bdi>العربية</bdi> <code>ar</code></a>: <span class=\"reason\">maps: fail</span>"
      ))
    #expect(html.contains("○</span> Not started</span> <a href=\"#rtl-he\">"))
    // The locale × area matrix: a header per area, a status, build and date per cell.
    #expect(html.contains("<th scope=\"col\">layout mirroring</th>"))
    #expect(
      html.contains(
        "<td class=\"row-failed\"><span class=\"status status-failed\"><span aria-hidden=\"true\">✗</span> Fail</span><span class=\"note\">build <code>4.12.0</code></span><span class=\"note\"><time datetime=\"2026-03-06\">2026-03-06</time></span></td>"
      ))
    #expect(html.contains("!</span> Pass with exceptions</span>"))
    #expect(html.contains("build <code>4.11.2</code> (not the build under review)"))
    // Notes, evidence linked to the clause, dictionary and metadata findings (keys only).
    #expect(html.contains("<td data-label=\"Notes\">mirrored map controls</td>"))
    #expect(
      html.contains(
        "<a href=\"../docs/sample/contract/index.html#first-rule-is-checked\">RTL layout</a>"
      ))
    #expect(html.contains("✗</span> Failed</span> RTL gone <code>gone/clause</code>"))
    #expect(html.contains("<li><code>ETA_LABEL</code></li>"))
    #expect(html.contains("<li><code>ETA_LABEL_EDGE</code></li>"))
    #expect(html.contains("fa: script is right-to-left but rtl is false"))
    #expect(html.contains("No clause about RTL was executed."))
  }

  @Test func withoutRTLLocalesThePageSaysSo() throws {
    var report = SiteFixtures.report([])
    report.rtl = RTLStatusReport(
      recordFile: nil, buildUnderReview: nil, contractChanged: nil, locales: [],
      metadataFindings: [], diagnostics: [])
    let pages = try SiteFixtures.pages(report)
    let html = try #require(pages["rtl/index.html"])
    #expect(html.contains("The language list has no right-to-left locale."))
    #expect(html.contains("<dd>not recorded</dd>"))
    #expect(html.contains("Every <code>rtl</code> flag agrees"))
    #expect(!html.contains("Locale × area"))
    #expect(pages["index.html"]?.contains("The language list has no right-to-left locale.") == true)
  }
}
