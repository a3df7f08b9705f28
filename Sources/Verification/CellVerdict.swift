/// What became of one cell's claim.
public enum CellVerdict: String, Codable, Hashable, Sendable {
  /// A check observed what the cell claims.
  case verified
  /// A check observed something else.
  case failed
  /// No check looked at this cell, or the claim cannot be checked in code (the observation's
  /// note says which).
  case notChecked = "not checked"
}
