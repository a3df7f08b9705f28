import ComplianceReport
import Testing
import Verification

@testable import CIOutput

@Suite struct TerminalReportTests {
  @Test func finalLineIsPassedThenFailedThenTheRest() {
    var counts = VerdictCounts()
    #expect(counts.summaryLine == "0 passed, 0 failed")
    counts.passed = 3
    counts.skipped = 2
    #expect(counts.summaryLine == "3 passed, 0 failed, 2 skipped")
    counts.error = 1
    counts.unbound = 4
    counts.orphaned = 5
    #expect(counts.summaryLine == "3 passed, 0 failed, 1 errored, 4 unbound, 5 orphaned, 2 skipped")
  }

  @Test func failuresAreShownInFullWithTheirPlace() throws {
    let text = TerminalReport(color: false, quiet: false).render(try ReportFixture.report())
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start = try #require(lines.firstIndex { $0.hasPrefix("FAILED ") })
    #expect(
      Array(lines[start..<(start + 8)]) == [
        "FAILED Section | with pipes › Row one <img src=x onerror=alert(1)>",
        "  at \(ReportFixture.file):7:1",
        "  Claim:",
        "    contract says: says link",
        "    expected: <b>bold</b> ⏎ ::warning::x",
        "    observed: a | b, 50%",
        "    note: the contract must be updated",
        "  clause evil-script-alert-1-script-contract/section-with-pipes/row-one-img-src-x-onerror-alert-1",
      ])
    #expect(lines.contains("GATE FAILED clauses: 1 failed, 1 errored"))
    #expect(lines.last == "")
    #expect(
      lines[lines.count - 2] == "1 passed, 1 failed, 1 errored, 1 unbound, 1 orphaned, 1 skipped")
  }

  @Test func textFromContractsCannotControlTheTerminal() throws {
    let text = TerminalReport(color: false, quiet: false).render(try ReportFixture.report())
    #expect(
      !text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E || $0.value == 1 })
    #expect(text.contains("<U+001B>[2J"))
    #expect(text.contains("<U+202E>reversed"))
  }

  @Test func colourOnlyWhenAskedAndNeverOnTheFinalLine() throws {
    let report = try ReportFixture.report()
    let plain = TerminalReport(color: false, quiet: false).render(report)
    let coloured = TerminalReport(color: true, quiet: false).render(report)
    #expect(!plain.contains("\u{1B}["))
    #expect(coloured.contains("\u{1B}[1;31mFAILED\u{1B}[0m"))
    let last = coloured.split(separator: "\n").last.map(String.init)
    #expect(last == "1 passed, 1 failed, 1 errored, 1 unbound, 1 orphaned, 1 skipped")
  }

  @Test func quietPrintsOnlyFailuresGatesAndTheFinalLine() throws {
    let report = try ReportFixture.report(lint: [ReportFixture.lintError])
    let text = TerminalReport(color: false, quiet: true).render(report)
    #expect(!text.contains("Section  "))
    #expect(!text.contains("UNBOUND"))
    #expect(!text.contains("ORPHANED"))
    #expect(text.contains("FAILED Section"))
    #expect(text.contains("ERROR Section"))
    #expect(text.contains("LINT ERROR contract lint: ragged-row: row has 3 cells, header has 2"))
    #expect(
      text.hasSuffix(
        "GATE FAILED clauses: 1 failed, 1 errored\nGATE FAILED lint: 1 lint error(s)\nFAILED: 1 gate (lint); 1 passed, 1 failed, 1 errored, 1 unbound, 1 orphaned, 1 skipped\n"
      ))
  }

  @Test func sectionTableCountsVerdictsPerSection() throws {
    let text = TerminalReport(color: false, quiet: false).render(try ReportFixture.report())
    let header = "  Section" + String(repeating: " ", count: 13)
    #expect(text.contains(header + "  pass  fail  err  unbound  orphan  skip  changed\n"))
    #expect(
      text.contains("  Section | with pipes     1     1    1        1       0     1        0\n"))
    #expect(
      text.contains(
        "  Gone" + String(repeating: " ", count: 16)
          + "     0     0    0        0       1     0        0\n"))
  }
}
