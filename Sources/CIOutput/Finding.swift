import ComplianceReport
import Contracts
import Verification

/// One thing a CI reader must see, at a place in a contract: a clause that failed or errored,
/// an unbound clause, an orphaned check, a clause changed since review (under `--strict`), or a
/// lint finding. Annotations, SARIF, the terminal and the Markdown summary all list the same
/// findings, in the same order, with the same severity.
public struct Finding: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case failed
    case error
    case unbound
    case orphaned
    case changedSinceReview = "changed-since-review"
    case lint
  }

  /// SARIF's levels; GitHub calls `note` a notice.
  public enum Severity: String, Hashable, Sendable, Comparable {
    case note
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      let order: [Severity] = [.note, .warning, .error]
      return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
    }
  }

  public var kind: Kind
  public var severity: Severity
  /// A stable rule id: `clause/failed`, `clause/unbound`, `lint/ragged-row`, ….
  public var ruleID: String
  public var file: String
  public var line: Int
  public var column: Int
  /// One line: `Section › Row key`, or the lint rule.
  public var title: String
  /// What was expected and observed, or what to do; one entry per line.
  public var details: [String]
  /// The clause's id, for clause findings.
  public var clauseID: String?

  /// Every finding of a report: lint first (the text itself), then clauses in report order.
  public static func all(in report: ComplianceReport) -> [Finding] {
    var findings: [Finding] = report.lint.map(lint)
    for contract in report.contracts {
      let changed = contract.review?.changedClauseIDs ?? []
      for result in contract.verification.results {
        if let finding = clause(result, strict: report.strict) { findings.append(finding) }
        if report.strict, changed.contains(result.clauseID), result.verdict != .orphaned {
          findings.append(changedSinceReview(result, review: contract.review))
        }
      }
    }
    return findings
  }

  static func lint(_ diagnostic: Diagnostic) -> Finding {
    Finding(
      kind: .lint, severity: diagnostic.severity == .error ? .error : .warning,
      ruleID: "lint/\(diagnostic.rule)", file: diagnostic.file,
      line: max(1, diagnostic.location.line), column: max(1, diagnostic.location.column),
      title: "contract lint: \(diagnostic.rule)", details: [diagnostic.message], clauseID: nil)
  }

  static func clause(_ result: ClauseResult, strict: Bool) -> Finding? {
    let kind: Kind
    let severity: Severity
    switch result.verdict {
    case .passed, .skipped: return nil
    case .failed: (kind, severity) = (.failed, .error)
    case .error: (kind, severity) = (.error, .error)
    case .unbound: (kind, severity) = (.unbound, strict ? .error : .note)
    case .orphaned: (kind, severity) = (.orphaned, strict ? .error : .warning)
    }
    var details = ClauseNaming.details(result)
    if let declared = result.checkDeclaredAt, kind == .orphaned || kind == .error {
      details.append("check declared at \(declared)")
    }
    return Finding(
      kind: kind, severity: severity, ruleID: "clause/\(kind.rawValue)", file: result.file,
      line: max(1, result.location.line), column: max(1, result.location.column),
      title: ClauseNaming.name(result), details: details, clauseID: result.clauseID)
  }

  static func changedSinceReview(_ result: ClauseResult, review: ReviewComparison?) -> Finding {
    var details = ["changed since review: re-review the clause and update the reviewed baseline"]
    if let change = review?.change(for: result.clauseID) {
      if let diff = change.diff {
        details.append("word diff: \(diff.annotated)")
      } else if change.status == .added {
        details.append("added since review")
      }
    }
    return Finding(
      kind: .changedSinceReview, severity: .error, ruleID: "clause/changed-since-review",
      file: result.file, line: max(1, result.location.line),
      column: max(1, result.location.column), title: ClauseNaming.name(result),
      details: details, clauseID: result.clauseID)
  }

  /// `file:line:col`.
  public var place: String { "\(file):\(line):\(column)" }

  /// `FAILED`, `UNBOUND`, `CHANGED SINCE REVIEW`, `LINT ERROR`, ….
  var label: String {
    switch kind {
    case .lint: severity == .error ? "LINT ERROR" : "LINT WARNING"
    case .changedSinceReview: "CHANGED SINCE REVIEW"
    case .error: "ERROR"
    default: kind.rawValue.uppercased()
    }
  }
}
