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
  /// to the text a reader sees changes it. Computed from the blocks when asked for (lint
  /// never asks), and always encoded.
  public var fingerprint: String { BodyFingerprint.hex(preamble: preamble, sections: sections) }
  /// Problems found while reading (front matter syntax); lint reports them with its own.
  public var readProblems: [Diagnostic]
  public var lineCount: Int

  public init(
    file: String, slug: String, kind: DocumentKind, frontMatter: FrontMatter, title: String?,
    titleHeading: Heading?, preamble: [MarkdownBlock], sections: [ContractSection],
    clauses: [Clause], links: [Link], readProblems: [Diagnostic],
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
    self.readProblems = readProblems
    self.lineCount = lineCount
  }

  private enum CodingKeys: String, CodingKey {
    case file, slug, kind, frontMatter, title, titleHeading, preamble, sections, clauses, links
    case fingerprint, readProblems, lineCount
  }

  /// Decodes a contract; a `fingerprint` in the input is ignored (it follows from the blocks
  /// and the section headings' Markdown, which are encoded).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      file: try container.decode(String.self, forKey: .file),
      slug: try container.decode(String.self, forKey: .slug),
      kind: try container.decode(DocumentKind.self, forKey: .kind),
      frontMatter: try container.decode(FrontMatter.self, forKey: .frontMatter),
      title: try container.decodeIfPresent(String.self, forKey: .title),
      titleHeading: try container.decodeIfPresent(Heading.self, forKey: .titleHeading),
      preamble: try container.decode([MarkdownBlock].self, forKey: .preamble),
      sections: try container.decode([ContractSection].self, forKey: .sections),
      clauses: try container.decode([Clause].self, forKey: .clauses),
      links: try container.decode([Link].self, forKey: .links),
      readProblems: try container.decode([Diagnostic].self, forKey: .readProblems),
      lineCount: try container.decode(Int.self, forKey: .lineCount))
  }

  /// Encodes every field, with the fingerprint.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(file, forKey: .file)
    try container.encode(slug, forKey: .slug)
    try container.encode(kind, forKey: .kind)
    try container.encode(frontMatter, forKey: .frontMatter)
    try container.encodeIfPresent(title, forKey: .title)
    try container.encodeIfPresent(titleHeading, forKey: .titleHeading)
    try container.encode(preamble, forKey: .preamble)
    try container.encode(sections, forKey: .sections)
    try container.encode(clauses, forKey: .clauses)
    try container.encode(links, forKey: .links)
    try container.encode(fingerprint, forKey: .fingerprint)
    try container.encode(readProblems, forKey: .readProblems)
    try container.encode(lineCount, forKey: .lineCount)
  }

  /// Parses a document. `file` is used in ids' origin and every location; `kind` defaults
  /// to what the file name and front matter say.
  public static func parse(
    _ bytes: [UInt8], file: String, kind: DocumentKind? = nil,
    options: MarkdownParseOptions = .init()
  ) throws -> Contract {
    try ContractParser.parse(bytes, file: file, kind: kind, options: options)
  }

  /// This document with its clauses (and each section's `clauseIDs`) built, for a contract
  /// read by a loader that does not build them (``ContractLoader/buildsClauses``). Building
  /// them again gives the same clauses.
  public func withClauses() -> Contract {
    var contract = self
    ContractParser.buildClauses(of: &contract)
    return contract
  }

  /// Builds this document's clauses one at a time, in document order, and hands each to
  /// `body` without keeping them: output that streams clauses (`parse` of a 300,000-row table)
  /// need not hold them all. The clauses are those ``withClauses()`` builds; returns each
  /// section's clause ids, as it sets them.
  public func forEachClause(_ body: (Clause) throws -> Void) rethrows -> [[String]] {
    try ContractParser.forEachClause(of: self, body)
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
