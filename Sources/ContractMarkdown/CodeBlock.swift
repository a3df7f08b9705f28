/// A fenced or indented code block.
public struct CodeBlock: Codable, Hashable, Sendable {
  public var info: String
  public var code: String
  /// Safe HTML as cmark renders it; empty when parsed without HTML.
  public var html: String
  public var range: SourceRange

  public init(info: String, code: String, html: String, range: SourceRange) {
    self.info = info
    self.code = code
    self.html = html
    self.range = range
  }
}
