import ComplianceReport
import ComplianceSite
import Foundation
import Testing

/// The printable sign-off page says what is signed (date, commit, each contract's full
/// fingerprint) and ends with a signature block.
@Suite struct SignoffDocumentTests {
  @Test func carriesDateCommitFingerprintsAndASignatureBlock() throws {
    var report = try SectionFixtures.fullReport()
    report.generatedAt = "2026-12-01T10:00:00Z"
    report.signoff?.release = "4.12.0"
    let commit = String(repeating: "0123456789", count: 4)
    let html = try #require(
      try SiteFixtures.pages(report, options: SiteOptions(commit: commit))["signoff/index.html"])
    #expect(html.contains("<div><dt>Release</dt><dd>4.12.0</dd></div>"))
    #expect(
      html.contains(
        "<div><dt>Date</dt><dd><time datetime=\"2026-12-01T10:00:00Z\">2026-12-01T10:00:00Z</time></dd></div>"
      ))
    #expect(
      html.contains(
        "<code title=\"\(commit)\">\(commit.prefix(12))</code><span class=\"print-only\"> (\(commit))</span>"
      ))
    for result in report.contracts {
      #expect(
        html.contains(
          "<td><code class=\"fingerprint\">\(result.contract.fingerprint)</code>\n"
        ), "\(result.contract.slug)")
    }
    // One signature row per role that signed the current release, in record order.
    let roles = try NSRegularExpression(
      pattern: #"<tr><th scope="row" data-label="Role">([^<]*)</th>"#)
    let found = roles.matches(in: html, range: NSRange(html.startIndex..., in: html)).compactMap {
      Range($0.range(at: 1), in: html).map { String(html[$0]) }
    }
    let expected = (report.signoff?.current ?? []).map(\.role).reduce(into: [String]()) {
      if !$0.contains($1) { $0.append($1) }
    }
    #expect(!expected.isEmpty)
    #expect(found == expected)
    #expect(html.contains("<td data-label=\"Signature\" class=\"signature\"></td>"))
  }

  @Test func withoutDateCommitOrSignOffsItSaysSoAndLeavesBlankRows() throws {
    var report = try SectionFixtures.fullReport()
    report.signoff = nil
    let html = try #require(try SiteFixtures.pages(report)["signoff/index.html"])
    #expect(html.contains("not recorded (build with <code>--timestamp</code>)"))
    #expect(html.contains("<div><dt>Commit</dt><dd>not a git checkout</dd></div>"))
    #expect(
      html.components(separatedBy: "<tr><th scope=\"row\" data-label=\"Role\"></th>").count - 1
        == 3)
  }
}
