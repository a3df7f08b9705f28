import Verification

/// What `contract-report fixtures` lists, in every format: each fixture with what a row does,
/// what runs it, how it binds, each column (input or result, type, vocabulary, default,
/// meaning) and one example row a writer can paste. `docs/fixtures.md` is its Markdown.
struct FixtureListing: Encodable, Sendable {
  struct Fixture: Encodable, Sendable {
    var name: String
    var summary: String
    /// `swift` or `command`.
    var runs: String
    /// The command run per row, for a command fixture.
    var command: String?
    /// Where it is declared: `Module/File.swift` (no line, so the listing stays put while the
    /// code moves) or the settings field.
    var source: String
    /// `header signature`, or `section HEADING`.
    var binds: String
    var columns: [Column]
    /// The example table: header, separator, one row.
    var example: String
  }

  struct Column: Encodable, Sendable {
    var name: String
    /// As a table writes it: the name, with `?` for a result.
    var header: String
    /// `input` or `result`.
    var role: String
    var required: Bool
    /// `text`, `number`, `yes/no`, `choice`, or a fixture's own notation.
    var type: String
    /// The words a cell may hold, for choices and yes/no.
    var vocabulary: [String]?
    /// For inputs: what a blank cell or a missing column means.
    var `default`: String?
    var help: String
    var example: String?
  }

  var fixtures: [Fixture]

  init(_ fixtures: [TableFixture]) {
    self.fixtures = fixtures.map { fixture in
      let binds: String
      switch fixture.match {
      case .signature: binds = "header signature"
      case .section(let heading): binds = "section \(heading)"
      }
      return Fixture(
        name: fixture.name, summary: fixture.summary,
        runs: fixture.command == nil ? "swift" : "command", command: fixture.command,
        source: Self.withoutLine(fixture.declaredAt), binds: binds,
        columns: fixture.columns.map { column in
          Column(
            name: column.name, header: column.header, role: column.role.rawValue,
            required: column.isRequired, type: column.type.kindName,
            vocabulary: column.type.vocabulary, default: column.defaultValue,
            help: column.help, example: column.example)
        }, example: fixture.exampleTable)
    }
  }

  /// `Module/File.swift:12` → `Module/File.swift`; anything else as it is.
  private static func withoutLine(_ place: String) -> String {
    guard let colon = place.lastIndex(of: ":"), place[..<colon].hasSuffix(".swift"),
      place[place.index(after: colon)...].allSatisfy(\.isNumber)
    else { return place }
    return String(place[..<colon])
  }

  // MARK: Text

  /// The terminal listing.
  var text: String {
    var text = ""
    for fixture in fixtures {
      text += "\(fixture.name)\n"
      if !fixture.summary.isEmpty { text += "  \(fixture.summary)\n" }
      text += "  runs: \(runsText(fixture))\n"
      text += "  binds: \(bindsText(fixture))\n"
      text += "  columns:\n"
      let width = (fixture.columns.map(\.header.count).max() ?? 0) + 2
      for column in fixture.columns {
        var line = "    " + column.header.padding(toLength: width, withPad: " ", startingAt: 0)
        line += roleText(column) + ", " + typeText(column)
        if let value = column.default { line += "; default \(value)" }
        if !column.help.isEmpty { line += "; \(column.help)" }
        text += line + "\n"
      }
      text += "  example row:\n"
      for line in fixture.example.split(separator: "\n") { text += "    \(line)\n" }
      text += "\n"
    }
    text += "\(fixtures.count) fixture\(fixtures.count == 1 ? "" : "s")\n"
    return text
  }

  /// What runs the rows; `code` marks the place it is declared (Markdown: in backticks).
  private func runsText(_ fixture: Fixture, code: (String) -> String = { $0 }) -> String {
    if let command = fixture.command {
      return "the command `\(command)` once per row (\(code(fixture.source)))"
    }
    return "Swift (\(code(fixture.source)))"
  }

  private func bindsText(_ fixture: Fixture) -> String {
    fixture.binds == "header signature"
      ? "any table whose headers are its columns, in any contract and under any heading"
      : "the tables under '\(fixture.binds.dropFirst("section ".count))'"
  }

  private func roleText(_ column: Column) -> String {
    column.role == "input" ? (column.required ? "input, required" : "input") : "result"
  }

  private func typeText(_ column: Column) -> String {
    if let words = column.vocabulary, column.type == "choice" {
      return "one of " + words.joined(separator: ", ")
    }
    return column.type
  }

  // MARK: Markdown

  /// `docs/fixtures.md`.
  var markdown: String {
    var text = """
      # Fixtures

      <!-- Written by `contract-report fixtures --format markdown`; a test keeps this page equal to it. -->

      A fixture runs the rows of a decision table (see [decision-tables.md](decision-tables.md)).
      Each one below binds to any table whose headers are its columns, in any contract and under
      any heading; a contract can also name the fixture for a heading (`fixture: HEADING →
      FIXTURE` in its front matter). A header ending in `?` is an expected result; the others are
      inputs. A blank input takes the default; a blank expected cell is not checked.
      `contract-report fixtures` prints this listing for the fixtures a project has, including
      the command fixtures of its `contract-report.json` ([settings.md](settings.md#fixtures)).

      """
    for fixture in fixtures {
      text += "\n## \(fixture.name)\n\n"
      if !fixture.summary.isEmpty { text += Self.sentence(fixture.summary) + "\n\n" }
      text += "Runs: \(runsText(fixture) { "`\($0)`" })."
      text += " Binds: \(bindsText(fixture)).\n\n"
      text += "| Column | Role | Type | Vocabulary | Default | Meaning |\n"
      text += "| --- | --- | --- | --- | --- | --- |\n"
      for column in fixture.columns {
        let cells = [
          "`\(column.header)`", roleText(column), Self.cell(column.type),
          column.vocabulary.map { Self.cell($0.joined(separator: ", ")) } ?? "",
          column.default.map(Self.cell) ?? "", Self.cell(column.help),
        ]
        text += "| " + cells.joined(separator: " | ") + " |\n"
      }
      text += "\nAn example row to paste:\n\n```markdown\n\(fixture.example)\n```\n"
    }
    return text
  }

  /// Text made safe for a Markdown table cell: `|` escaped.
  private static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|")
  }

  /// A summary as a sentence: capitalised, ending in a full stop.
  private static func sentence(_ text: String) -> String {
    guard let first = text.first else { return text }
    let body = first.uppercased() + text.dropFirst()
    return body.hasSuffix(".") ? body : body + "."
  }
}
