/// Inline content as three views: the Markdown source a writer typed, the plain text a reader
/// sees, and safe HTML (cmark's rendering with raw HTML omitted) for publishing.
public struct InlineText: Codable, Hashable, Sendable {
  /// The inline Markdown source, trimmed; lines of a multi-line paragraph joined with `\n`.
  public var markdown: String
  /// The visible text: emphasis and link syntax removed, code spans as their literal.
  public var text: String
  /// Safe HTML of the inline content; empty when the document was parsed without HTML.
  public var html: String
  /// Links written in this content, in document order.
  public var links: [Link]

  public init(markdown: String, text: String, html: String, links: [Link] = []) {
    self.markdown = markdown
    self.text = text
    self.html = html
    self.links = links
  }

  /// Empty content, as in an empty table cell.
  public static let empty = InlineText(markdown: "", text: "", html: "")
}
