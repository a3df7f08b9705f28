import ComplianceReport
import Contracts
import Dispatch
import Support
import Templates
import TranslationCoverage
import Verification

/// Renders a ``ComplianceReport`` into a static site: an index, one annotated page per
/// contract, the coverage page with its per-key matrix parts and one to-do page per locale,
/// the RTL review page, the sign-off page, one stylesheet, status badges, a `README.md` and
/// (with a base URL) a sitemap.
///
/// Every page is rendered from the report alone through the templates, so a replacement
/// template set changes how the site looks, never what it says. Output is deterministic:
/// the same report, templates and options give byte-identical files.
public struct SiteBuilder: Sendable {
  /// The run to render.
  public var report: ComplianceReport
  /// The compiled templates: `index`, `contract`, `coverage`, `coverage-keys`,
  /// `coverage-todo`, `rtl`, `signoff`, `style.css`, and `sitemap.xml` when a base URL is set,
  /// plus their partials.
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
  /// The filters' script (progressive enhancement), which every page loads.
  public static let scriptPath = "filter.js"
  /// The column labels of the contracts' clause tables (see ``ColumnLabels``).
  public static let columnsPath = "columns.css"
  /// The badge of all contracts' clauses.
  public static let contractsBadgePath = "badges/contracts.svg"
  /// The coverage page (present when the report holds coverage).
  public static let coveragePagePath = "coverage/index.html"
  /// The RTL review page (present when the report holds RTL status).
  public static let rtlPagePath = "rtl/index.html"
  /// The sign-off page (present when the report holds sign-off or mutation results).
  public static let signoffPagePath = "signoff/index.html"
  /// The placeholder every site carries, identical to the committed `site/README.md`, so a
  /// build into `site/` leaves git clean (and contract discovery knows the site for output).
  public static let readmePath = SitePlaceholder.name
  /// The text of ``readmePath``.
  public static let readme = SitePlaceholder.text

  /// Each contract's badge, in report order: `badges/contracts/<slug>.svg`, the slug reduced to
  /// safe characters and made unique (ignoring case): two contracts in different folders may
  /// share a title, and so a slug.
  static func contractBadgePaths(_ contracts: [ContractResult]) -> [String] {
    SitePaths.uniqueFileNames(contracts.map(\.contract.slug), fallback: "contract")
      .map { "badges/contracts/\($0).svg" }
  }

