import CIOutput
import ComplianceReport
import ContractMarkdown
import Contracts
import Foundation
import ProviderProtocol
import Support
import Verification

/// `contract-report check [PATH…]`: run every contract's clauses; the CI entry point.
enum CheckCommand: Command {
  static let spec = CommandSpec(
    name: "check",
    summary: "Run every clause of the contracts and report verdicts (for CI).",
    arguments: "[PATH…]",
    discussion: """
      Runs the checks bound to every clause of the contracts found in PATH (files or
      directories; default contracts/), compares each contract with its reviewed baseline
      (NAME.reviewed.md), and prints a per-section table, every failure with expected and
      observed values and file:line, and a final line 'N passed, N failed, …', preceded by
      'FAILED: …;' naming failed gates and differences from the reviewed baselines. Unbound
      clauses, orphaned checks and lint findings are listed up to 5 per section (lint: per
      file and rule), then '… and N more (--verbose for all)'; --json, --junit and --sarif
      always hold every one.

      Verdicts: passed, failed, error (the check threw or timed out, a cell could not be
      read, or a fixture command crashed, hung or printed no results), unbound (no check: the
      row or item says why and what to do), orphaned (a check whose clause is gone), skipped
      (filtered out).

      A decision table runs in any contract when its headers are a fixture's columns
      ('contract-report fixtures' lists them), including the command fixtures of
      contract-report.json (fixtures.commands; docs/decision-tables.md).

      A clause whose text differs from its reviewed baseline (changed, added, removed, or
      renamed with its row or section) fails the run, like a snapshot mismatch: the check
      bound to it was written for other words. Each is printed with its word diff and the
      'contract-report review --accept' command that makes it reviewed (for the clause or the
      file). "policy": {"changedSinceReview": "warn"} in contract-report.json makes them
      warnings.

      When a contracts directory holds contract-report.json (or --settings names a settings
      file; without PATH the contracts are then that file's folder), its siteTitle names the
      report, and with a "coverage" object translation coverage is measured too: its gates
      (coverage:catalogue, coverage:<locale>) join the others (see 'contract-report help
      coverage'). A folder with those settings and translations but no Markdown is checked
      for coverage alone.

      When GITHUB_ACTIONS=true, every finding is also printed as an annotation at file and
      line (::error, ::warning or ::notice, by its severity), and the Markdown summary
      (--summary) is appended to $GITHUB_STEP_SUMMARY when it is set. Colour only on a
      terminal and never with NO_COLOR.
      Without --timestamp, outputs are byte-identical between runs on the same inputs.

      Exit codes: 0 every required check held; 1 a clause failed or errored, a lint error, a
      gate failed, a clause differs from its reviewed baseline (unless the policy warns), or
      (with --strict) an unbound clause, an orphaned check or a contract without a reviewed
      baseline outside policy.strictExempt; 2 usage error or unreadable input (nothing is
      written then).

      See docs/ci.md for the output formats and a GitHub Actions workflow.
      """,
    options: [
      OptionSpec("json", value: "FILE", help: "Write the ComplianceReport as JSON."),
      .settings,
      OptionSpec("junit", value: "FILE", help: "Write JUnit XML (one testcase per clause)."),
      OptionSpec("sarif", value: "FILE", help: "Write SARIF 2.1.0 for code-scanning UIs."),
      OptionSpec("summary", value: "FILE", help: "Write the Markdown summary (for PR comments)."),
      .strict,
      OptionSpec("fail-fast", help: "Stop starting checks after the first failure."),
      OptionSpec(
        "rerun-failed", value: "FILE",
        help: "Run only the clauses that failed or errored in a previous --json report."),
      OptionSpec("quiet", help: "Print failures and the final line only."),
      OptionSpec(
        "verbose",
        help:
          "List every unbound clause, orphaned check and lint finding (else the first 5 per section or rule, then a count)."
      ),
      OptionSpec("dry-run", help: "List every clause as bound or unbound; run nothing."),
      OptionSpec("contract", value: "GLOB", help: "Only contracts whose slug or path matches."),
      OptionSpec("section", value: "GLOB", help: "Only sections whose heading or slug matches."),
      OptionSpec("clause", value: "GLOB", help: "Only clauses whose id matches."),
      .timeout,
      OptionSpec(
        "provider-command", value: "CMD",
        help: "Run the checks against a provider process (docs/provider-protocol.md)."),
      .jobs,
      OptionSpec("timestamp", help: "Record the run's time and durations in outputs."),
      OptionSpec(
        "mutation",
        help: "Also measure the checks' strength: run once per provider defect (slow)."),
      .maxSize,
      .release,
    ])

