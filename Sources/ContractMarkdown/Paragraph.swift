/// A paragraph of inline content.
public struct Paragraph: Codable, Hashable, Sendable {
  public var content: InlineText
  public var range: SourceRange

  public init(content: InlineText, range: SourceRange) {
    self.content = content
    self.range = range
  }
}
