import ComplianceReport
import ContractMarkdown
import Contracts
import Foundation
import Testing
import Verification

@testable import CIOutput

/// Long lists on the terminal show the first five of each section (or file and rule) and then
/// how many more; `verbose` and the machine-read outputs keep every item.
@Suite struct LongListTests {
  /// 40 unbound rows in "Many", 3 in "Few", 2 failures in "Many", 12 orphaned checks in
  /// "Gone", 8 lint findings of one rule and 2 of another.
  static func report() throws -> ComplianceReport {
    var markdown = "# Long\n\n## Many\n\n| Key | Value |\n|---|---|\n"
    for row in 0..<42 { markdown += "| many \(row) | v |\n" }
    markdown += "\n## Few\n\n| Key | Value |\n|---|---|\n"
    for row in 0..<3 { markdown += "| few \(row) | v |\n" }
    let file = "contracts/long.md"
    let contract = try Contract.parse(Array(markdown.utf8), file: file)
    var results = contract.clauses.enumerated().map { index, clause in
      ClauseResult(
        clauseID: clause.id, section: clause.section, key: clause.key, kind: clause.kind,
        file: clause.file, location: clause.location, verdict: index < 2 ? .failed : .unbound,
        message: index < 2 ? "Value: expected v, observed w" : "no check is bound")
    }
    for index in 0..<12 {
      results.append(
        ClauseResult(
          clauseID: "long/gone/old-\(index)", section: "Gone", key: "Old \(index)", kind: .row,
          file: file, location: SourceLocation(line: 1, column: 1), verdict: .orphaned,
          message: "orphaned check (its clause is gone)", checkDeclaredAt: "Checks.swift:\(index)")
      )
    }
    let lint =
      (0..<8).map { line in
        Diagnostic(
          file: file, location: SourceLocation(line: line + 7, column: 1), severity: .warning,
          message: "warning \(line)", rule: "rule-a")
      }
      + (0..<2).map { line in
        Diagnostic(
          file: file, location: SourceLocation(line: line + 7, column: 2), severity: .warning,
          message: "other \(line)", rule: "rule-b")
      }
    let verification = ContractVerification(
      contract: contract.slug, file: file, title: contract.title, results: results)
    return ComplianceReport(
      tool: ToolInfo(version: "1.0.0"), title: "Long",
      inputs: [],
      contracts: [ContractResult(contract: contract, verification: verification, review: nil)],
      records: [], lint: lint, strict: false)
  }

  static func lines(verbose: Bool) throws -> [String] {
    TerminalReport(color: false, quiet: false, verbose: verbose).render(try report())
      .split(separator: "\n").map(String.init)
  }

  @Test func eachSectionShowsItsFirstFiveThenHowManyMore() throws {
    let lines = try Self.lines(verbose: false)
    let unbound = lines.filter { $0.hasPrefix("UNBOUND ") }
    #expect(
      unbound == (2..<7).map { "UNBOUND Many › many \($0)" }
        + (0..<3).map { "UNBOUND Few › few \($0)" })
    #expect(lines.filter { $0.hasPrefix("ORPHANED ") }.count == 5)
    #expect(lines.filter { $0.hasPrefix("LINT WARNING contract lint: rule-a") }.count == 5)
    #expect(lines.filter { $0.hasPrefix("LINT WARNING contract lint: rule-b") }.count == 2)
    // Failures are never cut.
    #expect(lines.filter { $0.hasPrefix("FAILED ") }.count == 2)
    let more = lines.filter { $0.contains("more (--verbose for all)") }
    #expect(
      more == [
        "  … and 3 more (--verbose for all)", "  … and 35 more (--verbose for all)",
        "  … and 7 more (--verbose for all)",
      ])
    // Each count follows its group's last entry shown: rule-a's fifth finding (a heading and
    // its place), Many's fifth unbound row (a heading, its place and why it is unbound).
    let afterLint = try #require(lines.firstIndex(of: more[0]))
    #expect(lines[afterLint - 2] == "LINT WARNING contract lint: rule-a: warning 4")
    let afterMany = try #require(lines.firstIndex(of: more[1]))
    #expect(lines[afterMany - 3] == "UNBOUND Many › many 6")
    #expect(lines[afterMany - 1] == "  no check is bound")
    #expect(lines.last == "0 passed, 2 failed, 43 unbound, 12 orphaned")
  }

  @Test func verboseShowsEveryItem() throws {
    let lines = try Self.lines(verbose: true)
    #expect(lines.filter { $0.hasPrefix("UNBOUND ") }.count == 43)
    #expect(lines.filter { $0.hasPrefix("ORPHANED ") }.count == 12)
    #expect(lines.filter { $0.hasPrefix("LINT WARNING ") }.count == 10)
    #expect(!lines.contains { $0.contains("--verbose for all") })
  }

  @Test func sarifAndJUnitKeepEveryItem() throws {
    let report = try Self.report()
    let sarif = try SARIFWriter.render(report)
    let log = try #require(
      JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
    let runs = try #require(log["runs"] as? [[String: Any]])
    let results = try #require(runs.first?["results"] as? [[String: Any]])
    #expect(results.count == 2 + 43 + 12 + 10)
    let junit = JUnitWriter.render(report)
    #expect(junit.components(separatedBy: "<testcase name=\"Many › ").count - 1 == 42)
    #expect(junit.components(separatedBy: "<testcase name=\"Gone › ").count - 1 == 12)
    #expect(Finding.all(in: report).count == 2 + 43 + 12 + 10)
  }
}
