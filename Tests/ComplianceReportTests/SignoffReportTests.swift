import ContractMarkdown
import Contracts
import Foundation
import Testing
import Verification

@testable import ComplianceReport

@Suite struct SignoffReportTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func contract(_ text: String, file: String = "c.md") throws -> Contract {
    try Contract.parse(Array(text.utf8), file: file)
  }

  static func result(_ current: Contract, baseline: Contract?, verdict: ClauseVerdict = .passed)
    -> ContractResult
  {
    let results = current.clauses.map {
      ClauseResult(
        clauseID: $0.id, section: $0.section, key: $0.key, kind: $0.kind, file: $0.file,
        location: $0.location, verdict: verdict)
    }
    return ContractResult(
      contract: current,
      verification: ContractVerification(
        contract: current.slug, file: current.file, title: current.title, results: results),
      review: baseline.map { ReviewComparison(baseline: $0, current: current) })
  }

  static func record(_ rows: [String]) throws -> Contract {
    let text =
      "# Sign-off\n\n## Sign-offs\n\n| Release | Contract | Fingerprint | Role | Decision | Date | Notes |\n|---|---|---|---|---|---|---|\n"
      + rows.joined(separator: "\n") + "\n"
    return try contract(text, file: "signoff.md")
  }

  @Test func validStaleAndUnknown() throws {
    let baseline = try Self.contract("# C\n\n## S\n\n- one\n- two\n")
    let current = try Self.contract("# C\n\n## S\n\n- one\n- two!\n")
    let record = try Self.record([
      "| 1.0 | c | \(current.fingerprint) | QA | approved | 2026-01-02 | |",
      "| 1.0 | c | \(baseline.fingerprint) | Docs | approved | 2026-01-01 | |",
      "| 1.0 | other | \(baseline.fingerprint) | Docs | approved | 2026-01-01 | |",
    ])
    let report = SignoffReport.make(
      record: record, contracts: [Self.result(current, baseline: baseline)], gates: [], rtl: nil)
    #expect(
      report.entries.map(\.explanation) == [
        "valid", "stale: contract changed after sign-off, 1 clause differ",
        "no contract 'other' in this run",
      ])
    #expect(report.diagnostics.isEmpty)
    #expect(!report.ready)
    #expect(report.readiness.first { $0.name == "sign-offs" }?.detail == "1 stale")
  }

  @Test func readyWhenEverythingHolds() throws {
    let current = try Self.contract("# C\n\n## S\n\n- one\n")
    let record = try Self.record([
      "| 1.0 | c | \(current.fingerprint) | QA | approved | 2026-01-02 | |"
    ])
    let report = SignoffReport.make(
      record: record, contracts: [Self.result(current, baseline: current)],
      gates: [GateResult(name: "clauses", passed: true, detail: "")], rtl: nil)
    #expect(report.ready, "\(report.readiness)")
  }

  @Test func failingClausesAndPendingDecisionsBlock() throws {
    let current = try Self.contract("# C\n\n## S\n\n- one\n")
    let record = try Self.record([
      "| 1.0 | c | \(current.fingerprint) | Release | pending | — | |"
    ])
    let report = SignoffReport.make(
      record: record, contracts: [Self.result(current, baseline: current, verdict: .failed)],
      gates: [], rtl: nil)
    #expect(report.readiness.first { $0.name == "clauses" }?.detail == "failing: S › one")
    #expect(report.readiness.first { $0.name == "sign-offs" }?.detail == "Release: pending")
  }

  @Test func malformedRowsAreDiagnosed() throws {
    let record = try Self.record([
      "| 1.0 | c | abc | QA | maybe | 2026-01-02 | |",
      "| 1.0 | c | xyz | QA | approved | 01.02.2026 | |",
    ])
    let report = SignoffReport.make(record: record, contracts: [], gates: [], rtl: nil)
    #expect(
      report.diagnostics.map(\.rule) == ["signoff-decision", "signoff-date", "signoff-fingerprint"])
  }

  @Test func shippedSignoffsAreStaleBecauseTheContractChangedAfterReview() throws {
    let loader = ContractLoader()
    let current = try loader.load(
      Self.root.appendingPathComponent("contracts/driver-app/language-contract.md").path)
    let baseline = try loader.load(
      Self.root.appendingPathComponent("contracts/driver-app/language-contract.reviewed.md").path)
    let record = try loader.load(
      Self.root.appendingPathComponent("contracts/driver-app/signoff.md").path)
    let report = SignoffReport.make(
      record: record, contracts: [Self.result(current, baseline: baseline)], gates: [], rtl: nil)
    #expect(report.entries.count == 3)
    #expect(
      report.entries.allSatisfy {
        $0.explanation == "stale: contract changed after sign-off, 5 clauses differ"
      })
    #expect(report.entries.map(\.decision) == [.approved, .approvedWithConditions, .pending])
  }
}
