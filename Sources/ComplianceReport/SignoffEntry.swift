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
  }

  public var release: String
  public var contract: String
  public var fingerprint: String
  public var role: String
  public var decision: SignoffDecision
  public var date: String
  public var notes: String
  public var location: SourceLocation
  public var validity: Validity
  /// `valid`, or `stale: contract changed after sign-off, 5 clauses differ`.
  public var explanation: String

  public init(
    release: String, contract: String, fingerprint: String, role: String,
    decision: SignoffDecision, date: String, notes: String, location: SourceLocation,
    validity: Validity, explanation: String
  ) {
    self.release = release
    self.contract = contract
    self.fingerprint = fingerprint
    self.role = role
    self.decision = decision
    self.date = date
    self.notes = notes
    self.location = location
    self.validity = validity
    self.explanation = explanation
  }
}
