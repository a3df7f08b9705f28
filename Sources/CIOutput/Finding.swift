import ComplianceReport
import Contracts
import Verification

/// One thing a CI reader must see, at a place in a contract: a clause that failed or errored,
/// an unbound clause, an orphaned check, a difference from the reviewed baseline (a clause
/// changed, added, removed or renamed, a section renamed) or a missing baseline, or a lint
/// finding. Annotations, SARIF, JUnit, the terminal and the Markdown summary all list the
/// same findings, in the same order, with the same severity: the severity the report holds
/// (the report builder weighed it by `--strict` and the policy), never recomputed here.
public struct Finding: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case failed
    case error
    case unbound
    case orphaned
    /// A difference from the reviewed baseline, or a missing baseline.
    case review(ReviewFinding.Kind)
    case lint

    /// `failed`, `unbound`, `changed`, `section-renamed`, `lint`, …: the last part of the
    /// rule id.
    public var rawValue: String {
      switch self {
      case .failed: "failed"
      case .error: "error"
      case .unbound: "unbound"
      case .orphaned: "orphaned"
      case .review(let kind): kind.rawValue
      case .lint: "lint"
      }
    }

    /// Whether it comes from the comparison with the reviewed baseline.
    public var isReview: Bool {
      if case .review = self { true } else { false }
    }
  }

  public typealias Severity = FindingSeverity

  public var kind: Kind
  public var severity: Severity
  /// A stable rule id: `clause/failed`, `clause/unbound`, `review/changed`, `lint/ragged-row`, ….
  public var ruleID: String
  public var file: String
  public var line: Int
  public var column: Int
  /// One line: `Section › Row key`, `Old heading → New heading`, or the lint rule.
  public var title: String
  /// What was expected and observed, or what changed, then what to do; one entry per line.
  public var details: [String]
  /// The clause's id, for clause findings.
  public var clauseID: String?
  /// The clause's section heading, for clause findings (the terminal groups long lists by it).
  public var section: String?

  /// Every finding of a report: lint first (the text itself), then per contract its section
  /// renames, each clause's verdict finding followed by its review finding, the review
  /// findings of clauses the text no longer has, and a missing baseline.
  public static func all(in report: ComplianceReport) -> [Finding] {
    var findings: [Finding] = report.lint.map(lint)
    for contract in report.contracts {
      let attachment = ReviewAttachment(contract)
      findings += attachment.leading.map(review)
      for (index, result) in contract.verification.results.enumerated() {
        if let finding = clause(result, strict: contract.strict) { findings.append(finding) }
        findings += (attachment.byResult[index] ?? []).map(review)
      }
      findings += attachment.trailing.map(review)
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

  /// The finding of a clause's verdict; `strict` is the report's decision whether `--strict`
  /// applies to the clause's contract.
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
    details += result.hints ?? []
    if let declared = result.checkDeclaredAt,
      kind == .error || (kind == .orphaned && (result.hints ?? []).isEmpty)
    {
      details.append("check declared at \(declared)")
    }
    return Finding(
      kind: kind, severity: severity, ruleID: "clause/\(kind.rawValue)", file: result.file,
      line: max(1, result.location.line), column: max(1, result.location.column),
      title: ClauseNaming.name(result), details: details, clauseID: result.clauseID,
      section: result.section)
  }

  /// A difference from the reviewed baseline, or a missing baseline: what changed (the word
  /// diff, or the text added or removed), then the hints, docs writer first.
  static func review(_ finding: ReviewFinding) -> Finding {
    var details: [String] = []
    switch finding.kind {
    case .changed, .renamed:
      if let diff = finding.diff { details.append("word diff: \(diff.annotated)") }
    case .added:
      details.append("added: \(finding.currentText ?? "")")
    case .removed:
      details.append("removed: \(finding.baselineText ?? "")")
    case .sectionRenamed:
      if let line = finding.baselineLocation?.line, let file = finding.baselineFile {
        details.append("the heading was '\(finding.baselineSection ?? "")' at \(file):\(line)")
      }
    case .noBaseline:
      break
    }
    details += finding.hints
    let kind = Kind.review(finding.kind)
    return Finding(
      kind: kind, severity: finding.severity, ruleID: "review/\(kind.rawValue)",
      file: finding.file, line: max(1, finding.location.line),
      column: max(1, finding.location.column), title: finding.title, details: details,
      clauseID: finding.clauseID)
  }

  /// `file:line:col`.
  public var place: String { "\(file):\(line):\(column)" }

  /// `FAILED`, `UNBOUND`, `CHANGED SINCE REVIEW`, `LINT ERROR`, …; a review finding that is
  /// only a warning or a note says so.
  var label: String {
    let review: String
    switch kind {
    case .lint: return severity == .error ? "LINT ERROR" : "LINT WARNING"
    case .error: return "ERROR"
    case .failed, .unbound, .orphaned: return kind.rawValue.uppercased()
    case .review(.sectionRenamed): review = "SECTION RENAMED SINCE REVIEW"
    case .review(.noBaseline): review = "NO REVIEWED BASELINE"
    case .review(let change): review = "\(change.rawValue.uppercased()) SINCE REVIEW"
    }
    return severity == .error ? review : "\(review) (\(severity.rawValue))"
  }

}
