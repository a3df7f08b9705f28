import ComplianceReport
import ContractMarkdown
import Contracts
import Foundation
import Verification

/// A small report built by hand: a contract whose text tries to inject markup, HTML, workflow
/// commands and terminal escapes, and one clause of every verdict.
enum ReportFixture {
  static let file = "contracts/evil, \"quoted\": 100%.md"

  static let markdown = """
    # Evil <script>alert(1)</script> contract

    ## Section | with *pipes*

    | Key | Claim |
    | --- | --- |
    | Row `one` <img src=x onerror=alert(1)> | says [link](javascript:alert(1)) |
    | Row two | fine |
    | Row three | fine |

    - Item ::error::injected 100% a,b: c \u{1B}[2J \u{202E}reversed
    - Plain item

    """

  static func contract() throws -> Contract {
    try Contract.parse(Array(markdown.utf8), file: file)
  }

  /// One clause per verdict: failed, unbound, passed, error, skipped; then an orphaned check.
  static func report(strict: Bool = false, lint: [Diagnostic] = []) throws -> ComplianceReport {
    let contract = try contract()
    let clauses = contract.clauses
    precondition(clauses.count == 5, "fixture has \(clauses.count) clauses")
    func result(_ clause: Clause, _ verdict: ClauseVerdict, message: String? = nil)
      -> ClauseResult
    {
      ClauseResult(
        clauseID: clause.id, section: clause.section, key: clause.key, kind: clause.kind,
        file: clause.file, location: clause.location, verdict: verdict, message: message,
        checkDeclaredAt: verdict == .unbound ? nil : "Fixture/Checks.swift:12")
    }
    var failed = result(
      clauses[0], .failed, message: "Claim: expected <b>bold</b>, observed a | b")
    failed.observations = [
      CellObservation(
        column: "Claim", claim: "says link", expected: "<b>bold</b>\n::warning::x",
        observed: "a | b, 50%", verdict: .failed, note: "the contract must be updated"),
      CellObservation(
        column: "Key", claim: "", expected: "k", observed: "k", verdict: .verified),
    ]
    let results = [
      failed,
      result(
        clauses[1], .unbound,
        message: "no check is bound to this clause: its text is not verified"),
      result(clauses[2], .passed),
      result(clauses[3], .error, message: "check threw: boom\u{1}"),
      result(clauses[4], .skipped, message: "filtered out of this run"),
      ClauseResult(
        clauseID: "\(contract.slug)/gone/old-row", section: "Gone", key: "Old row", kind: .row,
        file: file, location: SourceLocation(line: 1, column: 1), verdict: .orphaned,
        message: "orphaned check (its clause is gone)", checkDeclaredAt: "Fixture/Checks.swift:40"),
    ]
    let verification = ContractVerification(
      contract: contract.slug, file: file, title: contract.title, results: results)
    return ComplianceReport(
      tool: ToolInfo(version: "9.9.9"), title: "Compliance | <b>title</b>",
      inputs: [
        InputFingerprint(
          path: file, kind: "contract", sha256: String(repeating: "0", count: 64), bytes: 1)
      ],
      contracts: [
        ContractResult(
          contract: contract, verification: verification, review: nil, strict: strict)
      ],
      records: [], lint: lint, strict: strict)
  }

  /// The report of ``report(strict:lint:)`` with two differences from a reviewed baseline,
  /// weighed `severity` as the report builder would: the passed clause changed, and a clause
  /// no check was bound to removed.
  static func reviewed(severity: FindingSeverity) throws -> ComplianceReport {
    let plain = try report()
    var contract = plain.contracts[0]
    let passed = contract.verification.results[2]
    let accept = AcceptCommand.file(file)
    contract.reviewFindings = [
      ReviewFinding(
        kind: .changed, severity: severity, clauseID: passed.clauseID,
        section: passed.section, key: passed.key, file: file, location: passed.location,
        baselineFile: "contracts/evil.reviewed.md",
        baselineLocation: SourceLocation(line: 9, column: 1), baselineText: "Row three | <i>ok</i>",
        currentText: "Row three | fine",
        diff: WordDiff(old: "Row three | <i>ok</i>", new: "Row three | fine"),
        checks: ["Fixture/Checks.swift:12"], acceptCommand: accept,
        acceptClauseCommand: AcceptCommand.clause(passed.clauseID, in: file),
        hints: [
          "docs writer: accept it: \(AcceptCommand.clause(passed.clauseID, in: file))",
          "check author: the check declared at Fixture/Checks.swift:12 was written for the reviewed words",
        ]),
      ReviewFinding(
        kind: .removed, severity: severity, clauseID: "\(contract.contract.slug)/section/row-four",
        section: "Section", key: "Row four", file: "contracts/evil.reviewed.md",
        location: SourceLocation(line: 10, column: 1), baselineFile: "contracts/evil.reviewed.md",
        baselineLocation: SourceLocation(line: 10, column: 1), baselineText: "Row four | gone",
        acceptCommand: accept, hints: ["docs writer: restore it or accept the removal"]),
    ]
    return ComplianceReport(
      tool: plain.tool, title: plain.title, inputs: plain.inputs, contracts: [contract],
      records: [], lint: [], strict: false)
  }

  static let lintError = Diagnostic(
    file: file, location: SourceLocation(line: 7, column: 3), severity: .error,
    message: "row has 3 cells, header has 2", rule: "ragged-row")
}
