/// A raw HTML block. Its source is kept for lint; it is never published as markup (safe mode
/// renders it as an omission comment).
public struct HTMLBlock: Codable, Hashable, Sendable {
  public var source: String
  public var range: SourceRange

  public init(source: String, range: SourceRange) {
    self.source = source
    self.range = range
  }
}
