import ContractMarkdown

/// A section whose heading differs from the baseline's while its clauses are (mostly) the
/// same: the heading was renamed. Every check bound to the old heading no longer binds.
public struct SectionRename: Codable, Hashable, Sendable {
  public var baselineHeading: String
  public var currentHeading: String
  public var baselineLocation: SourceLocation
  public var currentLocation: SourceLocation
  /// How many of the baseline section's clauses the renamed section still has.
  public var matchedClauses: Int
  /// How many clauses the baseline section had.
  public var baselineClauses: Int

  public init(
    baselineHeading: String, currentHeading: String, baselineLocation: SourceLocation,
    currentLocation: SourceLocation, matchedClauses: Int, baselineClauses: Int
  ) {
    self.baselineHeading = baselineHeading
    self.currentHeading = currentHeading
    self.baselineLocation = baselineLocation
    self.currentLocation = currentLocation
    self.matchedClauses = matchedClauses
    self.baselineClauses = baselineClauses
  }
}
