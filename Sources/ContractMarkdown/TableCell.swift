/// One cell of a GFM table row.
public struct TableCell: Codable, Hashable, Sendable {
  /// The cell's inline content; `markdown` is the trimmed source with `\|` kept as written.
  public var content: InlineText
  /// Where the cell's content starts (for padded cells, the end of the row's line).
  public var location: SourceLocation
  /// True for cells added because the row had fewer cells than the header.
  public var isPadding: Bool

  public init(content: InlineText, location: SourceLocation, isPadding: Bool = false) {
    self.content = content
    self.location = location
    self.isPadding = isPadding
  }
}
