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
      CoverageRun.settingsOption,
      OptionSpec("junit", value: "FILE", help: "Write JUnit XML (one testcase per clause)."),
      OptionSpec("sarif", value: "FILE", help: "Write SARIF 2.1.0 for code-scanning UIs."),
      OptionSpec("summary", value: "FILE", help: "Write the Markdown summary (for PR comments)."),
      OptionSpec(
        "strict",
        help: "Also fail on unbound and orphaned clauses and on contracts without a baseline."),
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
      OptionSpec("timeout", value: "SECONDS", help: "Time a check may take (default 10)."),
      OptionSpec(
        "provider-command", value: "CMD",
        help: "Run the checks against a provider process (docs/provider-protocol.md)."),
      OptionSpec("jobs", value: "N", help: "Checks run at once (default: processor count)."),
      OptionSpec("timestamp", help: "Record the run's time and durations in outputs."),
      OptionSpec(
        "mutation",
        help: "Also measure the checks' strength: run once per provider defect (slow)."),
      OptionSpec(
        "max-size", value: "BYTES", help: "Refuse files larger than this (default 8388608)."),
      releaseOption,
    ])

  /// `--release V` of `check`, `build` and `signoff`: the release readiness is judged for.
  static let releaseOption = OptionSpec(
    "release", value: "VERSION",
    help: "Judge readiness for this release (default: settings 'release').")

  static func run(_ arguments: ParsedArguments, console: Console) async throws -> Int32 {
    let report = try await makeReport(arguments, console: console)
    try writeOutputs(report, arguments: arguments, console: console)
    let terminal = TerminalReport(
      color: console.usesColor, quiet: arguments.has("quiet"), verbose: arguments.has("verbose"))
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

  /// Loads, runs and reports; shared with `build`, which parses with `renderHTML` so pages can
  /// show the contracts' own HTML.
  static func makeReport(
    _ arguments: ParsedArguments, console: Console, parseOptions: MarkdownParseOptions = .init()
  ) async throws -> ComplianceReport {
    let paths = try CoverageRun.contractPaths(arguments)
    let loader = try ContractLoader(
      sizeLimit: LintCommand.sizeLimit(arguments), options: parseOptions)
    // Coverage first: its dictionaries are gone before the contract models are built.
    let coverage = await CoverageRun.prepare(
      contractPaths: paths, settingsFile: arguments.value("settings"))
    let documents = try await CoverageRun.documents(paths, loader: loader, prepared: coverage)
    var filter = ClauseFilter(
      contracts: (arguments.values["contract"] ?? []).map(Glob.init),
      sections: (arguments.values["section"] ?? []).map(Glob.init),
      clauses: (arguments.values["clause"] ?? []).map(Glob.init))
    if let previous = arguments.value("rerun-failed") {
      let ids = try failedClauseIDs(in: previous)
      if ids.isEmpty {
        console.error("note: \(previous) records no failed or errored clause; nothing to re-run")
      }
      filter.onlyIDs = ids
    }
    let faults = try BindingRegistry.faults(in: console.environment)
    if !faults.isEmpty, arguments.value("provider-command") != nil {
      throw UsageError(
        "\(BindingRegistry.faultsVariable) applies to the in-process provider only; a provider process takes its own faults (serve-provider --fault NAME)"
      )
    }
    if !faults.isEmpty {
      console.error(
        "warning: \(BindingRegistry.faultsVariable) is set: checks run against a provider with deliberate defects (\(faults.map(\.rawValue).sorted().joined(separator: ", ")))"
      )
    }
    var runner = VerificationRunner(filter: filter, failFast: arguments.has("fail-fast"))
    if let timeout = arguments.value("timeout") {
      guard let seconds = Double(timeout), seconds > 0 else {
        throw UsageError("--timeout needs a positive number of seconds, got '\(timeout)'")
      }
      runner.timeout = seconds
    }
    if let jobs = arguments.value("jobs") {
      guard let count = Int(jobs), count > 0 else {
        throw UsageError("--jobs needs a positive number, got '\(jobs)'")
      }
      runner.parallelism = count
    }
    let launcher = arguments.value("provider-command").map(ProviderLauncher.process(command:))
    let catalog = try BindingRegistry.catalog(
      BindingRegistry.catalog(faults: faults, launcher: launcher, timeout: runner.timeout),
      paths: paths, settingsFile: arguments.value("settings"), checkTimeout: runner.timeout)
    // A settings or coverage failure is met here, once the contracts were found readable.
    let addition = try coverage.get()
    var mutation: (@Sendable ([Contract]) async -> MutationReport)?
    if arguments.has("mutation") {
      mutation = { contracts in
        await MutationCommand.measure(
          contracts.filter(MutationCommand.isFaultAware), timeout: MutationCommand.defaultTimeout)
      }
    }
    let builder = ReportBuilder(
      bindings: catalog, runner: runner,
      title: arguments.value("title") ?? addition?.title ?? ReportBuilder.defaultTitle,
      version: ContractReportCommand.version, strict: arguments.has("strict"),
      policy: addition?.policy ?? GatePolicy(), timestamp: arguments.has("timestamp"),
      dryRun: arguments.has("dry-run"),
      translationsDirectory: ContractHistory.translationsDirectory(for: paths),
      release: arguments.value("release") ?? addition?.release,
      contractsChanged: { await ContractHistory.lastChange(of: $0) },
      coverage: addition?.coverage, sourceMutation: addition?.sourceMutation,
      injectedFaults: faults.map(\.rawValue), measureMutation: mutation)
    let report = await builder.build(documents)
    // Every check has run: providers kept for a next one exit now, not with this process.
    await launcher?.stopKeptProviders()
    return report
  }

  static func writeOutputs(_ report: ComplianceReport, arguments: ParsedArguments, console: Console)
    throws
  {
    if let path = arguments.value("json") {
      try OutputFile.write(JSONOutput.encode(report), to: path)
    }
    if let path = arguments.value("junit") {
      try OutputFile.write(JUnitWriter.render(report), to: path)
    }
    if let path = arguments.value("sarif") {
      try OutputFile.write(SARIFWriter.render(report), to: path)
    }
    let summary = MarkdownSummary.render(report)
    if let path = arguments.value("summary") { try OutputFile.write(summary, to: path) }
    if isGitHubActions(console) {
      if let path = console.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty {
        try OutputFile.append(summary, to: path)
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
      previous = try JSONDecoder().decode(PreviousReport.self, from: data)
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
