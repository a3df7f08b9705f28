import JSON
import TranslationCoverage

/// One fixture in `fixtures.commands`: a command run once per table row. It receives the row's
/// input cells as one JSON object on stdin and prints the observed result cells as one JSON
/// object on stdout; `contract-report` compares them with the expected cells by the columns'
/// types. Its columns are its header signature: a table whose headers are these columns runs
/// it, in any contract, under any heading.
public struct CommandFixtureSettings: Sendable, Hashable, Decodable {
  /// The fixture's name in reports, `contract-report fixtures` and `fixture:` lines.
  public var name: String
  /// Run with `/bin/sh -c` in the settings file's folder.
  public var command: String
  /// One sentence for writers: what a row does.
  public var summary: String
  /// A hang guard: a row whose command has not finished after this many seconds is an error
  /// with the command's stderr tail. `nil` (the default): half of `check --timeout`, so the
  /// command is stopped, and its stderr quoted, before the run's own limit for a check ends
  /// the row. Never a measure of speed.
  public var timeoutSeconds: Double?
  public var columns: [ColumnSettings]

  public init(
    name: String, command: String, summary: String = "", timeoutSeconds: Double? = nil,
    columns: [ColumnSettings]
  ) {
    self.name = name
    self.command = command
    self.summary = summary
    self.timeoutSeconds = timeoutSeconds
    self.columns = columns
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case name, command, summary, timeoutSeconds, columns
  }

  /// Decodes one command fixture; a blank name or command, no result column, two columns of
  /// one name and a timeout that is not positive are errors.
  public init(from decoder: any Decoder) throws {
    try StrictJSON.rejectUnknownFields(in: decoder, known: CodingKeys.allCases.map(\.rawValue))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func invalid(_ key: CodingKeys, _ reason: String) -> DecodingError {
      StrictJSON.invalidValue(at: container.codingPath + [key], reason)
    }
    name = try container.decode(String.self, forKey: .name)
    guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw invalid(.name, "must not be blank")
    }
    command = try container.decode(String.self, forKey: .command)
    guard !command.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw invalid(.command, "must not be blank")
    }
    summary = try container.decodeIfPresent(String.self, forKey: .summary) ?? ""
    timeoutSeconds = try container.decodeIfPresent(Double.self, forKey: .timeoutSeconds)
    if let timeoutSeconds, !(timeoutSeconds > 0 && timeoutSeconds.isFinite) {
      throw invalid(.timeoutSeconds, "must be a positive number of seconds")
    }
    columns = try container.decode([ColumnSettings].self, forKey: .columns)
    guard columns.contains(where: { $0.role == .result }) else {
      throw invalid(.columns, "needs at least one column with \"role\": \"result\"")
    }
    var seen: Set<String> = []
    for (index, column) in columns.enumerated() {
      let key = column.name.lowercased().filter { $0.isLetter || $0.isNumber }
      guard seen.insert(key).inserted else {
        throw StrictJSON.invalidValue(
          at: container.codingPath + [CodingKeys.columns, ArrayIndex(index)],
          "a second column named '\(column.name)'")
      }
    }
  }
}
