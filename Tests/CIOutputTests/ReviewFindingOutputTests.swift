import ComplianceReport
import Foundation
import TestSupport
import Testing

@testable import CIOutput

/// Every output shows the report's review findings, each a failure or a warning as the report
/// weighs it, with its word diff and the command that accepts it.
@Suite struct ReviewFindingOutputTests {
  static let changedTitle = "Section | with pipes › Row three"

  @Test(arguments: [FindingSeverity.error, .warning])
  func findingsFollowTheClauseTheyConcern(severity: FindingSeverity) throws {
    let findings = Finding.all(in: try ReportFixture.reviewed(severity: severity))
    #expect(
      findings.map(\.ruleID) == [
        "clause/failed", "clause/unbound", "review/changed", "clause/error", "clause/orphaned",
        "review/removed",
      ])
    let changed = findings[2]
    #expect(changed.severity == severity)
    #expect(changed.title == Self.changedTitle)
    #expect(changed.details.first == "word diff: Row three | [-<i>ok</i>-]{+fine+}")
    #expect(changed.details[1].hasPrefix("docs writer: "))
    #expect(changed.details[2].hasPrefix("check author: "))
    #expect(
      changed.label
        == (severity == .error ? "CHANGED SINCE REVIEW" : "CHANGED SINCE REVIEW (warning)"))
    #expect(findings[5].place == "contracts/evil.reviewed.md:10:1")
  }

  @Test func junitFailsTheClauseOnAnErrorAndKeepsAWarningBesideIt() throws {
    let error = try #require(
      XMLTree.parse(JUnitWriter.render(try ReportFixture.reviewed(severity: .error))))
    let cases = error.all("testcase")
    let changed = try #require(cases.first { $0["name"] == Self.changedTitle })
    let failure = try #require(changed.all("failure").first)
    #expect(failure["type"] == "review/changed")
    #expect(failure["message"] == "changed since review")
    #expect(
      failure.text.hasPrefix(
        "changed since review\nword diff: Row three | [-<i>ok</i>-]{+fine+}\ndocs writer: "))
    let removed = try #require(
      cases.first { $0["name"] == "Section › Row four (removed since review)" })
    #expect(removed["file"] == "contracts/evil.reviewed.md")
    #expect(removed["line"] == "10")
    #expect(removed.all("failure").first?["type"] == "review/removed")
    #expect(error["failures"] == "3")

    let warning = try #require(
      XMLTree.parse(JUnitWriter.render(try ReportFixture.reviewed(severity: .warning))))
    let passing = try #require(warning.all("testcase").first { $0["name"] == Self.changedTitle })
    #expect(passing.all("failure").isEmpty)
    #expect(
      passing.all("system-out").first?.text.hasPrefix(
        "changed since review (warning)\nword diff: ") == true)
    let skipped = try #require(
      warning.all("testcase").first {
        $0["name"]?.hasSuffix("(removed since review (warning))") == true
      })
    #expect(
      skipped.all("skipped").first?["message"]?.hasPrefix("removed since review (warning): ")
        == true)
    #expect(warning["failures"] == "1")
  }

  @Test(arguments: [(FindingSeverity.error, "error"), (.warning, "warning")])
  func sarifAndAnnotationsCarryTheLevelAndTheDiff(severity: FindingSeverity, level: String) throws {
    let report = try ReportFixture.reviewed(severity: severity)
    let sarif = try JSONSerialization.jsonObject(with: Data(SARIFWriter.render(report).utf8))
    let runs = try #require((sarif as? [String: Any])?["runs"] as? [[String: Any]])
    let results = try #require(runs.first?["results"] as? [[String: Any]])
    let changed = try #require(results.first { $0["ruleId"] as? String == "review/changed" })
    #expect(changed["level"] as? String == level)
    let message = (changed["message"] as? [String: Any])?["text"] as? String
    #expect(message?.contains("word diff: Row three | [-<i>ok</i>-]{+fine+}") == true)
    #expect(message?.contains("--clause ") == true)
    #expect(results.contains { $0["ruleId"] as? String == "review/removed" })

    let lines = GitHubAnnotations.render(report)
    let annotation = try #require(lines.first { $0.contains("title=changed since review") })
    #expect(annotation.hasPrefix("::\(level) file="))
    #expect(annotation.contains("::word diff: Row three | [-<i>ok</i>-]{+fine+}%0Adocs writer: "))
  }

  @Test func summaryAndTerminalListThemAndTheFinalLineCountsThem() throws {
    let error = try ReportFixture.reviewed(severity: .error)
    #expect(
      error.finalLine
        == "FAILED: 1 changed, 1 removed since review; 1 passed, 1 failed, 1 errored, 1 unbound, 1 orphaned, 1 skipped"
    )
    let summary = MarkdownSummary.render(error)
    #expect(summary.contains("- **changed since review** Section \\| with pipes › Row three at "))
    #expect(
      summary.contains(
        "  - word diff\\: Row three \\| \\[\\-\\<i\\>ok\\<\\/i\\>\\-\\]\\{\\+fine\\+\\}"))
    #expect(summary.contains("| review | ❌ failed | 1 changed\\, 1 removed since review |"))
    let terminal = TerminalReport(color: false, quiet: true).render(error)
    #expect(terminal.contains("CHANGED SINCE REVIEW \(Self.changedTitle)\n"))
    #expect(terminal.contains("  word diff: Row three | [-<i>ok</i>-]{+fine+}\n"))
    #expect(terminal.hasSuffix(error.finalLine + "\n"))

    let warning = try ReportFixture.reviewed(severity: .warning)
    #expect(warning.finalLine.hasPrefix("warnings: 1 changed, 1 removed since review; "))
    #expect(MarkdownSummary.render(warning).contains("**changed since review \\(warning\\)**"))
    // --quiet prints errors only; a warning stays out of it but not out of the full output.
    #expect(
      !TerminalReport(color: false, quiet: true).render(warning).contains("CHANGED SINCE REVIEW"))
    #expect(
      TerminalReport(color: false, quiet: false).render(warning).contains(
        "CHANGED SINCE REVIEW (warning) \(Self.changedTitle)"))
  }
}
