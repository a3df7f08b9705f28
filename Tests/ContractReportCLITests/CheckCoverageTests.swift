import ComplianceReport
import Foundation
import Testing

@Suite("check with coverage settings")
struct CheckCoverageTests {
  private func contracts(gates: String) throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    let translations = Repository.contracts.path + "/translations"
    try directory.write(
      """
      {"siteTitle": "Tiny compliance",
       "coverage": {"locales": ["en", "he"], "sourceLocale": "en",
         "catalogue": "\(translations)/catalogue.json",
         "languages": "\(translations)/languages.json",
         "dictionaries": "\(translations)/dictionaries",
         "gates": \(gates)}}
      """, to: "contract-report.json")
    try directory.write(
      "# Tiny contract\n\n## Rules\n\n| Rule | Meaning |\n| --- | --- |\n| One | Only one. |\n",
      to: "tiny.md")
    return directory
  }

  @Test("the coverage section and its gates join the report; a failing locale fails check")
  func failingGate() async throws {
    let directory = try contracts(
      gates: "{\"catalogue\": {\"maximumCriticalWithoutFallback\": 1, \"maximumCopyFindings\": 1}, "
        + "\"default\": {\"minimumCoveragePercent\": 90}}")
    defer { directory.remove() }
    let json = directory.path + "/report.json"
    let outcome = await CommandRunner.run(["check", directory.path, "--json", json])
    #expect(outcome.code == 1)
    #expect(outcome.out.contains("GATE FAILED coverage:he: coverage 25.0% below the minimum 90.0%"))
    let report = try JSONDecoder().decode(
      ComplianceReport.self, from: try Data(contentsOf: URL(fileURLWithPath: json)))
    #expect(report.title == "Tiny compliance")
    #expect(
      report.gates.map(\.name) == [
        "clauses", "lint", "review", "coverage:catalogue", "coverage:en", "coverage:he",
      ])
    #expect(report.gates.map(\.passed) == [true, true, true, true, true, false])
    #expect(report.coverage?.locales.map(\.coveragePercent) == [98.3, 25.0])
  }

  @Test("passing gates keep check at exit 0")
  func passingGates() async throws {
    let directory = try contracts(
      gates: "{\"catalogue\": {\"maximumCriticalWithoutFallback\": 1, \"maximumCopyFindings\": 1}, "
        + "\"locales\": {\"he\": {\"minimumCoveragePercent\": 25, \"maximumKeyText\": 1}}}")
    defer { directory.remove() }
    let outcome = await CommandRunner.run(["check", directory.path])
    #expect(outcome.code == 0)
  }

  @Test("without a settings file there is no coverage section")
  func noSettings() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "# Tiny contract\n\n## Rules\n\n| Rule | Meaning |\n| --- | --- |\n| One | Only one. |\n",
      to: "tiny.md")
    let json = directory.path + "/report.json"
    let outcome = await CommandRunner.run(["check", directory.path, "--json", json])
    #expect(outcome.code == 0)
    let report = try JSONDecoder().decode(
      ComplianceReport.self, from: try Data(contentsOf: URL(fileURLWithPath: json)))
    #expect(report.coverage == nil)
    #expect(report.gates.map(\.name) == ["clauses", "lint", "review"])
  }
}
