/// A Markdown document parsed by libcmark, with GFM pipe tables recognised on top of cmark's
/// tree. Immutable and Sendable: no C pointer outlives `parse`.
public struct MarkdownDocument: Codable, Hashable, Sendable {
  public var blocks: [MarkdownBlock]
  /// Number of source lines.
  public var lineCount: Int

  public init(blocks: [MarkdownBlock], lineCount: Int) {
    self.blocks = blocks
    self.lineCount = lineCount
  }

  /// The deepest nesting of list items and block quotes `parse` accepts. The model is a tree
  /// of values that is built, compared, encoded and rendered recursively; this bound keeps all
  /// of that well inside any thread's stack (no contract comes near it).
  public static let maximumNestingDepth = 100

  /// Parses UTF-8 bytes (a leading byte-order mark is ignored; LF, CRLF and CR all end lines).
  /// Throws `MarkdownError` for bytes that are not UTF-8 text, and for list items and block
  /// quotes nested deeper than ``maximumNestingDepth``.
  public static func parse(_ bytes: [UInt8], options: MarkdownParseOptions = .init()) throws
    -> MarkdownDocument
  {
    if let problem = TextValidation.firstProblem(in: bytes) { throw problem }
    let text = SourceText(bytes)
    let blocks = try CmarkConverter.convert(text, options: options)
    return MarkdownDocument(blocks: blocks, lineCount: text.lineCount)
  }

  /// Parses a string.
  public static func parse(_ string: String, options: MarkdownParseOptions = .init()) throws
    -> MarkdownDocument
  {
    try parse(Array(string.utf8), options: options)
  }
}
