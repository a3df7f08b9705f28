/// An ATX or setext heading.
public struct Heading: Codable, Hashable, Sendable {
  public var level: Int
  public var content: InlineText
  public var range: SourceRange

  public init(level: Int, content: InlineText, range: SourceRange) {
    self.level = level
    self.content = content
    self.range = range
  }
}
