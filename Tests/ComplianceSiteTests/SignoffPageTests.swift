import ComplianceReport
import ComplianceSite
import Foundation
import Testing

@Suite struct SignoffPageTests {
  @Test func showsReadinessGatesChangesRecordsAndMutation() throws {
    let html = try #require(
      try SiteFixtures.pages(try SectionFixtures.fullReport())["signoff/index.html"])
    #expect(html.contains("<a href=\"../signoff/index.html\" aria-current=\"page\">Sign-off</a>"))
    #expect(html.contains("✗</span> Not ready: 1 of 2 readiness checks fail</span>"))
    #expect(
      html.contains(
        "<th scope=\"row\">clauses<td><span class=\"status status-failed\"><span aria-hidden=\"true\">✗</span> Fails</span><td>failing: Behaviour › Broken\n"
      ))
    #expect(html.contains("<code>lint</code>"))
    // Clauses changed since review, linked to their rows, with the word diff.
    #expect(
      html.contains(
        "Sample contract › Rules › <a href=\"../docs/sample/contract/index.html#second-rule-fails\">"
      ))
    #expect(html.contains("Second rule <del>fails often.</del><ins>fails.</ins>"))
    #expect(html.contains("−</span> Removed since review</span>"))
    // Sign-off records with validity.
    #expect(html.contains("✓</span> Valid</span><span class=\"note\">valid</span>"))
    #expect(
      html.contains(
        "✗</span> Stale</span><span class=\"note\">stale: contract changed after sign-off, 2 clauses differ</span>"
      ))
    #expect(html.contains("<td data-label=\"Notes\">ship it</td>"))
    #expect(html.contains("approved with conditions"))
    // Mutation: score vs target, defects → catching clauses linked to their anchors.
    #expect(html.contains("<section id=\"mutation\""))
    #expect(html.contains("1 of 2 defects caught (50.0 %, target 95.0 %)"))
    #expect(
      html.contains(
        "<a href=\"../docs/sample/contract/index.html#first-rule-is-checked\"><code>sample-contract/rules/first-rule-is-checked</code></a>"
      ))
    #expect(html.contains("<code>unknown/clause</code>"))
    #expect(html.contains("<span class=\"caught-count\">2 clause(s)</span>"))
    #expect(html.contains("✗</span> Survived</span>"))
  }

  @Test func pageExistsWithMutationAloneAndSaysWhatIsMissing() throws {
    var report = SiteFixtures.report([try SiteFixtures.sampleResult()])
    report.mutation = SectionFixtures.mutation()
    let pages = try SiteFixtures.pages(report)
    let html = try #require(pages["signoff/index.html"])
    #expect(html.contains("No sign-off record (<code>signoff.md</code>) or language list"))
    #expect(html.contains("<p class=\"not-configured\">No sign-off record.</p>"))
    #expect(html.contains("Mutation score"))
    let plain = try SiteFixtures.pages(SiteFixtures.report([]))
    #expect(plain["signoff/index.html"] == nil)
  }

  @Test func printStylesheetMakesAShortBlackOnWhiteA4Document() throws {
    let css = try String(
      contentsOfFile: DefaultTemplatesSource.templatesDirectory + "/style.css", encoding: .utf8)
    let print = try #require(css.range(of: "@media print {")).upperBound
    let rules = String(css[print...])
    #expect(rules.contains("@page { size: A4;"))
    #expect(
      rules.contains(
        ".site-header, .skip-link, .toc, .site-nav, .pager, .breadcrumb { display: none; }"))
    #expect(rules.contains("tr, .clause-list .item, .legend div { break-inside: avoid;"))
    #expect(
      rules.contains(
        ".signoff-document, .signoff-document tr.row, .signoff-document .status { color: var(--fg); background: var(--bg); }"
      ))
    #expect(rules.contains("--bg: #ffffff; --fg: #000000;"))
  }
}
