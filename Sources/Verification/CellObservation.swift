/// One thing a check looked at: a cell of the row (by column header) or, for list items and
/// whole-row claims, a named aspect of the clause.
public struct CellObservation: Codable, Hashable, Sendable {
  /// The column header, or the aspect's name for list items.
  public var column: String
  /// What the contract says there (the cell's text), empty for aspects.
  public var claim: String
  /// What the check required, in words or values.
  public var expected: String
  /// What the check saw.
  public var observed: String
  public var verdict: CellVerdict
  /// Why a claim is not checked, or what a failure means for the contract.
  public var note: String?

  public init(
    column: String, claim: String, expected: String, observed: String, verdict: CellVerdict,
    note: String? = nil
  ) {
    self.column = column
    self.claim = claim
    self.expected = expected
    self.observed = observed
    self.verdict = verdict
    self.note = note
  }
}
