/// Blocks encode as `{"type": "table", "table": {…}}`, readable in `contract-report parse`.
extension MarkdownBlock {
  private enum CodingKeys: String, CodingKey {
    case type
    case heading
    case paragraph
    case list
    case table
    case blockQuote
    case codeBlock
    case htmlBlock
    case thematicBreak
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let type = try container.decode(String.self, forKey: .type)
    switch type {
    case "heading": self = .heading(try container.decode(Heading.self, forKey: .heading))
    case "paragraph": self = .paragraph(try container.decode(Paragraph.self, forKey: .paragraph))
    case "list": self = .list(try container.decode(MarkdownList.self, forKey: .list))
    case "table": self = .table(try container.decode(Table.self, forKey: .table))
    case "blockQuote":
      self = .blockQuote(try container.decode(BlockQuote.self, forKey: .blockQuote))
    case "codeBlock": self = .codeBlock(try container.decode(CodeBlock.self, forKey: .codeBlock))
    case "htmlBlock": self = .htmlBlock(try container.decode(HTMLBlock.self, forKey: .htmlBlock))
    case "thematicBreak":
      self = .thematicBreak(try container.decode(SourceRange.self, forKey: .thematicBreak))
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .type, in: container, debugDescription: "unknown block type '\(type)'")
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .heading(let block):
      try container.encode("heading", forKey: .type)
      try container.encode(block, forKey: .heading)
    case .paragraph(let block):
      try container.encode("paragraph", forKey: .type)
      try container.encode(block, forKey: .paragraph)
    case .list(let block):
      try container.encode("list", forKey: .type)
      try container.encode(block, forKey: .list)
    case .table(let block):
      try container.encode("table", forKey: .type)
      try container.encode(block, forKey: .table)
    case .blockQuote(let block):
      try container.encode("blockQuote", forKey: .type)
      try container.encode(block, forKey: .blockQuote)
    case .codeBlock(let block):
      try container.encode("codeBlock", forKey: .type)
      try container.encode(block, forKey: .codeBlock)
    case .htmlBlock(let block):
      try container.encode("htmlBlock", forKey: .type)
      try container.encode(block, forKey: .htmlBlock)
    case .thematicBreak(let range):
      try container.encode("thematicBreak", forKey: .type)
      try container.encode(range, forKey: .thematicBreak)
    }
  }
}
