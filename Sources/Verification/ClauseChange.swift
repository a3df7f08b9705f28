import ContractMarkdown

/// One clause compared with the reviewed baseline.
public struct ClauseChange: Codable, Hashable, Sendable {
  public var status: ChangeStatus
  /// The current clause's id; for a removed clause, the id it had, under the current contract.
  public var clauseID: String
  public var section: String
  public var key: String
  public var baselineText: String?
  public var currentText: String?
  /// Word diff of the visible text, for changed clauses.
  public var diff: WordDiff?
  public var baselineLocation: SourceLocation?
  public var currentLocation: SourceLocation?

  public init(
    status: ChangeStatus, clauseID: String, section: String, key: String, baselineText: String?,
    currentText: String?, diff: WordDiff?, baselineLocation: SourceLocation?,
    currentLocation: SourceLocation?
  ) {
    self.status = status
    self.clauseID = clauseID
    self.section = section
    self.key = key
    self.baselineText = baselineText
    self.currentText = currentText
    self.diff = diff
    self.baselineLocation = baselineLocation
    self.currentLocation = currentLocation
  }
}
