import ComplianceReport
import ComplianceSite
import Contracts
import Foundation
import Templates
import TestSupport
import Testing
import Verification

@Suite struct SiteBuilderTests {
  @Test func writesTheExpectedFiles() throws {
    let report = SiteFixtures.report([try SiteFixtures.sampleResult()])
    let files = try SiteBuilder(report: report, templates: try SiteFixtures.templates()).files()
    #expect(
      files.keys.sorted() == [
        "README.md", "badges/contracts.svg", "badges/contracts/sample-contract.svg",
        "columns.css", "docs/sample/contract/index.html", "filter.js", "index.html", "style.css",
      ])
    let css = try String(
      contentsOfFile: DefaultTemplatesSource.templatesDirectory + "/style.css", encoding: .utf8)
    #expect(files["style.css"] == Array(css.utf8))
  }

  @Test func everySectionAddsItsPagesAndBadges() throws {
    let report = try SectionFixtures.fullReport()
    let files = try SiteBuilder(report: report, templates: try SiteFixtures.templates()).files()
    #expect(
      files.keys.sorted() == [
        "README.md", "badges/contracts.svg", "badges/contracts/sample-contract.svg",
        "badges/coverage/ar.svg", "badges/coverage/de.svg", "columns.css", "coverage/index.html",
        "coverage/keys/ERROR.html", "coverage/todo/ar.html", "coverage/todo/de.html",
        "docs/sample/contract/index.html", "filter.js", "index.html", "rtl/index.html",
        "signoff/index.html", "style.css",
      ])
  }

  /// Two contracts in different folders may share a title, and so a slug: each gets a badge
  /// of its own (a clash once stopped the build with "site path … written twice"), and the
  /// index shows each contract's own badge. Names differing only in case clash too.
  @Test func contractsSharingASlugGetBadgesOfTheirOwn() throws {
    func result(_ file: String, title: String, passed: Bool) throws -> ContractResult {
      let contract = try SiteFixtures.parse(
        "# \(title)\n\n## States\n\n| State | Shows |\n|---|---|\n| idle | nothing |\n",
        file: file)
      let results = contract.clauses.map { clause in
        ClauseResult(
          clauseID: clause.id, section: clause.section, key: clause.key, kind: clause.kind,
          file: clause.file, location: clause.location, verdict: passed ? .passed : .failed)
      }
      return ContractResult(
        contract: contract,
        verification: ContractVerification(
          contract: contract.slug, file: contract.file, title: contract.title, results: results),
        review: nil)
    }
    let report = SiteFixtures.report([
      try result("contracts/a/overview.md", title: "Overview", passed: true),
      try result("contracts/b/overview.md", title: "Overview", passed: false),
      try result("contracts/c/overview.md", title: "OVERVIEW", passed: true),
    ])
    let files = try SiteBuilder(report: report, templates: try SiteFixtures.templates()).files()
    let badges = files.keys.filter { $0.hasPrefix("badges/contracts/") }.sorted()
    #expect(
      badges == [
        "badges/contracts/overview-2.svg", "badges/contracts/overview-3.svg",
        "badges/contracts/overview.svg",
      ])
    let first = String(decoding: files["badges/contracts/overview.svg"] ?? [], as: UTF8.self)
    let second = String(decoding: files["badges/contracts/overview-2.svg"] ?? [], as: UTF8.self)
    #expect(first.contains("1/1 passing"))
    #expect(second.contains("0/1 passing"))
    // The index's value for each contract (a template may show it) names that badge.
    var templates: [String: String] = [:]
    for (path, text) in DefaultTemplates.files {
      templates[TemplateSource.name(forRelativePath: path)] = text
    }
    templates["index"] = "{{#contracts}}{{file}} {{badge}}\n{{/contracts}}"
    let index = try SiteBuilder(report: report, templates: try TemplateEngine(templates: templates))
      .files()["index.html"]
    #expect(
      String(decoding: index ?? [], as: UTF8.self) == """
        contracts/a/overview.md badges/contracts/overview.svg
        contracts/b/overview.md badges/contracts/overview-2.svg
        contracts/c/overview.md badges/contracts/overview-3.svg

        """)
  }

  @Test func everySiteCarriesTheCommittedReadme() throws {
    let files = try SiteBuilder(
      report: SiteFixtures.report([]), templates: try SiteFixtures.templates()
    ).files()
    let committed = try String(
      contentsOfFile: DefaultTemplatesSource.packageRoot + "/site/README.md", encoding: .utf8)
    #expect(files["README.md"] == Array(committed.utf8))
    #expect(
      committed
        == "# site/\n\nBuild output of `contract-report build`. Only this placeholder is committed.\n"
    )
  }

  @Test func sitemapListsTheNewPages() throws {
    let pages = try SiteFixtures.pages(
      try SectionFixtures.fullReport(), options: SiteOptions(baseURL: "https://example.com/"))
    let sitemap = try #require(pages["sitemap.xml"])
    for loc in [
      "https://example.com/", "https://example.com/docs/sample/contract/",
      "https://example.com/coverage/", "https://example.com/coverage/keys/ERROR.html",
      "https://example.com/rtl/", "https://example.com/signoff/",
    ] {
      #expect(sitemap.contains("<loc>\(loc)</loc>"), "\(loc)")
    }
    let part = try #require(pages["coverage/keys/ERROR.html"])
    #expect(
      part.contains(
        "<link rel=\"canonical\" href=\"https://example.com/coverage/keys/ERROR.html\">"))
    let rtl = try #require(pages["rtl/index.html"])
    #expect(rtl.contains("<link rel=\"canonical\" href=\"https://example.com/rtl/\">"))
  }

  @Test func sectionPagesAreDeterministic() throws {
    var report = try SiteFixtures.hostileReport()
    try SectionFixtures.addHostileSections(to: &report)
    let first = try SiteBuilder(report: report, templates: try SiteFixtures.templates()).files()
    let second = try SiteBuilder(report: report, templates: try SiteFixtures.templates()).files()
    #expect(first == second)
    #expect(first.keys.contains("coverage/index.html"))
  }

  @Test func buildsAreDeterministic() throws {
    let report = try SiteFixtures.hostileReport()
    let options = SiteOptions(
      baseURL: "https://example.com/c", sourceURL: "https://h/{path}#L{line}")
    let first = try SiteBuilder(
      report: report, templates: try SiteFixtures.templates(), options: options
    ).files()
    let second = try SiteBuilder(
      report: report, templates: try SiteFixtures.templates(), options: options
    ).files()
    #expect(first == second)
  }

  @Test func badgeCountsPassingClauses() throws {
    let report = SiteFixtures.report([try SiteFixtures.sampleResult()])
    let pages = try SiteFixtures.pages(report)
    let badge = try #require(pages["badges/contracts.svg"])
    #expect(badge.contains("aria-label=\"contracts: 2/10 passing\""))
    #expect(badge.contains("#cf222e"))
  }

  @Test func sitemapNeedsABaseURLAndUsesAbsoluteURLs() throws {
    let report = SiteFixtures.report([try SiteFixtures.sampleResult()])
    #expect(try SiteFixtures.pages(report)["sitemap.xml"] == nil)
    let pages = try SiteFixtures.pages(
      report, options: SiteOptions(baseURL: "https://example.com/c///"))
    let sitemap = try #require(pages["sitemap.xml"])
    #expect(sitemap.contains("<loc>https://example.com/c/</loc>"))
    #expect(sitemap.contains("<loc>https://example.com/c/docs/sample/contract/</loc>"))
    let page = try #require(pages["docs/sample/contract/index.html"])
    #expect(
      page.contains("<link rel=\"canonical\" href=\"https://example.com/c/docs/sample/contract/\">")
    )
  }

  @Test func unknownVariableNamesTemplateFileAndLine() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try copyTemplates(to: directory.path + "/t")
    let contract = directory.path + "/t/contract.html"
    var text = try String(contentsOfFile: contract, encoding: .utf8)
    text = text.replacingOccurrences(
      of: "<article class=\"contract\">", with: "<article class=\"contract\">{{contract.titel}}")
    try text.write(toFile: contract, atomically: true, encoding: .utf8)
    let report = SiteFixtures.report([try SiteFixtures.sampleResult()])
    let builder = SiteBuilder(
      report: report, templates: try TemplateEngine(directory: directory.path + "/t"))
    #expect {
      try builder.files()
    } throws: { error in
      "\(error)".hasPrefix(directory.path + "/t/contract.html:2:")
        && "\(error)".contains("unknown variable 'contract.titel'")
    }
  }

  @Test func aTemplateErrorMidBuildLeavesThePreviousSite() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let out = directory.path + "/site"
    let report = SiteFixtures.report([try SiteFixtures.sampleResult()])
    try SiteBuilder(report: report, templates: try SiteFixtures.templates()).write(
      to: SiteWriter(outputDirectory: out))
    let before = try directory.files(in: "site")
    try copyTemplates(to: directory.path + "/t")
    // index.html renders first and succeeds; the contract page then fails.
    try "{{> partials/header}}{{nope}}".write(
      toFile: directory.path + "/t/contract.html", atomically: true, encoding: .utf8)
    var changed = report
    changed.title = "Changed"
    let broken = SiteBuilder(
      report: changed, templates: try TemplateEngine(directory: directory.path + "/t"))
    #expect(throws: TemplateError.self) { try broken.write(to: SiteWriter(outputDirectory: out)) }
    #expect(try directory.files(in: "site") == before)
    #expect(try directory.entries().filter { $0.contains("staging") }.isEmpty)
  }

  func copyTemplates(to destination: String) throws {
    try FileManager.default.copyItem(
      atPath: DefaultTemplatesSource.templatesDirectory, toPath: destination)
  }
}
