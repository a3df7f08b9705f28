import JSON
import TranslationCoverage

/// One entry of `fixtures.tables`: the tables under a section heading of one contract run a
/// named fixture, whatever their headers (a header it does not know is then an error).
public struct TableAssignmentSettings: Sendable, Hashable, Decodable {
  /// The contract's slug (its front matter `id`, else its title's slug).
  public var contract: String
  /// The section heading.
  public var section: String
  /// The fixture's name, as `contract-report fixtures` lists it.
  public var fixture: String

  public init(contract: String, section: String, fixture: String) {
    self.contract = contract
    self.section = section
    self.fixture = fixture
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case contract, section, fixture
  }

  public init(from decoder: any Decoder) throws {
    try StrictJSON.rejectUnknownFields(in: decoder, known: CodingKeys.allCases.map(\.rawValue))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    contract = try container.decode(String.self, forKey: .contract)
    section = try container.decode(String.self, forKey: .section)
    fixture = try container.decode(String.self, forKey: .fixture)
    for (key, value) in [(CodingKeys.contract, contract), (.section, section), (.fixture, fixture)]
    where value.trimmingCharacters(in: .whitespaces).isEmpty {
      throw StrictJSON.invalidValue(at: container.codingPath + [key], "must not be blank")
    }
  }
}
