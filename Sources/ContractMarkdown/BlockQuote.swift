/// A block quote and the blocks inside it.
public struct BlockQuote: Codable, Hashable, Sendable {
  public var blocks: [MarkdownBlock]
  public var range: SourceRange

  public init(blocks: [MarkdownBlock], range: SourceRange) {
    self.blocks = blocks
    self.range = range
  }
}
