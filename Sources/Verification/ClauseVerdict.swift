/// What became of one clause in a run.
public enum ClauseVerdict: String, Codable, Hashable, Sendable, CaseIterable {
  /// Its check ran and every observation held.
  case passed
  /// Its check observed something other than the clause claims.
  case failed
  /// Its check threw, timed out, or recorded nothing.
  case error
  /// Text with no check: nothing verified it.
  case unbound
  /// A check whose clause is gone (row deleted, heading renamed).
  case orphaned
  /// Filtered out of this run.
  case skipped
}
