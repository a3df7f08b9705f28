import CIOutput
import ComplianceReport
import Contracts
import Foundation
import Support

/// `contract-report lint [PATH…]`: structural problems in contracts and records.
enum LintCommand: Command {
  static let spec = CommandSpec(
    name: "lint",
    summary: "Check Markdown contracts for structural problems.",
    arguments: "[PATH…]",
    discussion: """
      Reads every .md file in the given files and directories (default: contracts/) and prints
      one line per finding: file:line:col: error|warning: message [rule] (the first 5 of each
      rule per file, then "… and N more (--verbose for all)"; --format json lists every one).
      Exits 1 when any error is found, 0 otherwise, 2 when a file cannot be read.

      Rules: ragged-row, empty-key, duplicate-key, duplicate-section, outside-section,
      missing-title, heading-level (warning), front-matter-key (warning), front-matter-syntax,
      front-matter-kind, missing-link-target, empty-header (warning), multiple-titles (warning);
      for decision tables (docs/decision-tables.md): decision-column, decision-cell,
      decision-binding (a table named for a fixture that is not there), decision-near-miss
      (warning: headers that nearly name a fixture's columns). The fixtures are the built-in
      ones and the settings' command fixtures ('contract-report fixtures' lists them).
      """,
    options: [
      OptionSpec("format", value: "text|json", help: "Output format (default text)."),
      .settings,
      OptionSpec(
        "verbose",
        help: "Print every finding (text shows the first 5 of each rule per file, then a count)."),
      .maxSize,
    ])

  struct Options: CommandOptions {
    var format: OutputFormat
    /// PATH…, default `contracts`.
    var paths: [String]
    var settingsFile: String?
    var verbose: Bool
    var maxSize: Int

    init(_ arguments: ParsedArguments) throws(UsageError) {
      format = try OutputFormat(arguments)
      paths = arguments.positionals.isEmpty ? ["contracts"] : arguments.positionals
      settingsFile = arguments.value("settings")
      verbose = arguments.has("verbose")
      maxSize = try arguments.byteSize("max-size") ?? ContractLoader.defaultSizeLimit
    }
  }

  static func run(_ options: Options, console: Console) async throws -> Int32 {
    let paths = options.paths
    var loader = ContractLoader(sizeLimit: options.maxSize)
    // The structural rules do not look at clauses; only bound contracts' bindings and the
    // records do, and those documents build them below.
    loader.buildsClauses = false
    let translations = ContractHistory.translationsDirectory(for: paths)
    // The translation files are independent of the documents: read them meanwhile.
    async let translationFindings = RecordLint.translationFileDiagnostics(
      translationsDirectory: translations)
    // Each document is linted on the worker that parsed it; only its findings (and the
    // records, which are linted together) outlive the parse.
    let catalog = try BindingRegistry.catalog(
      BindingRegistry.all, paths: paths, settingsFile: options.settingsFile)
    // Relative links' targets, answered from one listing per directory.
    let existence = FileExistence()
    let linted = try await DocumentSet.map(paths, loader: loader, fingerprintingInputs: false) {
      document in
      var contract = document.contract
      let isRecord = RecordLint.lints(contract.kind)
      if isRecord { contract = contract.withClauses() }
      // Decision tables build the clauses they need themselves: a contract without one
      // costs its headers only.
      let decisionFindings =
        contract.kind == .contract ? catalog.bindings(for: contract).lint(contract) : []
      let findings =
        ContractLinter.lint(contract) { existence.exists($0) }
        + decisionFindings
      return LintedDocument(
        file: contract.file,
        diagnostics: findings.sorted { ($0.location, $0.rule) < ($1.location, $1.rule) },
        record: isRecord ? contract : nil)
    }
    let files = linted.map(\.file)
    var diagnostics = linted.flatMap(\.diagnostics)
    diagnostics += RecordLint.diagnostics(
      linted.compactMap(\.record), translationsDirectory: translations,
      translationFiles: await translationFindings)
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.count - errors
    switch options.format {
    case .text:
      let lines = TerminalList.lines(
        diagnostics, limit: options.verbose ? nil : TerminalList.itemsPerGroup
      ) { [$0.file, $0.rule] }
      for line in lines {
        switch line {
        case .item(let diagnostic): console.print(diagnostic.description)
        case .more(let count): console.print(TerminalList.moreLine(count))
        }
      }
      console.print(
        "\(files.count) file\(files.count == 1 ? "" : "s") linted: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
      )
    case .json:
      let report = LintReport(
        files: files, errors: errors, warnings: warnings, diagnostics: diagnostics)
      console.write(try JSONOutput.encode(report))
    }
    return errors > 0 ? ExitCode.failure : ExitCode.success
  }

  /// What lint keeps of a document once it is parsed.
  struct LintedDocument: Sendable {
    var file: String
    var diagnostics: [Diagnostic]
    /// The document itself when it is a record (RTL review, sign-off), linted with the rest.
    var record: Contract?
  }

  struct LintReport: Encodable {
    var files: [String]
    var errors: Int
    var warnings: Int
    var diagnostics: [Diagnostic]
  }
}