  /// Each contract's page path, in report order.
  public var contractPagePaths: [String] {
    SitePaths.contractDirectories(report.contracts.map(\.contract), root: options.contractsRoot)
      .map { $0 + "/index.html" }
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

  /// Whether the site has a sign-off page: the report holds sign-off or mutation results.
  var hasSignoffPage: Bool { report.signoff != nil || report.mutation != nil }

  /// The pages the site has besides contract pages, in navigation order.
  var navigation: [(label: String, path: String)] {
    var pages: [(String, String)] = [("Index", "index.html")]
    if report.coverage != nil { pages.append(("Coverage", Self.coveragePagePath)) }
    if report.rtl != nil { pages.append(("RTL review", Self.rtlPagePath)) }
    if hasSignoffPage { pages.append(("Sign-off", Self.signoffPagePath)) }
    return pages
  }

  /// Renders each file in site order (index, contract pages, coverage, RTL and sign-off pages,
  /// stylesheet, script, badges, README, sitemap) and hands it to `emit`, always in that order.
  /// Every file is one job of one ``OrderedPipeline``: rendered on all cores, a slow page
  /// holding up only the core that renders it, while the calling thread emits (writes) the
  /// files in order; memory holds a window of rendered pages, never the site. The first file
  /// (in order) that fails to render throws, and no later file is emitted.
  public func render(_ emit: (String, [UInt8]) throws -> Void) throws {
    let shared = Shared(self)
    let files = SiteFile.sequence(
      contracts: report.contracts.count,
      coverage: shared.coverage.map { ($0.parts.count, $0.coverage.locales.count) },
      rtl: report.rtl != nil, signoff: hasSignoffPage,
      sitemap: options.normalizedBaseURL != nil)
    try OrderedPipeline.run(count: files.count) { index in
      try render(files[index], of: files, shared: shared)
    } consume: { path, bytes in
      try emit(path, bytes)
    }
  }

  /// What the pages share, computed once per build before any page renders.
  private struct Shared: Sendable {
    let directories: [String]
    let pagePaths: [String]
    let anchors: [ClauseAnchors]
    let columns: ColumnLabels
    let fingerprints: [String]
    let links: ClauseLinks
    let pageLinks: PageLinks
    /// The coverage page's model, when the report holds coverage.
    let coverage: CoveragePageModel?
    let todoPaths: [String]
    let coverageBadgePaths: [String]
    let contractBadgePaths: [String]

    /// The values whose work is split across all cores (anchors, fingerprints) are computed
    /// on the calling thread while the serial ones are computed on two more threads (the
    /// directories, page links and column labels on one, the coverage model on the other), so
    /// that no core is left idle.
    init(_ builder: SiteBuilder) {
      let report = builder.report
      let options = builder.options
      let (parallel, serial) = ForkJoin.run {
        let anchors = ClauseAnchors.all(report.contracts)
        let fingerprints = ChunkedMap.map(count: report.contracts.count, minimumChunk: 16) {
          range in range.map { report.contracts[$0].contract.fingerprint }
        }
        return (anchors, fingerprints)
      } _: {
        // The coverage page's model (a pass over every locale's to-do list) on a thread of its
        // own beside the directories and page links: run after them, it left a core idle while
        // the anchors were long done.
        let (paths, coverage) = ForkJoin.run {
          let directories = SitePaths.contractDirectories(
            report.contracts.map(\.contract), root: options.contractsRoot)
          let pagePaths = directories.map { $0 + "/index.html" }
          return (
            directories, pagePaths,
            PageLinks(report: report, pagePaths: pagePaths, options: options),
            ColumnLabels(report.contracts.map(\.contract))
          )
        } _: {
          report.coverage.map { CoveragePageModel(coverage: $0, options: options) }
        }
        return (paths.0, paths.1, paths.2, paths.3, coverage)
      }
      (anchors, fingerprints) = parallel
      (directories, pagePaths, pageLinks, columns, coverage) = serial
      links = ClauseLinks(report: report, pagePaths: pagePaths, anchors: anchors)
      todoPaths = report.coverage.map(CoverageTodoPageModel.paths) ?? []
      coverageBadgePaths = report.coverage.map(SiteBuilder.coverageBadgePaths) ?? []
      contractBadgePaths = SiteBuilder.contractBadgePaths(report.contracts)
    }
  }

  /// The sitemap's paths, relative to the base URL: the root (the index), then every other
  /// page of `files`, in site order.
  private func sitemap(_ files: [SiteFile], shared: Shared) -> [String] {
    [""]
      + files.compactMap { file in
        switch file {
        case .contract(let index): shared.directories[index] + "/"
        case .coverage: "coverage/"
        case .coveragePart(let index): CoveragePageModel.partPath(shared.coverage!.parts[index])
        case .coverageTodo(let index): shared.todoPaths[index]
        case .rtl: "rtl/"
        case .signoff: "signoff/"
        default: nil
        }
      }
  }

  /// Renders one file of `files`, the site: its path and contents.
  private func render(_ file: SiteFile, of files: [SiteFile], shared: Shared) throws -> (
    String, [UInt8]
  ) {
    switch file {
    case .index:
      var index = IndexPageModel(
        report: report, contractPaths: shared.pagePaths, history: options.history,
        links: shared.links, badgePaths: shared.contractBadgePaths
      ).context()
      index["page"] = pageValue(title: report.title, path: "index.html")
      return ("index.html", try templates.renderUTF8("index", context: .dictionary(index)))
    case .contract(let index):
      let model = ContractPageModel(
        result: report.contracts[index], directory: shared.directories[index], options: options,
        links: shared.pageLinks, anchors: shared.anchors[index], columns: shared.columns,
        fingerprint: shared.fingerprints[index])
      var context = model.context()
      context["page"] = pageValue(
        title: model.title, path: model.path, hasClauseTables: model.hasTables)
      return (model.path, try templates.renderUTF8("contract", context: .dictionary(context)))
    case .coverage:
      var context = shared.coverage!.context()
      context["page"] = pageValue(title: "Translation coverage", path: Self.coveragePagePath)
      return (
        Self.coveragePagePath, try templates.renderUTF8("coverage", context: .dictionary(context))
      )
    case .coveragePart(let index):
      let model = shared.coverage!
      let part = model.parts[index]
      let path = CoveragePageModel.partPath(part)
      var context = model.partContext(part)
      context["page"] = pageValue(title: "Coverage matrix: \(part.title)", path: path)
      return (path, try templates.renderUTF8("coverage-keys", context: .dictionary(context)))
    case .coverageTodo(let index):
      let coverage = report.coverage!
      let locale = coverage.locales[index]
      var context = CoverageTodoPageModel(coverage: coverage, locale: locale, options: options)
        .context()
      context["page"] = pageValue(title: "To do: \(locale.code)", path: shared.todoPaths[index])
      return (
        shared.todoPaths[index],
        try templates.renderUTF8("coverage-todo", context: .dictionary(context))
      )
    case .rtl:
      var context = RTLPageModel(rtl: report.rtl!, links: shared.links).context()
      context["page"] = pageValue(title: "RTL review", path: Self.rtlPagePath)
      return (Self.rtlPagePath, try templates.renderUTF8("rtl", context: .dictionary(context)))
    case .signoff:
      var context = SignoffPageModel(
        report: report, links: shared.links, commit: options.commit,
        fingerprints: shared.fingerprints
      ).context()
      context["page"] = pageValue(title: "Release sign-off", path: Self.signoffPagePath)
      return (
        Self.signoffPagePath, try templates.renderUTF8("signoff", context: .dictionary(context))
      )
    case .stylesheet:
      guard let stylesheet = templates.templateSet[Self.stylesheetPath] else {
        throw TemplateError(.unknownTemplate(name: Self.stylesheetPath), at: nil)
      }
      return (Self.stylesheetPath, Array(stylesheet.text.utf8))
    case .script:
      // A template set from before the script was a file of its own has none: the built-in one.
      let script =
        templates.templateSet[Self.scriptPath]?.text ?? DefaultTemplates.files[Self.scriptPath]
        ?? ""
      return (Self.scriptPath, Array(script.utf8))
    case .columns:
      return (
        Self.columnsPath,
        try renderWithFallback(Self.columnsPath, context: ["tables": shared.columns.value])
      )
    case .contractsBadge:
      return (
        Self.contractsBadgePath, Array(Self.badge(label: "contracts", report.totals).svg.utf8)
      )
    case .contractBadge(let index):
      let contract = report.contracts[index].contract
      return (
        shared.contractBadgePaths[index],
        Array(Self.badge(label: contract.slug, report.contracts[index].counts).svg.utf8)
      )
    case .coverageBadge(let index):
      return (
        shared.coverageBadgePaths[index],
        Array(Self.coverageBadge(report.coverage!.locales[index]).svg.utf8)
      )
    case .readme:
      return (Self.readmePath, Array(Self.readme.utf8))
    case .sitemap:
      let urls = sitemap(files, shared: shared).map { (options.normalizedBaseURL ?? "") + $0 }
      let context: TemplateValue = ["urls": .list(urls.map { ["loc": .string($0)] })]
      return ("sitemap.xml", try templates.renderUTF8("sitemap.xml", context: context))
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

  /// The coverage badge of each locale, in report order: `badges/coverage/<locale>.svg`, the
  /// code reduced to safe characters and made unique (ignoring case).
  static func coverageBadgePaths(_ coverage: CoverageReport) -> [String] {
    CoveragePageModel.localeFileNames(coverage).map { "badges/coverage/\($0).svg" }
  }

  /// "coverage <code> | 98.3%": green when the locale's gate held, red otherwise.
  static func coverageBadge(_ locale: LocaleCoverage) -> Badge {
    Badge(
      label: "coverage \(locale.code)", message: locale.coverageText,
      color: locale.gateResult.passed ? .success : .failure)
  }

  /// Renders `name` from the templates, or from the built-in ones when the set has no such
  /// template (a set written before the file existed).
  private func renderWithFallback(_ name: String, context: TemplateValue) throws -> [UInt8] {
    if templates.templateSet[name] != nil {
      return try templates.renderUTF8(name, context: context)
    }
    let builtIn = try TemplateEngine(templates: [name: DefaultTemplates.files[name] ?? ""])
    return try builtIn.renderUTF8(name, context: context)
  }

  private func pageValue(title: String, path: String, hasClauseTables: Bool = false)
    -> TemplateValue
  {
    let directory = path.split(separator: "/").dropLast().joined(separator: "/")
    let canonical = options.normalizedBaseURL.map { base in
      path.hasSuffix("/index.html") || path == "index.html"
        ? (directory.isEmpty ? base : base + directory + "/") : base + path
    }
    let nav = navigation.map { item -> TemplateValue in
      [
        "label": .string(item.label), "href": .string(item.path),
        "current": .bool(item.path == path),
      ]
    }
    return [
      "title": .string(title), "siteTitle": .string(report.title),
      "root": .string(SitePaths.root(of: path)), "canonical": TemplateValue(canonical),
      "generator": .string("\(report.tool.name) \(report.tool.version)"),
      "isIndex": .bool(path == "index.html"), "nav": .list(nav),
      "hasColumnLabels": .bool(hasClauseTables),
    ]
  }
}
