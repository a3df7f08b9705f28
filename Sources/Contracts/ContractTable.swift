import ContractMarkdown

/// A table of a contract section, with its column headers as plain text.
public struct ContractTable: Codable, Hashable, Sendable {
  public var sectionSlug: String
  /// Position among the section's tables (0-based).
  public var index: Int
  public var columns: [String]
  public var table: Table

  public init(sectionSlug: String, index: Int, columns: [String], table: Table) {
    self.sectionSlug = sectionSlug
    self.index = index
    self.columns = columns
    self.table = table
  }
}
