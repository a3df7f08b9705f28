import ContractMarkdown

/// One cell of a clause row, named by its column header.
public struct ClauseCell: Codable, Hashable, Sendable {
  /// The column header's plain text.
  public var column: String
  public var text: String
  /// The cell's inline Markdown as written.
  public var markdown: String
  public var location: SourceLocation

  public init(column: String, text: String, markdown: String, location: SourceLocation) {
    self.column = column
    self.text = text
    self.markdown = markdown
    self.location = location
  }
}
