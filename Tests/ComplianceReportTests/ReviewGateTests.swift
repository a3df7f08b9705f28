import ComplianceReport
import ContractMarkdown
import Contracts
import Foundation
import Support
import Testing
import Verification

/// The report builder weighs every difference from the reviewed baseline by the policy: by
/// default a changed clause fails the run like a snapshot mismatch; `changedSinceReview: warn`
/// lowers it; `--strict` fails on more; renames and orphans point at the baseline.
@Suite struct ReviewGateTests {
  static let reviewed = """
    # Sample

    ## Inputs

    | Input | Result |
    | --- | --- |
    | Start | Loads the stored language. |
    | Select | Persists the choice. |
    | Reset | Clears the choice. |

    ## Limits

    - The provider does not mirror layouts.

    """

  static let file = "contracts/sample.md"
  static let baselineFile = "contracts/sample.reviewed.md"

  /// Checks for every clause of the reviewed text, each passing.
  static let bindings = ContractBindings("sample") {
    Section("Inputs") {
      Row("Start") { $0.cell("Result", expected: "x", observed: "x", holds: true) }
      Row("Select") { $0.cell("Result", expected: "x", observed: "x", holds: true) }
      Row("Reset") { $0.cell("Result", expected: "x", observed: "x", holds: true) }
    }
    Section("Limits") {
      Item("The provider does not mirror layouts.") {
        $0.limit("mirroring", expected: "none", observed: "none", holds: true)
      }
    }
  }

  func report(
    _ current: String, baseline: String? = reviewed, policy: GatePolicy = GatePolicy(),
    strict: Bool = false, filter: ClauseFilter = .all
  ) async throws -> ComplianceReport {
    var documents = [
      LoadedDocument(
        contract: try Contract.parse(Array(current.utf8), file: Self.file), input: nil)
    ]
    if let baseline {
      documents.append(
        LoadedDocument(
          contract: try Contract.parse(
            Array(baseline.utf8), file: Self.baselineFile, kind: .baseline), input: nil))
    }
    let builder = ReportBuilder(
      bindings: [Self.bindings],
      runner: VerificationRunner(filter: filter, timeout: 600, parallelism: 1),
      version: "test", strict: strict, policy: policy)
    return await builder.build(DocumentSet(documents: documents))
  }

  func edited(_ old: String, _ new: String) -> String {
    precondition(Self.reviewed.contains(old))
    return Self.reviewed.replacingOccurrences(of: old, with: new)
  }

  func gate(_ report: ComplianceReport, _ name: String) -> GateResult? {
    report.gates.first { $0.name == name }
  }

  // MARK: - A changed clause is not green

  @Test func anUnchangedContractPasses() async throws {
    let report = try await report(Self.reviewed)
    #expect(report.passed)
    #expect(report.contracts[0].reviewFindings.isEmpty)
    #expect(gate(report, "review")?.detail == "no clause differs from its reviewed baseline")
    #expect(report.finalLine == "4 passed, 0 failed")
  }

