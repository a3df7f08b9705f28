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

  static let header =
    "# Sign-off\n\n## Sign-offs\n\n| Release | Contract | Fingerprint | Role | Decision | Date | Notes |\n|---|---|---|---|---|---|---|\n"

  static func record(_ rows: [String]) throws -> Contract {
    try contract(header + rows.joined(separator: "\n") + "\n", file: "signoff.md")
  }

  /// A record with the optional `Signed by` and `Waives` columns.
  static func fullRecord(_ rows: [String]) throws -> Contract {
    let text =
      "# Sign-off\n\n## Sign-offs\n\n| Release | Contract | Fingerprint | Role | Decision | Date | Signed by | Waives | Notes |\n|---|---|---|---|---|---|---|---|---|\n"
      + rows.joined(separator: "\n") + "\n"
    return try contract(text, file: "signoff.md")
  }

  static func check(_ report: SignoffReport, _ name: String) -> GateResult? {
    report.readiness.first { $0.name == name }
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
      record: record, contracts: [Self.result(current, baseline: baseline)], gates: [], rtl: nil,
      release: "1.0")
    #expect(
      report.entries.map(\.explanation) == [
        "valid", "stale: contract changed after sign-off, 1 clause differ",
        "no contract 'other' in this run",
      ])
    #expect(report.diagnostics.isEmpty)
    #expect(!report.ready)
    #expect(report.readiness.first { $0.name == "sign-offs" }?.detail == "1 stale (Docs)")
  }

  @Test func readyWhenEverythingHolds() throws {
    let current = try Self.contract("# C\n\n## S\n\n- one\n")
    let record = try Self.record([
      "| 1.0 | c | \(current.fingerprint) | QA | approved | 2026-01-02 | |"
    ])
    let report = SignoffReport.make(
      record: record, contracts: [Self.result(current, baseline: current)],
      gates: [GateResult(name: "clauses", passed: true, detail: "")], rtl: nil, release: "1.0")
    #expect(report.ready, "\(report.readiness)")
    #expect(Self.check(report, "sign-offs")?.detail == "1 valid approval(s) for release 1.0")
  }

  @Test func failingClausesAndPendingDecisionsBlock() throws {
    let current = try Self.contract("# C\n\n## S\n\n- one\n")
    let record = try Self.record([
      "| 1.0 | c | \(current.fingerprint) | Release | pending | — | |"
    ])
    let report = SignoffReport.make(
      record: record, contracts: [Self.result(current, baseline: current, verdict: .failed)],
      gates: [], rtl: nil, release: "1.0")
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

  @Test func aMalformedFingerprintIsMalformedNotStale() throws {
    let current = try Self.contract("# C\n\n## S\n\n- one\n")
    let record = try Self.record(["| 1.0 | c | abc | QA | approved | 2026-01-02 | |"])
    let report = SignoffReport.make(
      record: record, contracts: [Self.result(current, baseline: current)], gates: [], rtl: nil,
      release: "1.0")
    let entry = try #require(report.entries.first)
    #expect(entry.validity == .malformed)
    #expect(entry.explanation == "malformed: fingerprint must be 64 hexadecimal digits (SHA-256)")
    #expect(!entry.explanation.contains("stale"))
    #expect(report.diagnostics.map(\.rule) == ["signoff-fingerprint"])
    #expect(report.diagnostics.first?.location.line == 7)
    let signoffs = try #require(Self.check(report, "sign-offs"))
    #expect(!signoffs.passed)
    #expect(signoffs.detail == "the record has 1 error(s) (see lint); 1 malformed (line 7)")
  }

  @Test func onlyTheCurrentReleaseCountsAndLaterRowsSupersedeEarlierOnes() throws {
    let baseline = try Self.contract("# C\n\n## S\n\n- one\n")
    let current = try Self.contract("# C\n\n## S\n\n- one!\n")
    let record = try Self.record([
      "| 0.9 | c | \(baseline.fingerprint) | QA | approved | 2025-01-02 | |",
      "| 1.0 | c | \(current.fingerprint) | QA | rejected | 2026-01-01 | |",
      "| 1.0 | c | \(current.fingerprint) | qa | approved | 2026-01-02 | |",
    ])
    let report = SignoffReport.make(
      record: record, contracts: [Self.result(current, baseline: current)], gates: [], rtl: nil,
      release: "1.0")
    #expect(report.entries.map(\.standing) == [.otherRelease, .superseded, .current])
    #expect(report.entries[1].supersededAt == 9)
    #expect(report.entries[0].validity == .stale)
    #expect(report.current.map(\.location.line) == [9])
    #expect(report.history.map(\.location.line) == [7, 8])
    // The old release's stale row and the replaced rejection no longer block.
    #expect(Self.check(report, "sign-offs")?.passed == true, "\(report.readiness)")
    #expect(report.ready, "\(report.readiness)")

    let older = SignoffReport.make(
      record: record, contracts: [Self.result(current, baseline: current)], gates: [], rtl: nil,
      release: "0.9")
    #expect(Self.check(older, "sign-offs")?.detail == "1 stale (QA)")
  }

  @Test func withoutACurrentReleaseSignoffsFailSayingWhy() throws {
    let current = try Self.contract("# C\n\n## S\n\n- one\n")
    let record = try Self.record([
      "| 1.0 | c | \(current.fingerprint) | QA | approved | 2026-01-02 | |"
    ])
    let report = SignoffReport.make(
      record: record, contracts: [Self.result(current, baseline: current)], gates: [], rtl: nil)
    #expect(report.release == nil)
    #expect(report.entries.map(\.standing) == [.otherRelease])
    #expect(
      Self.check(report, "sign-offs")?.detail
        == "no current release: set \"release\" in contract-report.json or pass --release")
    #expect(!report.ready)
  }

  @Test func everyContractOfTheRunNeedsASignoff() throws {
    let first = try Self.contract("# C\n\n## S\n\n- one\n", file: "c.md")
    let second = try Self.contract("# D\n\n## S\n\n- two\n", file: "d.md")
    let record = try Self.record([
      "| 1.0 | c | \(first.fingerprint) | QA | approved | 2026-01-02 | |"
    ])
    let report = SignoffReport.make(
      record: record,
      contracts: [Self.result(first, baseline: first), Self.result(second, baseline: second)],
      gates: [], rtl: nil, release: "1.0")
    #expect(Self.check(report, "sign-offs")?.detail == "not signed for 1.0: d")
  }

  @Test func aWaiverShowsAsWaivedNeverAsPassing() throws {
    let current = try Self.contract("# C\n\n## S\n\n- one\n")
    let gates = [GateResult(name: "coverage:he", passed: false, detail: "coverage 10%")]
    let record = try Self.fullRecord([
      "| 1.0 | c | \(current.fingerprint) | QA | approved with conditions | 2026-01-02 | Ana | gate coverage:he, RTL xx | he later |",
      "| 1.0 | c | \(current.fingerprint) | Docs | approved | 2026-01-02 | Bo | | |",
    ])
    let report = SignoffReport.make(
      record: record, contracts: [Self.result(current, baseline: current)], gates: gates,
      rtl: nil, release: "1.0")
    let gate = try #require(Self.check(report, "gate coverage:he"))
    #expect(!gate.passed)
    #expect(gate.waived)
    #expect(gate.waivedBy == ["QA (Ana)"])
    #expect(report.waived.map(\.name) == ["gate coverage:he"])
    #expect(report.ready, "\(report.readiness)")
    #expect(report.entries[0].waives == ["gate coverage:he", "RTL xx"])
    #expect(report.entries[0].explanation == "valid; waiver 'RTL xx' names no readiness check")

    // A stale sign-off waives nothing.
    let changed = try Self.contract("# C\n\n## S\n\n- one changed\n")
    let stale = SignoffReport.make(
      record: record, contracts: [Self.result(changed, baseline: changed)], gates: gates,
      rtl: nil, release: "1.0")
    #expect(Self.check(stale, "gate coverage:he")?.waivedBy == nil)
    #expect(!stale.ready)
  }

  @Test func onlyAnApprovalWithConditionsMayWaive() throws {
    let current = try Self.contract("# C\n\n## S\n\n- one\n")
    let gates = [GateResult(name: "lint", passed: false, detail: "1 lint error(s)")]
    let record = try Self.fullRecord([
      "| 1.0 | c | \(current.fingerprint) | QA | approved | 2026-01-02 | Ana | gate lint | |",
      "| 1.0 | c | \(current.fingerprint) | RM | approved with conditions | 2026-01-02 | Bo | sign-offs | |",
    ])
    let report = SignoffReport.make(
      record: record, contracts: [Self.result(current, baseline: current)], gates: gates,
      rtl: nil, release: "1.0")
    #expect(report.diagnostics.map(\.rule) == ["signoff-waiver", "signoff-waiver"])
    #expect(Self.check(report, "gate lint")?.waived == false)
    #expect(Self.check(report, "sign-offs")?.waived == false)
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
      record: record, contracts: [Self.result(current, baseline: baseline)], gates: [], rtl: nil,
      release: "4.12.0")
    #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
    #expect(report.entries.count == 4)
    #expect(report.history.map(\.release) == ["4.11.0"])
    #expect(report.current.count == 3)
    #expect(
      report.current.allSatisfy {
        $0.explanation.hasPrefix("stale: contract changed after sign-off, 5 clauses differ")
      })
    #expect(report.current.map(\.decision) == [.approved, .approvedWithConditions, .pending])
    #expect(report.current[1].waives == ["RTL ar"])
  }
}
