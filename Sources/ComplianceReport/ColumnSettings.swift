import JSON
import TranslationCoverage

/// One column of a command fixture (`fixtures.commands[].columns`): its header (without the
/// `?` a result's header ends in), whether it is an input given to the command or a result it
/// observes, and the type its cells are read as.
public struct ColumnSettings: Sendable, Hashable, Decodable {
  /// `input` or `result`.
  public enum Role: String, Sendable, Hashable, Decodable, CaseIterable {
    case input
    case result
  }

  /// `text` (default), `number`, `yes/no`, or `choice` (with `values`).
  public enum Kind: String, Sendable, Hashable, Decodable, CaseIterable {
    case text
    case number
    case flag = "yes/no"
    case choice
  }

  public var name: String
  public var role: Role
  public var type: Kind
  /// The words a `choice` column takes.
  public var values: [String]
  /// For inputs: a table without this column cannot run the fixture.
  public var required: Bool
  /// For inputs: what the command uses when the cell is blank (listed for writers; the
  /// command applies it, since a blank input is not sent).
  public var defaultValue: String?
  /// A cell for the example row of `contract-report fixtures`.
  public var example: String?
  /// One line for writers: what the column means.
  public var help: String

  public init(
    name: String, role: Role, type: Kind = .text, values: [String] = [], required: Bool = false,
    defaultValue: String? = nil, example: String? = nil, help: String = ""
  ) {
    self.name = name
    self.role = role
    self.type = type
    self.values = values
    self.required = required
    self.defaultValue = defaultValue
    self.example = example
    self.help = help
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case name, role, type, values, required
    case defaultValue = "default"
    case example, help
  }

  /// Decodes one column; a choice without values, values on another type, and `required` or
  /// `default` on a result are errors.
  public init(from decoder: any Decoder) throws {
    try StrictJSON.rejectUnknownFields(in: decoder, known: CodingKeys.allCases.map(\.rawValue))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func invalid(_ key: CodingKeys, _ reason: String) -> DecodingError {
      StrictJSON.invalidValue(at: container.codingPath + [key], reason)
    }
    name = try container.decode(String.self, forKey: .name)
    guard name.contains(where: { $0.isLetter || $0.isNumber }) else {
      throw invalid(.name, "must hold a letter or digit")
    }
    guard !name.hasSuffix("?") else {
      throw invalid(.name, "is written without the '?' a result's header ends in")
    }
    let roleName = try container.decode(String.self, forKey: .role)
    guard let role = Role(rawValue: roleName) else {
      throw invalid(.role, "must be \"input\" or \"result\"")
    }
    self.role = role
    if let typeName = try container.decodeIfPresent(String.self, forKey: .type) {
      guard let type = Kind(rawValue: typeName) else {
        throw invalid(
          .type,
          "must be one of " + Kind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))
      }
      self.type = type
    } else {
      type = .text
    }
    values = try container.decodeIfPresent([String].self, forKey: .values) ?? []
    if type == .choice, values.isEmpty {
      throw invalid(.values, "a \"choice\" column needs its values")
    }
    if type != .choice, !values.isEmpty {
      throw invalid(.values, "only a \"choice\" column has values")
    }
    required = try container.decodeIfPresent(Bool.self, forKey: .required) ?? false
    if required, role == .result {
      throw invalid(.required, "only an input can be required")
    }
    defaultValue = try container.decodeIfPresent(String.self, forKey: .defaultValue)
    if defaultValue != nil, role == .result {
      throw invalid(.defaultValue, "only an input has a default")
    }
    example = try container.decodeIfPresent(String.self, forKey: .example)
    help = try container.decodeIfPresent(String.self, forKey: .help) ?? ""
  }
}
