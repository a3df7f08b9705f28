import ContractMarkdown

/// A Markdown document under `contracts/` as a model: front matter, title, sections, tables,
/// and the clauses that checks bind to.
public struct Contract: Codable, Hashable, Sendable {
  /// The path the document was read from, as given.
  public var file: String
  /// Front matter `id`, else the title's slug, else the file name's.
  public var slug: String
  public var kind: DocumentKind
  public var frontMatter: FrontMatter
  /// Front matter `title`, else the first level-1 heading.
  public var title: String?
  /// The first level-1 heading, where there is one.
  public var titleHeading: Heading?
  /// Blocks before the first section (the level-1 heading and introduction).
  public var preamble: [MarkdownBlock]
  public var sections: [ContractSection]
  /// Every clause in document order.
  public var clauses: [Clause]
  /// Every link in the document, in order.
  public var links: [Link]
  /// SHA-256 of the document body (front matter excluded) with whitespace folded: any change
  /// to the text a reader sees changes it.
  public var fingerprint: String
  /// Problems found while reading (front matter syntax); lint reports them with its own.
  public var readProblems: [Diagnostic]
  public var lineCount: Int

  public init(
    file: String, slug: String, kind: DocumentKind, frontMatter: FrontMatter, title: String?,
    titleHeading: Heading?, preamble: [MarkdownBlock], sections: [ContractSection],
    clauses: [Clause], links: [Link], fingerprint: String, readProblems: [Diagnostic],
    lineCount: Int
  ) {
    self.file = file
    self.slug = slug
    self.kind = kind
    self.frontMatter = frontMatter
    self.title = title
    self.titleHeading = titleHeading
    self.preamble = preamble
    self.sections = sections
    self.clauses = clauses
    self.links = links
    self.fingerprint = fingerprint
    self.readProblems = readProblems
    self.lineCount = lineCount
  }

  /// Parses a document. `file` is used in ids' origin and every location; `kind` defaults
  /// to what the file name and front matter say.
  public static func parse(
    _ bytes: [UInt8], file: String, kind: DocumentKind? = nil,
    options: MarkdownParseOptions = .init()
  ) throws -> Contract {
    try ContractParser.parse(bytes, file: file, kind: kind, options: options)
  }

  /// The section with a slug.
  public func section(_ slug: String) -> ContractSection? {
    sections.first { $0.slug == slug }
  }

  /// The clause with an id.
  public func clause(_ id: String) -> Clause? {
    clauses.first { $0.id == id }
  }
}
