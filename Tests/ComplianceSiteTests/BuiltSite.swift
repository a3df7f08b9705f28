import ComplianceReport
import ComplianceSite
import ContractMarkdown
import Contracts

/// Sites written to disk for the external checkers: the repository's real contracts, the
/// synthetic report with every verdict and every injection attempt, and reports with the
/// coverage, RTL, sign-off and mutation sections filled.
enum BuiltSite {
  /// The report of `contracts/` with no bindings (every clause unbound), parsed with HTML.
  static func repositoryReport() async throws -> ComplianceReport {
    let loader = ContractLoader(options: MarkdownParseOptions(renderHTML: true))
    let documents = try await DocumentSet.load(
      [DefaultTemplatesSource.packageRoot + "/contracts"], loader: loader)
    return await ReportBuilder(bindings: [], version: "test").build(documents)
  }

  /// Writes four sites under `root` (`repository`, `synthetic`, `sections` with every page,
  /// `hostile-sections` with injection attempts in every page).
  static func write(under root: String) async throws {
    let templates = try SiteFixtures.templates()
    let source = SiteOptions(
      sourceURL: "https://github.com/org/repo/blob/main/{path}#L{line}",
      sourceRoot: DefaultTemplatesSource.packageRoot,
      contractsRoot: DefaultTemplatesSource.packageRoot + "/contracts")
    try SiteBuilder(report: try await repositoryReport(), templates: templates, options: source)
      .write(to: SiteWriter(outputDirectory: root + "/repository"))
    try SiteBuilder(
      report: try SiteFixtures.hostileReport(), templates: templates,
      options: SiteOptions(baseURL: "https://example.com/compliance/")
    ).write(to: SiteWriter(outputDirectory: root + "/synthetic"))
    let full = try SectionFixtures.fullReport()
    try SiteBuilder(
      report: full, templates: templates,
      options: SiteOptions(baseURL: "https://example.com/", history: RunHistoryTests.history(full))
    ).write(to: SiteWriter(outputDirectory: root + "/sections"))
    var hostile = try SiteFixtures.hostileReport()
    try SectionFixtures.addHostileSections(to: &hostile)
    try SiteBuilder(report: hostile, templates: templates)
      .write(to: SiteWriter(outputDirectory: root + "/hostile-sections"))
  }
}
