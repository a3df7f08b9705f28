import JSON
import TranslationCoverage

/// `fixtures` in `contract-report.json`: decision-table fixtures that run a command for each
/// row (so a docs team can check a component written in any language, with no Swift), and
/// tables named for a fixture by their heading. `docs/settings.md` describes every field.
///
///     "fixtures": {
///       "commands": [{"name": "Price rounding", "command": "python3 rounding.py",
///                     "columns": [{"name": "Amount", "role": "input", "type": "number"},
///                                 {"name": "Shown", "role": "result"}]}],
///       "tables": [{"contract": "pricing", "section": "Rounding", "fixture": "Price rounding"}]
///     }
public struct FixtureSettings: Sendable, Hashable, Decodable {
  /// Fixtures that run a command per row; each binds by its header signature.
  public var commands: [CommandFixtureSettings]
  /// Tables bound to a fixture (a command's or a built-in one) by their section heading.
  public var tables: [TableAssignmentSettings]

  public init(commands: [CommandFixtureSettings] = [], tables: [TableAssignmentSettings] = []) {
    self.commands = commands
    self.tables = tables
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case commands, tables
  }

  /// Decodes the `fixtures` object; unknown fields and two commands of one name are errors.
  public init(from decoder: any Decoder) throws {
    try StrictJSON.rejectUnknownFields(in: decoder, known: CodingKeys.allCases.map(\.rawValue))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    commands = try container.decodeIfPresent([CommandFixtureSettings].self, forKey: .commands) ?? []
    tables = try container.decodeIfPresent([TableAssignmentSettings].self, forKey: .tables) ?? []
    var seen: Set<String> = []
    for (index, command) in commands.enumerated() {
      guard seen.insert(command.name.lowercased()).inserted else {
        throw StrictJSON.invalidValue(
          at: container.codingPath + [CodingKeys.commands, ArrayIndex(index)],
          "a second fixture named '\(command.name)'")
      }
    }
  }
}

/// A position in a settings array, for error paths (`fixtures.commands[1]`).
struct ArrayIndex: CodingKey {
  var intValue: Int?
  var stringValue: String { "\(intValue ?? 0)" }

  init(_ index: Int) { intValue = index }
  init?(intValue: Int) { self.intValue = intValue }
  init?(stringValue: String) { nil }
}
