/// A bullet or ordered list.
public struct MarkdownList: Codable, Hashable, Sendable {
  public var ordered: Bool
  /// The first number of an ordered list (1 for bullet lists).
  public var start: Int
  /// Tight lists render their paragraphs without `<p>`.
  public var tight: Bool
  public var items: [ListItem]
  public var range: SourceRange

  public init(ordered: Bool, start: Int, tight: Bool, items: [ListItem], range: SourceRange) {
    self.ordered = ordered
    self.start = start
    self.tight = tight
    self.items = items
    self.range = range
  }
}
