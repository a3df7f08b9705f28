import ComplianceReport
import Contracts
import Foundation
import Synchronization
import Testing
import TranslationCoverage
import Verification

/// `ReportBuilder` finishes the report: what the settings and the run add (title, coverage,
/// source-mutation score, injected faults, the mutation measurement) is in the report it
/// returns, with every gate, and readiness judged over all of them.
@Suite struct ReportBuilderTests {
  static let contract = """
    # Sample

    ## Inputs

    | Input | Result |
    | --- | --- |
    | Start | Loads the stored language. |

    """

  static let bindings = ContractBindings("sample") {
    Section("Inputs") {
      Row("Start") { $0.cell("Result", expected: "x", observed: "x", holds: true) }
    }
  }

  static let coverage = CoverageReport(
    keyPrefix: "DRIVER_APP_", sourceLocale: "en", live: false, keyCount: 0,
    criticalWithoutFallback: [], copyFindings: [], inconsistentFallbacks: [], dynamicCalls: [],
    locales: [], matrix: TierMatrix(keys: []), catalogueGate: CatalogueGate(),
    gates: [CoverageGateResult(name: "coverage:he", passed: false, detail: "coverage 25.0%")])

  static func documents() throws -> DocumentSet {
    DocumentSet(documents: [
      LoadedDocument(
        contract: try Contract.parse(Array(contract.utf8), file: "contracts/sample.md"),
        input: nil)
    ])
  }

  static func builder() -> ReportBuilder {
    ReportBuilder(
      bindings: [bindings], runner: VerificationRunner(timeout: 600, parallelism: 1),
      version: "test")
  }

  @Test func withoutAdditionsTheReportHasItsOwnGatesOnly() async throws {
    let report = await Self.builder().build(try Self.documents())
    #expect(report.title == ReportBuilder.defaultTitle)
    #expect(report.gates.map(\.name) == ["clauses", "lint", "review"])
    #expect(report.coverage == nil && report.mutation == nil && report.injectedFaults == nil)
    #expect(report.signoff == nil)
  }

  @Test func everyAdditionIsInTheReportAndReadinessWeighsEveryGate() async throws {
    let measured = Mutex<[[String]]>([])
    var builder = Self.builder()
    builder.title = "Settings title"
    builder.release = "1.0"
    builder.coverage = Self.coverage
    builder.sourceMutation = try JSONDecoder().decode(
      SourceMutationScore.self,
      from: Data(#"{"date":"2026-01-01","commit":"abc","caught":1,"total":1,"mutants":[]}"#.utf8))
    builder.injectedFaults = ["second", "first"]
    builder.measureMutation = { contracts in
      measured.withLock { $0.append(contracts.map(\.slug)) }
      return MutationReport(
        contract: "sample", defects: [MutationReport.Defect(name: "d", caughtBy: [])],
        target: 0.95)
    }
    let report = await builder.build(try Self.documents())
    // Measured once, over the run's contracts.
    #expect(measured.withLock { $0 } == [["sample"]])
    #expect(report.title == "Settings title")
    #expect(report.coverage == Self.coverage)
    #expect(report.sourceMutation == builder.sourceMutation)
    #expect(report.injectedFaults == ["first", "second"])
    #expect(report.mutation?.summary == "0/1 defects caught (0.0%), target 95%")
    #expect(
      report.gates.map(\.name) == ["clauses", "lint", "review", "coverage:he", "mutation"])
    let readiness = try #require(report.signoff).readiness
    #expect(readiness.first { $0.name == "gate coverage:he" }?.passed == false)
    #expect(readiness.first { $0.name == "gate mutation" }?.passed == false)
    #expect(!(report.signoff?.ready ?? true))
  }
}
