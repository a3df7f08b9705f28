import ComplianceReport
import Contracts
import Verification

/// Renders a ``ComplianceReport`` into a static site: an index, one annotated page per
/// contract, one stylesheet, status badges and (with a base URL) a sitemap.
///
/// Every page is rendered from the report alone through the templates, so a replacement
/// template set changes how the site looks, never what it says. Output is deterministic:
/// the same report, templates and options give byte-identical files.
public struct SiteBuilder: Sendable {
  /// The run to render.
  public var report: ComplianceReport
  /// The compiled templates: `index`, `contract`, `style.css`, and `sitemap.xml` when a base
  /// URL is set, plus their partials.
  public var templates: TemplateEngine
  /// Publishing options.
  public var options: SiteOptions

  /// Creates a builder.
  public init(report: ComplianceReport, templates: TemplateEngine, options: SiteOptions = .init()) {
    self.report = report
    self.templates = templates
    self.options = options
  }

  /// The stylesheet's path in the site.
  public static let stylesheetPath = "style.css"
  /// The badge of all contracts' clauses.
  public static let contractsBadgePath = "badges/contracts.svg"

  /// The badge of one contract.
  static func contractBadgePath(_ contract: Contract) -> String {
    let name = SitePaths.safeComponent(contract.slug)
    return "badges/contracts/\(name.isEmpty ? "contract" : name).svg"
  }

  /// Each contract's page path, in report order.
  public var contractPagePaths: [String] {
    SitePaths.contractDirectories(report.contracts.map(\.contract)).map { $0 + "/index.html" }
  }

  /// Builds the site and swaps it in with `writer`. A template error leaves the previous site
  /// as it was. Returns the paths written, in order.
  @discardableResult
  public func write(to writer: SiteWriter) throws -> [String] {
    var written: [String] = []
    try writer.write { stage in
      try render { path, bytes in
        try stage.write(path, contents: bytes)
        written.append(path)
      }
    }
    return written
  }

  /// Renders every file in memory, keyed by site path (for tests and previews).
  public func files() throws -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    try render { path, bytes in files[path] = bytes }
    return files
  }

  /// Renders each file in site order (index, contract pages, stylesheet, badges, sitemap) and
  /// hands it to `emit`.
  public func render(_ emit: (String, [UInt8]) throws -> Void) throws {
    let directories = SitePaths.contractDirectories(report.contracts.map(\.contract))
    let pagePaths = directories.map { $0 + "/index.html" }
    var index = IndexPageModel(report: report, contractPaths: pagePaths, options: options)
      .context()
    index["page"] = pageValue(title: report.title, path: "index.html", directory: "")
    try emit("index.html", templates.renderUTF8("index", context: .dictionary(index)))

    for (result, directory) in zip(report.contracts, directories) {
      let model = ContractPageModel(result: result, directory: directory, options: options)
      var context = model.context()
      context["page"] = pageValue(title: model.title, path: model.path, directory: directory)
      try emit(model.path, templates.renderUTF8("contract", context: .dictionary(context)))
    }

    guard let stylesheet = templates.templateSet[Self.stylesheetPath] else {
      throw TemplateError(.unknownTemplate(name: Self.stylesheetPath), at: nil)
    }
    try emit(Self.stylesheetPath, Array(stylesheet.text.utf8))

    try emit(Self.contractsBadgePath, Array(Self.badge(label: "contracts", report.totals).svg.utf8))
    for result in report.contracts {
      try emit(
        Self.contractBadgePath(result.contract),
        Array(Self.badge(label: result.contract.slug, result.counts).svg.utf8))
    }

    if let base = options.normalizedBaseURL {
      let urls = [base] + directories.map { base + $0 + "/" }
      let context: TemplateValue = ["urls": .list(urls.map { ["loc": .string($0)] })]
      try emit("sitemap.xml", templates.renderUTF8("sitemap.xml", context: context))
    }
  }

  /// A badge "label | passed/total passing": green when every clause passed, red when one
  /// failed or errored, grey otherwise. Orphaned checks are not clauses and are not counted.
  static func badge(label: String, _ counts: VerdictCounts) -> Badge {
    let total = counts.total - counts.orphaned
    let color: BadgeColor
    if counts.failed + counts.error > 0 {
      color = .failure
    } else if total > 0, counts.passed == total {
      color = .success
    } else {
      color = .inactive
    }
    return Badge(label: label, message: "\(counts.passed)/\(total) passing", color: color)
  }

  private func pageValue(title: String, path: String, directory: String) -> TemplateValue {
    let canonical = options.normalizedBaseURL.map { directory.isEmpty ? $0 : $0 + directory + "/" }
    return [
      "title": .string(title), "siteTitle": .string(report.title),
      "root": .string(SitePaths.root(of: path)), "canonical": TemplateValue(canonical),
      "generator": .string("\(report.tool.name) \(report.tool.version)"),
      "isIndex": .bool(directory.isEmpty),
    ]
  }
}
