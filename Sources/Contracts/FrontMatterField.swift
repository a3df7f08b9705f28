import ContractMarkdown

/// One `key: value` line of a document's front matter.
public struct FrontMatterField: Codable, Hashable, Sendable {
  public var key: String
  public var value: String
  public var location: SourceLocation

  public init(key: String, value: String, location: SourceLocation) {
    self.key = key
    self.value = value
    self.location = location
  }
}
