import ComplianceReport
import ComplianceSite
import ContractMarkdown
import Contracts

/// Sites written to disk for the external checkers: the repository's real contracts, the
/// synthetic report with every verdict and every injection attempt, and the index with its
/// optional sections filled.
enum BuiltSite {
  /// The report of `contracts/` with no bindings (every clause unbound), parsed with HTML.
  static func repositoryReport() async throws -> ComplianceReport {
    let loader = ContractLoader(options: MarkdownParseOptions(renderHTML: true))
    let documents = try await DocumentSet.load(
      [DefaultTemplatesSource.packageRoot + "/contracts"], loader: loader)
    return await ReportBuilder(bindings: [], version: "test").build(documents)
  }

  /// Writes three sites under `root` (`repository`, `synthetic`, `slots`).
  static func write(under root: String) async throws {
    let templates = try SiteFixtures.templates()
    let source = SiteOptions(sourceURL: "https://github.com/org/repo/blob/main/{path}#L{line}")
    try SiteBuilder(report: try await repositoryReport(), templates: templates, options: source)
      .write(to: SiteWriter(outputDirectory: root + "/repository"))
    try SiteBuilder(
      report: try SiteFixtures.hostileReport(), templates: templates,
      options: SiteOptions(baseURL: "https://example.com/compliance/")
    ).write(to: SiteWriter(outputDirectory: root + "/synthetic"))
    let slots = IndexSlots(
      coverage: [
        .init(locale: "ar", name: "Arabic", percent: 82.5, gate: 90, passed: false),
        .init(locale: "de", name: "German", percent: 100, gate: nil, passed: true),
      ],
      rtl: [.init(locale: "ar", status: "partial support", passed: false, detail: "maps failing")],
      signOffs: [
        .init(release: "1.2", role: "QA", decision: "approved", valid: false, detail: "stale")
      ])
    try SiteBuilder(
      report: SiteFixtures.report([try SiteFixtures.sampleResult()]), templates: templates,
      options: SiteOptions(slots: slots)
    ).write(to: SiteWriter(outputDirectory: root + "/slots"))
  }
}
