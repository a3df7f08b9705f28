import ComplianceReport
import Foundation
import Testing
import TranslationCoverage

@Suite("Project settings: contracts/contract-report.json")
struct ProjectSettingsTests {
  static let contracts = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("contracts")

  private func message(_ json: String) -> String? {
    do {
      _ = try ProjectSettings.decode(Data(json.utf8), file: "contract-report.json")
      return nil
    } catch {
      return error.description
    }
  }

  @Test("the shipped settings")
  func shipped() throws {
    let url = try #require(ProjectSettings.file(in: Self.contracts))
    let settings = try ProjectSettings.load(contentsOf: url)
    #expect(settings.siteTitle == "Driver App language compliance")
    #expect(settings.baseURL?.absoluteString == "https://docs.example.com/driver-app/")
    let coverage = try #require(settings.coverage)
    #expect(coverage.locales == ["en", "es", "fr", "ar", "he"])
    #expect(coverage.sourceLocale == "en")
    #expect(coverage.keyPrefix == "DRIVER_APP_")
    #expect(coverage.gates.gate(for: "ar").effectiveMinimumCoveragePercent == 70)
    #expect(coverage.gates.gate(for: "es").effectiveMinimumCoveragePercent == 90)
    #expect(coverage.gates.gate(for: "es").maximumKeyText == 0)
    #expect(coverage.gates.gate(for: "he").effectiveMinimumCoveragePercent == 20)
    #expect(coverage.gates.gate(for: "fr").effectiveAllowFallbackOnly)
    #expect(coverage.service?.project == "driver-app-demo")
  }

  @Test("defaults: {} has a title, no base URL and no coverage")
  func defaults() throws {
    let settings = try ProjectSettings.decode(Data("{}".utf8), file: "x.json")
    #expect(settings == ProjectSettings())
    #expect(settings.coverage == nil)
  }

  @Test(
    "errors name the file, position and field",
    arguments: [
      (
        "{\"title\": \"x\"}",
        "contract-report.json:1:11: unknown field \"title\" (expected one of: baseURL, coverage, fixtures, policy, release, siteTitle, sourceMutation)"
      ),
      (
        "{\"fixtures\": {\"commands\": [{\"name\": \"P\", \"command\": \"p\", \"columns\": [{\"name\": \"C\", \"role\": \"input\", \"type\": \"choice\"}, {\"name\": \"R\", \"role\": \"result\"}]}]}}",
        "contract-report.json:1:70: \"fixtures.commands[0].columns[0].values\": a \"choice\" column needs its values"
      ),
      (
        "{\"fixtures\": {\"commands\": [{\"name\": \"P\", \"command\": \"p\", \"columns\": [{\"name\": \"C\", \"role\": \"input\"}]}]}}",
        "contract-report.json:1:69: \"fixtures.commands[0].columns\": needs at least one column with \"role\": \"result\""
      ),
      (
        "{\"fixtures\": {\"commands\": [{\"name\": \"P\", \"command\": \"p\", \"columns\": [{\"name\": \"Shown?\", \"role\": \"result\"}]}]}}",
        "contract-report.json:1:79: \"fixtures.commands[0].columns[0].name\": is written without the '?' a result's header ends in"
      ),
      (
        "{\n  \"coverage\": {\n    \"locales\": \"en\"\n  }\n}",
        "contract-report.json:3:16: \"coverage.locales\" must be a list"
      ),
      (
        "{\"baseURL\": \"docs/site\"}",
        "contract-report.json:1:13: \"baseURL\": must be an absolute http or https URL"
      ),
      (
        "{\"siteTitle\": 5}",
        "contract-report.json:1:15: \"siteTitle\" must be a string"
      ),
    ])
  func errors(json: String, expected: String) {
    #expect(message(json) == expected)
  }

  @Test("policy: review findings fail by default, warn lowers them, strictExempt names contracts")
  func policy() throws {
    #expect(try ProjectSettings.decode(Data("{}".utf8), file: "x.json").policy == GatePolicy())
    #expect(GatePolicy().changedSinceReview == .fail)
    #expect(GatePolicy().reviewSeverity(strict: false) == .error)
    let json = """
      {"policy": {"changedSinceReview": "warn", "strictExempt": ["driver-app/*.md", "glossary"]}}
      """
    let policy = try ProjectSettings.decode(Data(json.utf8), file: "x.json").policy
    #expect(policy.changedSinceReview == .warn)
    #expect(policy.reviewSeverity(strict: false) == .warning)
    #expect(policy.reviewSeverity(strict: true) == .error)
    #expect(policy.exempts(slug: "glossary", file: "contracts/glossary.md"))
    #expect(policy.exempts(slug: "x", file: "contracts/driver-app/language-examples.md"))
    #expect(!policy.exempts(slug: "driver-app-language-contract", file: "contracts/other/c.md"))
  }

  @Test(
    "policy errors name the field",
    arguments: [
      (
        "{\"policy\": {\"changedSinceReview\": \"ignore\"}}",
        "contract-report.json:1:35: \"policy.changedSinceReview\": must be \"fail\" or \"warn\""
      ),
      (
        "{\"policy\": {\"strict\": true}}",
        "contract-report.json:1:23: unknown field \"policy.strict\" (expected one of: changedSinceReview, strictExempt)"
      ),
      (
        "{\"policy\": {\"strictExempt\": \"a\"}}",
        "contract-report.json:1:29: \"policy.strictExempt\" must be a list"
      ),
    ])
  func policyErrors(json: String, expected: String) {
    #expect(message(json) == expected)
  }

  @Test("coverage and mutation gates follow the report's own gates, each once")
  func coverageAndMutationGates() throws {
    let own = ComplianceReport(
      tool: ToolInfo(version: "test"), title: "t", inputs: [], contracts: [], records: [],
      lint: [], strict: false)
    #expect(own.gates.map(\.name) == ["clauses", "lint", "review"])
    #expect(own.passed)
    let coverage = CoverageReport(
      keyPrefix: "DRIVER_APP_", sourceLocale: "en", live: false, keyCount: 0,
      criticalWithoutFallback: [], copyFindings: [], inconsistentFallbacks: [], dynamicCalls: [],
      locales: [], matrix: TierMatrix(keys: []), catalogueGate: CatalogueGate(),
      gates: [
        CoverageGateResult(name: "coverage:catalogue", passed: true, detail: "ok"),
        CoverageGateResult(name: "coverage:he", passed: false, detail: "coverage 25.0%"),
      ])
    let mutation = MutationReport(
      contract: "c", defects: [MutationReport.Defect(name: "d", caughtBy: ["c/s/k"])],
      target: 0.95)
    let report = ComplianceReport(
      tool: ToolInfo(version: "test"), title: "t", inputs: [], contracts: [], records: [],
      lint: [], strict: false, coverage: coverage, mutation: mutation)
    #expect(
      report.gates.map(\.name) == [
        "clauses", "lint", "review", "coverage:catalogue", "coverage:he", "mutation",
      ])
    #expect(report.gates.last?.passed == true)
    #expect(!report.passed)
    #expect(report.exitCode == 1)
    let decoded = try JSONDecoder().decode(
      ComplianceReport.self, from: JSONEncoder().encode(report))
    #expect(decoded == report)
    #expect(decoded.coverage == coverage)
  }
}
