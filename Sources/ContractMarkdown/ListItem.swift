/// One item of a bullet or ordered list: the blocks it contains.
public struct ListItem: Codable, Hashable, Sendable {
  public var blocks: [MarkdownBlock]
  public var range: SourceRange
  /// Where the item's content starts (after the marker).
  public var contentStart: SourceLocation

  public init(blocks: [MarkdownBlock], range: SourceRange, contentStart: SourceLocation) {
    self.blocks = blocks
    self.range = range
    self.contentStart = contentStart
  }

  /// The item's Markdown source without its marker: its blocks' sources joined by blank lines.
  public var markdown: String { blocks.map(\.markdown).joined(separator: "\n\n") }

  /// The item's visible text, blocks joined by a space.
  public var text: String { blocks.map(\.text).joined(separator: " ") }
}