  @Test func aChangedClauseFailsTheRunWithItsDiffAndTheCommandsThatAcceptIt() async throws {
    let report = try await report(edited("Persists the choice.", "Forgets the choice."))
    #expect(report.totals.passed == 4)
    #expect(!report.passed)
    #expect(report.exitCode == 1)
    let finding = try #require(report.contracts[0].reviewFindings.first)
    #expect(report.contracts[0].reviewFindings.count == 1)
    #expect(finding.kind == .changed)
    #expect(finding.severity == .error)
    #expect(finding.clauseID == "sample/inputs/select")
    #expect(finding.title == "Inputs › Select")
    #expect(finding.file == Self.file)
    #expect(finding.location.line == 8)
    #expect(finding.baselineLocation?.line == 8)
    #expect(finding.diff?.annotated == "Select | [-Persists-]{+Forgets+} the choice.")
    #expect(finding.acceptCommand == "contract-report review --accept contracts/sample.md")
    #expect(
      finding.acceptClauseCommand
        == "contract-report review --accept contracts/sample.md --clause sample/inputs/select")
    #expect(finding.checks.count == 1)
    // The docs writer first (the command), then the check author (the check and where).
    #expect(finding.hints.count == 2)
    #expect(finding.hints[0].hasPrefix("docs writer: "))
    #expect(finding.hints[0].contains(finding.acceptClauseCommand!))
    #expect(finding.hints[1].hasPrefix("check author: the check declared at \(finding.checks[0])"))
    #expect(
      gate(report, "review")
        == GateResult(
          name: "review", passed: false, detail: "1 changed since review"))
    #expect(report.finalLine == "FAILED: 1 changed since review; 4 passed, 0 failed")
  }

  @Test func addedAndRemovedClausesFailToo() async throws {
    let report = try await report(
      edited("| Reset | Clears the choice. |\n", "| Restart | Reloads everything. |\n"))
    let kinds = report.contracts[0].reviewFindings.map(\.kind)
    #expect(kinds == [.removed, .added])
    #expect(report.contracts[0].reviewFindings.allSatisfy { $0.severity == .error })
    #expect(
      report.finalLine
        == "FAILED: 1 added, 1 removed since review; 3 passed, 0 failed, 1 unbound, 1 orphaned")
  }

  @Test func policyWarnLowersDifferencesToWarnings() async throws {
    let report = try await report(
      edited("Persists the choice.", "Forgets the choice."),
      policy: GatePolicy(changedSinceReview: .warn))
    #expect(report.passed)
    #expect(report.exitCode == 0)
    #expect(report.contracts[0].reviewFindings.map(\.severity) == [.warning])
    #expect(
      gate(report, "review")?.detail
        == "1 changed since review (warnings: policy.changedSinceReview is \"warn\")")
    #expect(report.finalLine == "warnings: 1 changed since review; 4 passed, 0 failed")
    #expect(report.policy.changedSinceReview == .warn)
  }

  @Test func strictFailsOnDifferencesEvenWhenThePolicyWarns() async throws {
    let report = try await report(
      edited("Persists the choice.", "Forgets the choice."),
      policy: GatePolicy(changedSinceReview: .warn), strict: true)
    #expect(report.contracts[0].reviewFindings.map(\.severity) == [.error])
    #expect(!report.passed)
  }

  @Test func aFilteredRunWeighsOnlyTheClausesItRuns() async throws {
    let report = try await report(
      edited("Persists the choice.", "Forgets the choice."),
      filter: ClauseFilter(sections: [Glob("Limits")]))
    #expect(report.contracts[0].reviewFindings.isEmpty)
    #expect(report.passed)
  }

  // MARK: - Renames and orphans

  @Test func aRemovedRowsCheckIsLocatedAtItsBaselineLineAndQuotesIt() async throws {
    let report = try await report(edited("| Select | Persists the choice. |\n", ""))
    let orphan = try #require(
      report.contracts[0].verification.results.first { $0.verdict == .orphaned })
    #expect(orphan.file == Self.baselineFile)
    #expect(orphan.location == SourceLocation(line: 8, column: 1))
    #expect(orphan.message?.contains("removed since review") == true)
    #expect(orphan.message?.contains("\"Select | Persists the choice.\"") == true)
    let hints = try #require(orphan.hints)
    #expect(hints.map { $0.prefix(13) } == ["docs writer: ", "check author:"])
    #expect(hints[0].contains("--clause sample/inputs/select"))
    let removed = try #require(report.contracts[0].reviewFindings.first)
    #expect(removed.kind == .removed)
    #expect(removed.file == Self.baselineFile)
    #expect(removed.checks == [try #require(orphan.checkDeclaredAt)])
  }

  @Test func aRowWhoseKeyChangedIsRenamedWithTheCheckThatWasBoundToIt() async throws {
    let report = try await report(edited("| Select |", "| Choose |"))
    let findings = report.contracts[0].reviewFindings
    #expect(findings.map(\.kind) == [.renamed])
    #expect(findings[0].title == "Inputs › Select → Choose")
    #expect(findings[0].baselineClauseID == "sample/inputs/select")
    #expect(findings[0].checks.count == 1)
    #expect(findings[0].hints[1].contains("bind it to 'Choose'"))
    let results = report.contracts[0].verification.results
    let unbound = try #require(results.first { $0.verdict == .unbound })
    #expect(unbound.hints?.first?.hasPrefix("docs writer: it read 'Select' at review") == true)
    let orphan = try #require(results.first { $0.verdict == .orphaned })
    #expect(orphan.location.line == 8)
    #expect(orphan.message?.contains("is now 'Inputs › Choose'") == true)
    #expect(
      report.finalLine
        == "FAILED: 1 renamed since review; 3 passed, 0 failed, 1 unbound, 1 orphaned")
  }

  @Test func aSectionRenamedWithItsRowsIsOneFindingWithItsChecks() async throws {
    let report = try await report(edited("## Inputs", "## Situations"))
    let findings = report.contracts[0].reviewFindings
    #expect(findings.map(\.kind) == [.sectionRenamed])
    let rename = findings[0]
    #expect(rename.title == "Inputs → Situations")
    #expect(rename.location.line == 3)
    #expect(rename.baselineLocation?.line == 3)
    #expect(rename.checks.count == 3)
    #expect(rename.acceptClauseCommand == nil)
    #expect(rename.hints[0].contains(rename.acceptCommand))
    #expect(rename.hints[1].contains("Section(\"Inputs\")"))
    #expect(rename.hints[1].contains("Section(\"Situations\")"))
    let results = report.contracts[0].verification.results
    #expect(results.filter { $0.verdict == .unbound }.count == 3)
    let orphans = results.filter { $0.verdict == .orphaned }
    #expect(orphans.map(\.location.line) == [7, 8, 9])
    #expect(orphans.allSatisfy { $0.file == Self.baselineFile })
    #expect(
      report.finalLine
        == "FAILED: 1 section renamed since review; 1 passed, 0 failed, 3 unbound, 3 orphaned")
  }

  // MARK: - --strict and missing baselines

  @Test func aContractWithoutABaselineIsANoteAndFailsOnlyUnderStrict() async throws {
    let plain = try await report(Self.reviewed, baseline: nil)
    let note = try #require(plain.contracts[0].reviewFindings.first)
    #expect(note.kind == .noBaseline)
    #expect(note.severity == .note)
    #expect(plain.passed)
    #expect(gate(plain, "review")?.detail == "no contract has a reviewed baseline")

    let strict = try await report(Self.reviewed, baseline: nil, strict: true)
    #expect(strict.contracts[0].reviewFindings.map(\.severity) == [.error])
    #expect(
      gate(strict, "strict:baseline")
        == GateResult(
          name: "strict:baseline", passed: false,
          detail: "1 contract(s) without a reviewed baseline: sample"))
    #expect(strict.finalLine == "FAILED: 1 gate (strict:baseline); 4 passed, 0 failed")
  }

  @Test func strictFailsOnUnboundAndOrphanedUnlessTheContractIsExempt() async throws {
    let text = edited("| Select |", "| Choose |")
    let strict = try await report(text, strict: true)
    #expect(!(gate(strict, "strict:unbound")?.passed ?? true))
    #expect(!(gate(strict, "strict:orphaned")?.passed ?? true))
    #expect(
      strict.finalLine
        == "FAILED: 2 gates (strict:unbound, strict:orphaned), 1 renamed since review; 3 passed, 0 failed, 1 unbound, 1 orphaned"
    )

    let exempt = try await report(
      text, policy: GatePolicy(changedSinceReview: .warn, strictExempt: ["sample"]),
      strict: true)
    #expect(!exempt.contracts[0].strict)
    #expect(exempt.passed)
    #expect(
      gate(exempt, "strict:unbound")?.detail
        == "0 unbound clause(s) (1 contract(s) exempt by policy.strictExempt)")
    #expect(exempt.contracts[0].reviewFindings.map(\.severity) == [.warning])
  }

  @Test func theFinalLineNamesFailedGatesBesideTheReviewFindings() async throws {
    var report = try await report(edited("Persists the choice.", "Forgets the choice."))
    report.gates.append(GateResult(name: "coverage:he", passed: false, detail: "coverage 25%"))
    #expect(
      report.finalLine == "FAILED: 1 gate (coverage:he), 1 changed since review; 4 passed, 0 failed"
    )
  }

  @Test func theReportRoundTripsThroughJSON() async throws {
    let report = try await report(edited("## Inputs", "## Situations"), strict: true)
    let decoded = try JSONDecoder().decode(
      ComplianceReport.self, from: JSONEncoder().encode(report))
    #expect(decoded == report)
  }
}
