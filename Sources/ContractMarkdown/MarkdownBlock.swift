/// A block of a Markdown document, after GFM table recognition.
public enum MarkdownBlock: Codable, Hashable, Sendable {
  case heading(Heading)
  case paragraph(Paragraph)
  case list(MarkdownList)
  case table(Table)
  case blockQuote(BlockQuote)
  case codeBlock(CodeBlock)
  case htmlBlock(HTMLBlock)
  case thematicBreak(SourceRange)

  /// The block's span in the source.
  public var range: SourceRange {
    switch self {
    case .heading(let block): block.range
    case .paragraph(let block): block.range
    case .list(let block): block.range
    case .table(let block): block.range
    case .blockQuote(let block): block.range
    case .codeBlock(let block): block.range
    case .htmlBlock(let block): block.range
    case .thematicBreak(let range): range
    }
  }

  /// The block's Markdown source (container markers removed), for fingerprints and diffs.
  public var markdown: String {
    switch self {
    case .heading(let block): block.content.markdown
    case .paragraph(let block): block.content.markdown
    case .list(let block): block.items.map(\.markdown).joined(separator: "\n")
    case .table(let block):
      ([block.header] + block.rows).map { row in
        row.cells.map(\.content.markdown).joined(separator: " | ")
      }.joined(separator: "\n")
    case .blockQuote(let block): block.blocks.map(\.markdown).joined(separator: "\n\n")
    case .codeBlock(let block): block.code
    case .htmlBlock(let block): block.source
    case .thematicBreak: "---"
    }
  }

  /// The block's visible text.
  public var text: String {
    switch self {
    case .heading(let block): block.content.text
    case .paragraph(let block): block.content.text
    case .list(let block): block.items.map(\.text).joined(separator: " ")
    case .table(let block):
      ([block.header] + block.rows).map { row in
        row.cells.map(\.content.text).joined(separator: " ")
      }.joined(separator: " ")
    case .blockQuote(let block): block.blocks.map(\.text).joined(separator: " ")
    case .codeBlock(let block): block.code
    case .htmlBlock: ""
    case .thematicBreak: ""
    }
  }
}
