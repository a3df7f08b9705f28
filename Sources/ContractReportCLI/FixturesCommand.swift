/// `contract-report fixtures [PATH…]`: every decision-table fixture a project has, with its
/// columns and an example row, so a writer can make rows executable without reading Swift.
enum FixturesCommand: Command {
  static let spec = CommandSpec(
    name: "fixtures",
    summary: "List the decision-table fixtures, their columns and an example row.",
    arguments: "[PATH…]",
    discussion: """
      Lists every fixture that can run the rows of a decision table: the built-in ones and
      the command fixtures of the settings (PATH/contract-report.json, or --settings FILE;
      default PATH contracts/). For each: what a row does, what runs it, how it binds (by
      header signature, in any contract and under any heading), and each column: input or
      result (a result's header ends in '?'), type, vocabulary, default, meaning; then one
      example row to paste into a contract. docs/fixtures.md is the Markdown listing of the
      built-in fixtures (--format markdown).
      """,
    options: [
      OptionSpec("format", value: "text|json|markdown", help: "Output format (default text)."),
      .settings,
    ])

  /// `--format text|json|markdown`.
  enum Format: String, CaseIterable {
    case text
    case json
    case markdown
  }

  struct Options: CommandOptions {
    var format: Format
    var paths: [String]
    var settingsFile: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
      format = try arguments.choice("format") ?? .text
      paths = arguments.positionals
      settingsFile = arguments.value("settings")
    }
  }

  static func run(_ options: Options, console: Console) async throws -> Int32 {
    let paths = try CoverageRun.contractPaths(options.paths, settingsFile: options.settingsFile)
    let catalog = try BindingRegistry.catalog(
      BindingRegistry.all, paths: paths, settingsFile: options.settingsFile)
    let listing = FixtureListing(catalog.allFixtures)
    switch options.format {
    case .json: console.write(try JSONOutput.encode(listing))
    case .markdown: console.write(listing.markdown)
    case .text: console.write(listing.text)
    }
    return ExitCode.success
  }
}
