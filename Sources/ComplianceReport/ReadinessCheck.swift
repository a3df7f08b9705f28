/// One condition of release readiness and whether it holds.
public struct ReadinessCheck: Codable, Hashable, Sendable {
  /// What a check is about, so a page can link it to the rows that show it.
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

  public var name: String
  public var passed: Bool
  /// What was found, naming what blocks the release when it fails.
  public var detail: String
  public var kind: Kind?
  /// The gate, locale or contract the check is about.
  public var subject: String?
  /// The clauses a `clauses` or `unbound` check found wanting.
  public var clauseIDs: [String]?
  /// Who accepts this failing check, e.g. `QA lead (Ana Ruiz)`: the valid sign-offs with
  /// conditions of the current release that name it; nil when none does. A waived check
  /// still failed: it is shown as waived, never as passing.
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

  /// Whether the check failed but a valid sign-off of the current release waives it.
  public var waived: Bool { !passed && waivedBy != nil }

  /// Whether the check lets the release go: it passed, or it is waived.
  public var holds: Bool { passed || waived }
}
