import ContractMarkdown

/// One recorded sign-off, and whether it still matches the contract text it signed.
public struct SignoffEntry: Codable, Hashable, Sendable {
  public enum Validity: String, Codable, Hashable, Sendable {
    /// The contract still has the signed fingerprint.
    case valid
    /// The contract changed after the sign-off.
    case stale
    /// The named contract is not in this run.
    case unknownContract = "unknown contract"
    /// The row itself is wrong (a fingerprint that is no SHA-256, a date that is no date):
    /// `lint` reports it; it can be neither valid nor stale.
    case malformed
  }

  /// Whether the row counts for readiness, or is kept as history.
  public enum Standing: String, Codable, Hashable, Sendable {
    /// The latest row of the current release for its contract and role: it counts.
    case current
    /// A later row of the same release, contract and role replaces it.
    case superseded
    /// A row of another release (or of every row, when no current release is set).
    case otherRelease = "other release"
  }

  public var release: String
  public var contract: String
  public var fingerprint: String
  public var role: String
  public var decision: SignoffDecision
  public var date: String
  /// Who signed (the `Signed by` column); empty in records without that column.
  public var signedBy: String
  /// The readiness checks this sign-off accepts as failing (the `Waives` column). Only an
  /// approval with conditions may waive; a waived check is shown as waived, never as passing.
  public var waives: [String]
  public var notes: String
  public var location: SourceLocation
  public var validity: Validity
  public var standing: Standing
  /// The line of the row that supersedes this one, when `standing` is `superseded`.
  public var supersededAt: Int?
  /// `valid`, or `stale: contract changed after sign-off, 5 clauses differ`.
  public var explanation: String

  public init(
    release: String, contract: String, fingerprint: String, role: String,
    decision: SignoffDecision, date: String, signedBy: String = "", waives: [String] = [],
    notes: String, location: SourceLocation, validity: Validity,
    standing: Standing = .current, supersededAt: Int? = nil, explanation: String
  ) {
    self.release = release
    self.contract = contract
    self.fingerprint = fingerprint
    self.role = role
    self.decision = decision
    self.date = date
    self.signedBy = signedBy
    self.waives = waives
    self.notes = notes
    self.location = location
    self.validity = validity
    self.standing = standing
    self.supersededAt = supersededAt
    self.explanation = explanation
  }

  /// Whether this row is one readiness counts: the current release's latest word for its
  /// contract and role, about a contract in the run.
  public var counts: Bool { standing == .current && validity != .unknownContract }
}
