import ComplianceReport
import Foundation
import Testing

@testable import CIOutput

@Suite struct SARIFWriterTests {
  private func log(_ report: ComplianceReport) throws -> [String: Any] {
    let text = try SARIFWriter.render(report)
    return try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func structureIsSARIF210() throws {
    let log = try log(try ReportFixture.report(lint: [ReportFixture.lintError]))
    #expect(log["version"] as? String == "2.1.0")
    #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "contract-report")
    #expect(driver["version"] as? String == "9.9.9")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let ruleIDs = rules.compactMap { $0["id"] as? String }
    #expect(
      ruleIDs == [
        "clause/error", "clause/failed", "clause/orphaned", "clause/unbound", "lint/ragged-row",
      ])
    let results = try #require(runs[0]["results"] as? [[String: Any]])
    #expect(
      results.map { $0["ruleId"] as? String } == [
        "lint/ragged-row", "clause/failed", "clause/unbound", "clause/error", "clause/orphaned",
      ])
    #expect(
      results.map { $0["level"] as? String } == ["error", "error", "note", "error", "warning"])
    for result in results {
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(ruleIDs[index] == result["ruleId"] as? String)
      #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
      let locations = try #require(result["locations"] as? [[String: Any]])
      let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
      let artifact = try #require(physical["artifactLocation"] as? [String: Any])
      #expect(artifact["uri"] as? String == "contracts/evil,%20%22quoted%22%3A%20100%25.md")
      #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
      let region = try #require(physical["region"] as? [String: Any])
      #expect((region["startLine"] as? Int ?? 0) >= 1)
      #expect((region["startColumn"] as? Int ?? 0) >= 1)
    }
    let lint = try #require(results.first)
    let region =
      ((lint["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
        "region"] as? [String: Any]
    #expect(region?["startLine"] as? Int == 7)
    #expect(region?["startColumn"] as? Int == 3)
    let failed = results[1]
    #expect(
      (failed["partialFingerprints"] as? [String: String])?["clauseId/v1"]?.hasSuffix("#failed")
        == true)
  }

  @Test func aPassingReportHasNoResults() throws {
    var report = try ReportFixture.report()
    for index in report.contracts[0].verification.results.indices {
      report.contracts[0].verification.results[index].verdict = .passed
    }
    let runs = try #require(try log(report)["runs"] as? [[String: Any]])
    #expect((runs[0]["results"] as? [Any])?.isEmpty == true)
  }
}
