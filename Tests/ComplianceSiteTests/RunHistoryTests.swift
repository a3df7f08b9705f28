import ComplianceReport
import ComplianceSite
import Foundation
import TestSupport
import Testing

/// `build --history DIR`: earlier runs' JSON reports become a trend on the index and a
/// sparkline per contract, the same bytes for the same reports.
@Suite struct RunHistoryTests {
  /// Two earlier runs of `report`, read back from its JSON: one with every clause failed, one
  /// as it is.
  static func history(_ report: ComplianceReport) throws -> [RunSummary] {
    var worse = report
    for contract in worse.contracts.indices {
      for result in worse.contracts[contract].verification.results.indices {
        worse.contracts[contract].verification.results[result].verdict = .failed
      }
    }
    let encoder = JSONEncoder()
    return [
      try RunSummary.decode(try encoder.encode(worse), name: "run-1"),
      try RunSummary.decode(try encoder.encode(report), name: "run-2"),
    ]
  }

  @Test func earlierReportsBecomeATrendAndSparklines() throws {
    let report = SiteFixtures.report([try SiteFixtures.sampleResult()])
    let history = try Self.history(report)
    #expect(history.map(\.label) == ["run-1", "run-2"])
    #expect(history[0].overall.passed == 0)
    #expect(history[1].overall == RunSummary.Share(passed: 2, total: history[1].overall.total))
    #expect(history[1].contracts["sample-contract"]?.passed == 2)

    let plain = try #require(try SiteFixtures.pages(report)["index.html"])
    #expect(!plain.contains("<svg"))
    #expect(!plain.contains("trend-title"))

    let options = SiteOptions(history: history)
    let index = try #require(try SiteFixtures.pages(report, options: options)["index.html"])
    let total = history[1].overall.total
    let percent = String(format: "%.1f", 200.0 / Double(total))
    #expect(
      index.contains(
        "role=\"img\" aria-label=\"share of clauses passed over 3 runs, from 0.0 % to \(percent) %\">"
      ))
    #expect(
      index.contains(
        "<tr><th scope=\"row\" data-label=\"Run\">run-1</th><td class=\"num\" data-label=\"Passed\">0</td>"
      ))
    #expect(index.contains("<th scope=\"row\" data-label=\"Run\">this run</th>"))
    #expect(
      index.contains(
        "<span class=\"sparkline\"><svg class=\"trend\" xmlns=\"http://www.w3.org/2000/svg\" width=\"80\" height=\"20\""
      ))
    // The first run at 0 % is at the bottom of the chart, the later ones higher up.
    #expect(index.contains("<polyline class=\"trend-line\" fill=\"none\" points=\"3.0,17.0 "))
    let again = try SiteFixtures.pages(report, options: options)["index.html"]
    #expect(again == index)
  }

  @Test func aReportThatIsNotOneIsAnErrorNamingTheFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let report = SiteFixtures.report([try SiteFixtures.sampleResult()])
    try JSONEncoder().encode(report).write(to: URL(fileURLWithPath: directory.path + "/b.json"))
    try Data("{\"gates\": []}".utf8).write(to: URL(fileURLWithPath: directory.path + "/a.json"))
    #expect(throws: HistoryError.self) { try RunSummary.load(directory: directory.path) }
    do {
      _ = try RunSummary.load(directory: directory.path)
    } catch let error as HistoryError {
      #expect(error.file == directory.path + "/a.json")
      #expect(
        error.description.hasSuffix(
          "error: not a contract-report --json report: 'contracts' missing at the top level"))
    }
    try FileManager.default.removeItem(atPath: directory.path + "/a.json")
    try Data("not json".utf8).write(to: URL(fileURLWithPath: directory.path + "/c.json"))
    try Data("ignored".utf8).write(to: URL(fileURLWithPath: directory.path + "/notes.txt"))
    do {
      _ = try RunSummary.load(directory: directory.path)
      Issue.record("a file that is not JSON loaded")
    } catch let error as HistoryError {
      #expect(error.file == directory.path + "/c.json")
      #expect(error.message.hasPrefix("not valid JSON"))
    }
  }

  /// Only a few members of a report are decoded; the summary is still the report's own, and a
  /// fault in a member that is skipped is still found, with its line and column.
  @Test func aReportReadBackSummarizesAsTheReportItself() throws {
    let report = SiteFixtures.report([try SiteFixtures.sampleResult()])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let json = try encoder.encode(report)
    let decoded = try RunSummary.decode(json, name: "run")
    let expected = RunSummary(report: report, label: report.generatedAt ?? "run")
    #expect(decoded == expected, "\(decoded) vs \(expected)")

    let text = String(decoding: json, as: UTF8.self)
    let broken = text.replacingOccurrences(of: "\"title\" : \"", with: "\"title\" : \"\u{1}")
    #expect(broken != text)
    let line = 1 + text[..<text.range(of: "\"title\" : \"")!.lowerBound].filter { $0 == "\n" }.count
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try Data(broken.utf8).write(to: URL(fileURLWithPath: directory.path + "/run.json"))
    do {
      _ = try RunSummary.load(directory: directory.path)
      Issue.record("a report with a raw control character in a string loaded")
    } catch let error as HistoryError {
      #expect(error.message.hasPrefix("not valid JSON (control character U+01 inside a string"))
      #expect(error.message.contains("at line \(line), column "))
    }
  }
}
