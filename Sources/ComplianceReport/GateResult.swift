/// One condition a run or a release is judged by, and whether it held: a gate of the run
/// (`report.gates`: `clauses`, `coverage:ar`, `strict:unbound`, …, which decides the exit code)
/// or a check of release readiness (`signoff.readiness`: every gate but `clauses` again, with
/// what it is about, the clauses it found wanting and who waives it). The fields readiness
/// adds are nil on a gate, and left out of its JSON.
public struct GateResult: Codable, Hashable, Sendable {
  /// What a readiness check is about, so a page can link it to the rows that show it.
  public enum Kind: String, Codable, Hashable, Sendable {
    /// Every checked clause passed (`clauseIDs` names those that did not).
    case clauses
    /// Every clause has a check (`clauseIDs` names those without).
    case unbound
    /// A gate of the run (`subject` is its name).
    case gate
    /// A right-to-left locale is supported (`subject` is its code).
    case rtl
    /// A contract is unchanged since review (`subject` is its slug).
    case review
    /// The current release's sign-offs are valid approvals.
    case signoffs
  }

  /// A stable name, e.g. `clauses`, `coverage:ar`, `strict:unbound`; for readiness, what the
  /// sign-off record's `waives` column names, e.g. `gate lint`, `RTL ar`.
  public var name: String
  public var passed: Bool
  /// What was measured against what was required, naming what blocks when it fails.
  public var detail: String
  /// Readiness only: what the check is about.
  public var kind: Kind?
  /// Readiness only: the gate, locale or contract the check is about.
  public var subject: String?
  /// Readiness only: the clauses a `clauses` or `unbound` check found wanting.
  public var clauseIDs: [String]?
  /// Readiness only: who accepts this failing check, e.g. `QA lead (Ana Ruiz)`: the valid
  /// sign-offs with conditions of the current release that name it; nil when none does. A
  /// waived check still failed: it is shown as waived, never as passing.
  public var waivedBy: [String]?

  public init(
    name: String, passed: Bool, detail: String, kind: Kind? = nil, subject: String? = nil,
    clauseIDs: [String]? = nil, waivedBy: [String]? = nil
  ) {
    self.name = name
    self.passed = passed
    self.detail = detail
    self.kind = kind
    self.subject = subject
    self.clauseIDs = clauseIDs
    self.waivedBy = waivedBy
  }

  /// Whether it failed but a valid sign-off of the current release waives it.
  public var waived: Bool { !passed && waivedBy != nil }

  /// Whether it lets the release go: it passed, or it is waived.
  public var holds: Bool { passed || waived }
}
