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
  /// build into `site/` leaves git clean.
  public static let readmePath = "README.md"
  /// The text of ``readmePath``.
  public static let readme =
    "# site/\n\nBuild output of `contract-report build`. Only this placeholder is committed.\n"

  /// The badge of all contracts' clauses.
  static func contractBadgePath(_ contract: Contract) -> String {
    let name = SitePaths.safeComponent(contract.slug)
    return "badges/contracts/\(name.isEmpty ? "contract" : name).svg"
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

  /// The pages the site has besides contract pages, in navigation order.
  var navigation: [(label: String, path: String)] {
    var pages: [(String, String)] = [("Index", "index.html")]
    if report.coverage != nil { pages.append(("Coverage", Self.coveragePagePath)) }
    if report.rtl != nil { pages.append(("RTL review", Self.rtlPagePath)) }
    if report.signoff != nil || report.mutation != nil {
      pages.append(("Sign-off", Self.signoffPagePath))
    }
    return pages
  }

  /// Renders each file in site order (index, contract pages, coverage, RTL and sign-off pages,
  /// stylesheet, script, badges, README, sitemap) and hands it to `emit`, always in that order.
  /// Contract pages, coverage-matrix parts and to-do pages are rendered on all cores, 64 at a
  /// time, so memory holds one batch of pages, never the site.
  public func render(_ emit: (String, [UInt8]) throws -> Void) throws {
    let directories = SitePaths.contractDirectories(
      report.contracts.map(\.contract), root: options.contractsRoot)
    let pagePaths = directories.map { $0 + "/index.html" }
    let anchors = ClauseAnchors.all(report.contracts)
    let columns = ColumnLabels(report.contracts.map(\.contract))
    let fingerprints = ChunkedMap.map(count: report.contracts.count, minimumChunk: 16) { range in
      range.map { report.contracts[$0].contract.fingerprint }
    }
    let links = ClauseLinks(report: report, pagePaths: pagePaths, anchors: anchors)
    let pageLinks = PageLinks(report: report, pagePaths: pagePaths, options: options)
    var sitemap: [String] = [""]
    var index = IndexPageModel(
      report: report, contractPaths: pagePaths, history: options.history, links: links
    ).context()
    index["page"] = pageValue(title: report.title, path: "index.html")
    try emit("index.html", templates.renderUTF8("index", context: .dictionary(index)))

    try renderInBatches(count: report.contracts.count, emit: emit) { index in
      let model = ContractPageModel(
        result: report.contracts[index], directory: directories[index], options: options,
        links: pageLinks, anchors: anchors[index], columns: columns,
        fingerprint: fingerprints[index])
      var context = model.context()
      context["page"] = pageValue(
        title: model.title, path: model.path, hasClauseTables: model.hasTables)
      return (model.path, try templates.renderUTF8("contract", context: .dictionary(context)))
    }
    sitemap += directories.map { $0 + "/" }

    if let coverage = report.coverage {
      let model = CoveragePageModel(coverage: coverage, options: options)
      var context = model.context()
      context["page"] = pageValue(title: "Translation coverage", path: Self.coveragePagePath)
      try emit(
        Self.coveragePagePath, templates.renderUTF8("coverage", context: .dictionary(context)))
      sitemap.append("coverage/")
      let parts = model.parts
      try renderInBatches(count: parts.count, emit: emit) { index in
        let path = CoveragePageModel.partPath(parts[index])
        var context = model.partContext(parts[index])
        context["page"] = pageValue(title: "Coverage matrix: \(parts[index].title)", path: path)
        return (path, try templates.renderUTF8("coverage-keys", context: .dictionary(context)))
      }
      sitemap += parts.map(CoveragePageModel.partPath)
      let todoPaths = CoverageTodoPageModel.paths(coverage)
      try renderInBatches(count: todoPaths.count, emit: emit) { index in
        let locale = coverage.locales[index]
        var context = CoverageTodoPageModel(coverage: coverage, locale: locale, options: options)
          .context()
        context["page"] = pageValue(title: "To do: \(locale.code)", path: todoPaths[index])
        return (
          todoPaths[index], try templates.renderUTF8("coverage-todo", context: .dictionary(context))
        )
      }
      sitemap += todoPaths
    }

    if let rtl = report.rtl {
      var context = RTLPageModel(rtl: rtl, links: links).context()
      context["page"] = pageValue(title: "RTL review", path: Self.rtlPagePath)
      try emit(Self.rtlPagePath, templates.renderUTF8("rtl", context: .dictionary(context)))
      sitemap.append("rtl/")
    }

    if report.signoff != nil || report.mutation != nil {
      var context = SignoffPageModel(
        report: report, links: links, commit: options.commit, fingerprints: fingerprints
      ).context()
      context["page"] = pageValue(title: "Release sign-off", path: Self.signoffPagePath)
      try emit(
        Self.signoffPagePath, templates.renderUTF8("signoff", context: .dictionary(context)))
      sitemap.append("signoff/")
    }

    guard let stylesheet = templates.templateSet[Self.stylesheetPath] else {
      throw TemplateError(.unknownTemplate(name: Self.stylesheetPath), at: nil)
    }
    try emit(Self.stylesheetPath, Array(stylesheet.text.utf8))
    // A template set from before the script was a file of its own has none: the built-in one.
    let script =
      templates.templateSet[Self.scriptPath]?.text ?? DefaultTemplates.files[Self.scriptPath] ?? ""
    try emit(Self.scriptPath, Array(script.utf8))
    if !report.contracts.isEmpty {
      try emit(
        Self.columnsPath,
        try renderWithFallback(
          Self.columnsPath, context: ["tables": columns.value]))
    }

    try emit(Self.contractsBadgePath, Array(Self.badge(label: "contracts", report.totals).svg.utf8))
    for result in report.contracts {
      try emit(
        Self.contractBadgePath(result.contract),
        Array(Self.badge(label: result.contract.slug, result.counts).svg.utf8))
    }
    if let coverage = report.coverage {
      for (locale, path) in zip(coverage.locales, Self.coverageBadgePaths(coverage)) {
        try emit(path, Array(Self.coverageBadge(locale).svg.utf8))
      }
    }

    try emit(Self.readmePath, Array(Self.readme.utf8))

    if let base = options.normalizedBaseURL {
      let urls = sitemap.map { base + $0 }
      let context: TemplateValue = ["urls": .list(urls.map { ["loc": .string($0)] })]
      try emit("sitemap.xml", templates.renderUTF8("sitemap.xml", context: context))
    }
  }

  /// Renders `count` pages on all cores a batch at a time and emits them in index order, so
  /// the output is the same as one page after another and memory holds two batches of pages,
  /// not the site. While the calling thread emits (writes) one batch, the next one renders.
  /// The first page (in order) that fails to render throws.
  private func renderInBatches(
    count: Int, emit: (String, [UInt8]) throws -> Void,
    page: @Sendable (Int) throws -> (String, [UInt8])
  ) throws {
    let batch = 64
    let starts = Array(stride(from: 0, to: count, by: batch))
    guard let first = starts.first else { return }
    try withoutActuallyEscaping(page) { page in
      let render: @Sendable (Int) -> [Result<(String, [UInt8]), any Error>] = { start in
        ChunkedMap.map(count: min(batch, count - start)) { range in
          range.map { offset in Result { try page(start + offset) } }
        }
      }
      var current = RenderedBatch.start { render(first) }
      // Every batch started is waited for before `page` goes out of scope, even on a throw.
      defer { current.wait() }
      for next in starts.dropFirst().map(Optional.some) + [nil] {
        let pages = current.wait()
        if let next { current = RenderedBatch.start { render(next) } }
        for rendered in pages {
          let (path, bytes) = try rendered.get()
          try emit(path, bytes)
        }
      }
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
