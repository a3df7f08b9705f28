import ContractMarkdown

/// The `---` block at the top of a docs-site page: title, description, canonical URL and the
/// few keys contract-report itself reads.
public struct FrontMatter: Codable, Hashable, Sendable {
  /// Keys contract-report knows; any other key is reported as a warning.
  public static let knownKeys: Set<String> = [
    "title", "description", "canonical", "id", "kind", "baseline-of", "tags", "owner", "build",
    "fixture",
    "updated",
  ]

  public var fields: [FrontMatterField]
  /// The lines the block occupies, delimiters included; nil when there is none.
  public var lines: ClosedRange<Int>?

  public init(fields: [FrontMatterField] = [], lines: ClosedRange<Int>? = nil) {
    self.fields = fields
    self.lines = lines
  }

  /// The first value for a key.
  public subscript(key: String) -> String? {
    fields.first { $0.key == key }?.value
  }

  public var title: String? { self["title"] }
  public var description: String? { self["description"] }
  public var canonical: String? { self["canonical"] }
}