  /// `check`'s options: what to run, and where the report goes.
  struct Options: CommandOptions {
    var run: RunOptions
    /// `--json`, `--junit`, `--sarif`, `--summary`: the files written.
    var json: String?
    var junit: String?
    var sarif: String?
    var summary: String?
    var quiet: Bool
    var verbose: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
      run = try RunOptions(arguments)
      json = arguments.value("json")
      junit = arguments.value("junit")
      sarif = arguments.value("sarif")
      summary = arguments.value("summary")
      quiet = arguments.has("quiet")
      verbose = arguments.has("verbose")
    }
  }

  static func run(_ options: Options, console: Console) async throws -> Int32 {
    let report = try await makeReport(options.run, console: console)
    try writeOutputs(report, options: options, console: console)
    let terminal = TerminalReport(
      color: console.usesColor, quiet: options.quiet, verbose: options.verbose)
    if isGitHubActions(console) {
      // Contract text in the report must never be read as a workflow command: the report is
      // printed with commands stopped (token unguessable), then the annotations, then the
      // final line, which stays last.
      let token = UUID().uuidString.lowercased()
      console.print("::stop-commands::\(token)")
      console.write(terminal.body(report))
      console.print("::\(token)::")
      for line in GitHubAnnotations.render(report) { console.print(line) }
      console.print(report.finalLine)
    } else {
      console.write(terminal.render(report))
    }
    ProcessLifetime.keep(report)
    return report.exitCode
  }

  /// Gathers what the run needs (contracts, settings and coverage, bindings, the runner, the
  /// environment's injected faults, `--mutation`) and has `ReportBuilder` make the finished
  /// report; shared with `build`, which parses with `renderHTML` so pages can show the
  /// contracts' own HTML and leaves out the dictionary versions no page shows, and `signoff`.
  static func makeReport(
    _ options: RunOptions, console: Console, parseOptions: MarkdownParseOptions = .init(),
    recordsDictionaryVersions: Bool = true
  ) async throws -> ComplianceReport {
    let paths = try CoverageRun.contractPaths(options.paths, settingsFile: options.settingsFile)
    let loader = ContractLoader(sizeLimit: options.maxSize, options: parseOptions)
    // Coverage, and beside it the right-to-left dictionaries' scans and the contracts' parse;
    // then the translation files' lint, skipping the files coverage decoded cleanly. The
    // dictionaries and the catalogue they decode are gone before the contract models are
    // built. Parsed beside coverage, the contracts take the core that coverage leaves idle
    // while it decodes its catalogue and while its last locale finishes (both serial).
    let translationsDirectory = ContractHistory.translationsDirectory(for: paths)
    async let rightToLeft = TranslationInputs.rightToLeft(
      translationsDirectory: translationsDirectory)
    async let loaded = CoverageRun.load(paths, loader: loader)
    let decoded = DecodedTranslationFiles()
    let coverage = await CoverageRun.prepare(
      contractPaths: paths, settingsFile: options.settingsFile,
      recordsDictionaryVersions: recordsDictionaryVersions, decoded: decoded)
    let translations = TranslationInputs.lint(
      translationsDirectory: translationsDirectory, decoded: decoded, rtl: await rightToLeft)
    let documents = try await CoverageRun.documents(
      paths, loaded: await loaded, loader: loader, prepared: coverage)
    var filter = ClauseFilter(
      contracts: options.contracts, sections: options.sections, clauses: options.clauses)
    if let previous = options.rerunFailed {
      let ids = try failedClauseIDs(in: previous)
      if ids.isEmpty {
        console.error("note: \(previous) records no failed or errored clause; nothing to re-run")
      }
      filter.onlyIDs = ids
    }
    let faults = try BindingRegistry.faults(in: console.environment)
    if !faults.isEmpty, options.providerCommand != nil {
      throw UsageError(
        "\(BindingRegistry.faultsVariable) applies to the in-process provider only; a provider process takes its own faults (serve-provider --fault NAME)"
      )
    }
    if !faults.isEmpty {
      console.error(
        "warning: \(BindingRegistry.faultsVariable) is set: checks run against a provider with deliberate defects (\(faults.map(\.rawValue).sorted().joined(separator: ", ")))"
      )
    }
    var runner = VerificationRunner(filter: filter, failFast: options.failFast)
    if let timeout = options.timeout { runner.timeout = timeout }
    if let jobs = options.jobs { runner.parallelism = jobs }
    let launcher = options.providerCommand.map(ProviderLauncher.process(command:))
    let catalog = try BindingRegistry.catalog(
      BindingRegistry.catalog(faults: faults, launcher: launcher, timeout: runner.timeout),
      paths: paths, settingsFile: options.settingsFile, checkTimeout: runner.timeout)
    // A settings or coverage failure is met here, once the contracts were found readable.
    let addition = try coverage.get()
    var mutation: (@Sendable ([Contract]) async -> MutationReport)?
    if options.mutation {
      mutation = { contracts in
        await MutationCommand.measure(
          contracts.filter(MutationCommand.isFaultAware), timeout: MutationCommand.defaultTimeout)
      }
    }
    let builder = ReportBuilder(
      bindings: catalog, runner: runner,
      title: options.title ?? addition?.title ?? ReportBuilder.defaultTitle,
      version: ContractReportCommand.version, strict: options.strict,
      policy: addition?.policy ?? GatePolicy(), timestamp: options.timestamp,
      dryRun: options.dryRun,
      translationsDirectory: translationsDirectory,
      release: options.release ?? addition?.release,
      contractsChanged: { await ContractHistory.lastChange(of: $0) },
      coverage: addition?.coverage, sourceMutation: addition?.sourceMutation,
      injectedFaults: faults.map(\.rawValue), measureMutation: mutation)
    let report = await builder.build(documents, translationInputs: translations)
    // Every check has run: providers kept for a next one exit now, not with this process.
    await launcher?.stopKeptProviders()
    return report
  }

  static func writeOutputs(_ report: ComplianceReport, options: Options, console: Console) throws {
    if let path = options.json {
      try JSONOutput.write(report, to: path)
    }
    if let path = options.junit {
      try OutputFile.write(JUnitWriter.render(report), to: path)
    }
    if let path = options.sarif {
      try OutputFile.write(SARIFWriter.render(report), to: path)
    }
    // The summary is rendered only when something asks for it.
    if let path = options.summary {
      try OutputFile.write(MarkdownSummary.render(report), to: path)
    }
    if isGitHubActions(console) {
      if let path = console.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty {
        try OutputFile.append(MarkdownSummary.render(report), to: path)
      }
    }
  }

  /// GitHub Actions sets `GITHUB_ACTIONS=true` in every step.
  static func isGitHubActions(_ console: Console) -> Bool {
    console.environment["GITHUB_ACTIONS"] == "true"
  }

  /// Clause ids that failed or errored in a previous `--json` report.
  static func failedClauseIDs(in path: String) throws -> Set<String> {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw InputFailure(InputError(path: path, message: FileSystemReason.whyUnreadable(path)))
    }
    let previous: PreviousReport
    do {
      previous = try PreviousReport.decode(data)
    } catch {
      throw InputFailure(
        InputError(
          path: path,
          message: "not a contract-report JSON report (--rerun-failed reads a --json file)"))
    }
    guard previous.schemaVersion <= ComplianceReport.currentSchemaVersion else {
      throw InputFailure(
        InputError(
          path: path,
          message:
            "report schemaVersion \(previous.schemaVersion) is newer than this tool's \(ComplianceReport.currentSchemaVersion)"
        ))
    }
    return Set(previous.failedClauseIDs)
  }
}
