import ContractMarkdown

/// One clause compared with the reviewed baseline.
public struct ClauseChange: Codable, Hashable, Sendable {
  public var status: ChangeStatus
  /// The current clause's id; for a removed clause, the id it had, under the current contract.
  public var clauseID: String
  public var section: String
  public var key: String
  /// The id the clause had in the baseline, when it differs from `clauseID` (a renamed key or
  /// section, a reworded list item). A check bound to the old id is orphaned now.
  public var baselineClauseID: String?
  /// The section heading in the baseline, when it differs (the section was renamed).
  public var baselineSection: String?
  /// The key in the baseline, when it differs (a renamed row, a reworded list item).
  public var baselineKey: String?
  public var baselineText: String?
  public var currentText: String?
  /// Word diff of the visible text, for changed and renamed clauses whose text differs.
  public var diff: WordDiff?
  public var baselineLocation: SourceLocation?
  public var currentLocation: SourceLocation?

  public init(
    status: ChangeStatus, clauseID: String, section: String, key: String,
    baselineClauseID: String? = nil, baselineSection: String? = nil, baselineKey: String? = nil,
    baselineText: String?, currentText: String?, diff: WordDiff?,
    baselineLocation: SourceLocation?, currentLocation: SourceLocation?
  ) {
    self.status = status
    self.clauseID = clauseID
    self.section = section
    self.key = key
    self.baselineClauseID = baselineClauseID
    self.baselineSection = baselineSection
    self.baselineKey = baselineKey
    self.baselineText = baselineText
    self.currentText = currentText
    self.diff = diff
    self.baselineLocation = baselineLocation
    self.currentLocation = currentLocation
  }

  /// The id the clause has in the baseline: `baselineClauseID`, else `clauseID` (for clauses
  /// the baseline has).
  public var idInBaseline: String? {
    status == .added ? nil : baselineClauseID ?? clauseID
  }
}
