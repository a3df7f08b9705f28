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
      CoverageRun.settingsOption,
    ])

  static func run(_ arguments: ParsedArguments, console: Console) async throws -> Int32 {
    let format = arguments.value("format") ?? "text"
    guard ["text", "json", "markdown"].contains(format) else {
      throw UsageError("--format must be 'text', 'json' or 'markdown', got '\(format)'")
    }
    let paths = try CoverageRun.contractPaths(arguments)
    let catalog = try BindingRegistry.catalog(
      BindingRegistry.all, paths: paths, settingsFile: arguments.value("settings"))
    let listing = FixtureListing(catalog.allFixtures)
    switch format {
    case "json": console.write(try JSONOutput.encode(listing))
    case "markdown": console.write(listing.markdown)
    default: console.write(listing.text)
    }
    return ExitCode.success
  }
}
