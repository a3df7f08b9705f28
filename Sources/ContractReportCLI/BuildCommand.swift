import ComplianceReport
import ComplianceSite
import ContractMarkdown
import Contracts
import Foundation
import Support
import Templates

/// `contract-report build [CONTRACTS_DIR]`: run the contracts and publish the compliance
/// report as a static site.
enum BuildCommand: Command {
  static let spec = CommandSpec(
    name: "build",
    summary: "Run the contracts and write the HTML compliance report site.",
    arguments: "[CONTRACTS_DIR]",
    discussion: """
      Runs every contract found in CONTRACTS_DIR (default contracts/) like 'check', then
      renders the report into a static site in --out (default site/): an index with every
      contract's counts, release readiness, the run and its inputs; one page per contract at
      the path of its canonical URL, showing the contract's text with every clause row marked
      passed, failed, unbound or changed since review; with coverage settings, the coverage
      page, its per-key matrix and one to-do page per locale (coverage/todo/<locale>.html); a
      stylesheet; SVG badges under badges/; and, with --base-url, a sitemap.xml. A folder with
      coverage settings and translations but no contract builds a coverage-only site. Pages
      use relative links only, need no JavaScript and open from file://.

      Templates come from --templates DIR, else ./templates when it exists, else the built-in
      copy. A template error (an unknown variable, an unclosed section) names the template
      file and line and exits 2.

      The site is built in a temporary folder and swapped in whole: a failing build leaves
      the previous site untouched. Two builds of the same input are byte-identical unless
      --timestamp is given.

      Exit codes, as for 'check': 0 every required check held; 1 a gate failed (a clause
      failed or errored, a lint error, a clause that differs from its reviewed baseline unless
      the policy warns, and with --strict an unbound clause, an orphaned check or a contract
      without a baseline); the site is still written whole and shows why, so a publishing
      step can deploy on exit 0 or 1; 2 usage error, unreadable input or template error
      (nothing is written). The last line is the one 'check' prints.
      """,
    options: [
      OptionSpec("out", value: "DIR", help: "Write the site here (default site/)."),
      .settings,
      OptionSpec(
        "base-url", value: "URL",
        help: "Where the site is published; adds canonical links and sitemap.xml."),
      OptionSpec("title", value: "TEXT", help: "The site's title (default 'Contract compliance')."),
      OptionSpec(
        "templates", value: "DIR",
        help: "Use these templates instead of ./templates or the built-in ones."),
      OptionSpec(
        "source-url", value: "TEMPLATE",
        help: "Link rows to their source, e.g. https://host/repo/blob/main/{path}#L{line}."),
      OptionSpec("timestamp", help: "Record the run's time and duration on the index."),
      OptionSpec(
        "history", value: "DIR",
        help: "Earlier runs' --json reports (*.json, oldest first by name): trend on the index."),
      OptionSpec(
        "mutation",
        help: "Also measure the checks' strength and show it: one run per provider defect."),
      .strict,
      .timeout,
      .jobs,
      .maxSize,
      .release,
    ])

  /// `build`'s options: the run, as `check` takes it, and the site.
  struct Options: CommandOptions {
    var run: RunOptions
    /// `--out DIR`, default `site`.
    var out: String
    var baseURL: String?
    var sourceURL: String?
    /// `--templates DIR`, else `./templates` when it is a folder, else the built-in copy.
    var templates: String?
    /// `--history DIR`: earlier runs' `--json` reports.
    var history: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
      run = try RunOptions(arguments)
      out = arguments.value("out") ?? "site"
      baseURL = arguments.value("base-url")
      sourceURL = arguments.value("source-url")
      templates = arguments.value("templates")
      history = arguments.value("history")
    }
  }

  static func run(_ options: Options, console: Console) async throws -> Int32 {
    // Templates first: a broken template set fails before any check runs.
    let templates = try loadTemplates(options.templates)
    // Earlier reports next: a bad one fails before any check runs, and nothing is written.
    let history = try options.history.map(loadHistory) ?? []
    // The commit the pages name, asked of git beside the run rather than after it, when the
    // cores would wait for the git process with nothing to do.
    async let commit = ContractHistory.headCommit()
    // No page shows a locale's dictionary version: the providers are not asked for one.
    let report = try await CheckCommand.makeReport(
      options.run, console: console, parseOptions: MarkdownParseOptions(renderHTML: true),
      recordsDictionaryVersions: false)
    let paths = try CoverageRun.contractPaths(
      options.run.paths, settingsFile: options.run.settingsFile)
    let site = SiteOptions(
      baseURL: options.baseURL, sourceURL: options.sourceURL,
      sourceRoot: FileManager.default.currentDirectoryPath,
      contractsRoot: SiteOptions.contractsRoot(of: paths),
      history: history, commit: await commit)
    let out = options.out
    // Never delete a folder of the user's: only an empty one or an earlier site is replaced.
    var writer = SiteWriter(outputDirectory: out)
    writer.replacesOnlySites = true
    let pages = try SiteBuilder(report: report, templates: templates, options: site)
      .write(to: writer)
    console.print("wrote \(pages.count) files to \(out)/")
    console.print(report.finalLine)
    ProcessLifetime.keep(report)
    return report.exitCode
  }

  /// The reports of `--history DIR`; an unreadable folder or report is an input error naming
  /// the file, in plain words (never a Foundation error dump, whose order of fields varies).
  static func loadHistory(_ directory: String) throws -> [RunSummary] {
    do {
      return try RunSummary.load(directory: directory)
    } catch let error as HistoryError {
      throw InputFailure(InputError(path: error.file, message: error.message))
    } catch {
      throw InputFailure(
        InputError(
          path: directory,
          message: "cannot read the history folder: \(FileSystemReason.whyUnlistable(directory))"))
    }
  }

  /// `--templates DIR`, else `./templates` when it is a folder, else the built-in copy.
  static func loadTemplates(_ explicit: String?) throws -> TemplateEngine {
    if let explicit { return try TemplateEngine(directory: explicit) }
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: "templates", isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      return try TemplateEngine(directory: "templates")
    }
    return try TemplateEngine(DefaultTemplates.templateSet)
  }
}
