import ContractMarkdown

/// A part of a contract under one heading (level 2 or deeper), up to the next heading.
public struct ContractSection: Codable, Hashable, Sendable {
  public var heading: String
  public var slug: String
  public var level: Int
  public var location: SourceLocation
  /// The blocks under the heading, in order.
  public var blocks: [MarkdownBlock]
  public var tables: [ContractTable]
  /// Ids of the clauses the section holds, in document order.
  public var clauseIDs: [String]
  /// The heading's Markdown source as written (`heading` is its plain text); part of the
  /// contract's fingerprint.
  public var headingMarkdown: String

  public init(
    heading: String, slug: String, level: Int, location: SourceLocation, blocks: [MarkdownBlock],
    tables: [ContractTable], clauseIDs: [String], headingMarkdown: String = ""
  ) {
    self.heading = heading
    self.slug = slug
    self.level = level
    self.location = location
    self.blocks = blocks
    self.tables = tables
    self.clauseIDs = clauseIDs
    self.headingMarkdown = headingMarkdown
  }
}
