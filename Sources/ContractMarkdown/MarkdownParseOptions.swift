/// What to compute while parsing. HTML costs time and memory, so commands that only need the
/// model (lint, check) leave it off.
public struct MarkdownParseOptions: Sendable, Hashable {
  /// Render safe HTML (raw HTML omitted) for every block, inline content and table cell.
  public var renderHTML: Bool

  public init(renderHTML: Bool = false) {
    self.renderHTML = renderHTML
  }
}
