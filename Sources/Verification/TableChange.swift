import ContractMarkdown

/// A table whose header row differs from the baseline's (a renamed, added or removed column):
/// every row of it now reads differently, so the table is marked changed.
public struct TableChange: Codable, Hashable, Sendable {
  public var section: String
  public var tableIndex: Int
  public var baselineColumns: [String]
  public var currentColumns: [String]
  public var diff: WordDiff
  public var location: SourceLocation

  public init(
    section: String, tableIndex: Int, baselineColumns: [String], currentColumns: [String],
    diff: WordDiff, location: SourceLocation
  ) {
    self.section = section
    self.tableIndex = tableIndex
    self.baselineColumns = baselineColumns
    self.currentColumns = currentColumns
    self.diff = diff
    self.location = location
  }
}
