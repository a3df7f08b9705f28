import ComplianceReport
import ContractMarkdown
import Foundation
import Templates
import TestSupport
import Testing

@testable import ComplianceSite

/// The site as one pipeline of jobs: files come out in site order whatever thread rendered
/// them, and the first failing file in that order is the error.
@Suite struct SitePipelineTests {
  /// `count` copies of the sample contract, each in a folder of its own, with every section
  /// filled and a coverage matrix of several parts.
  static func largeReport(contracts count: Int) throws -> ComplianceReport {
    let sample = try SiteFixtures.sampleResult()
    var report = try SectionFixtures.fullReport()
    report.contracts = (0..<count).map { index in
      var result = sample
      result.contract.file = "contracts/c\(index)/contract.md"
      result.contract.slug = "c\(index)"
      return result
    }
    let keys = ["ALPHA", "BETA", "GAMMA", "DELTA", "EPSILON"].flatMap { prefix in
      (0..<250).map { "\(prefix)_KEY_\($0)" }
    }
    report.coverage = try SectionFixtures.coverage(keys: keys)
    return report
  }

  /// Every file of `builder`'s site in site order, listed here from its parts rather than
  /// from the pipeline's own list.
  static func siteOrder(_ builder: SiteBuilder) -> [String] {
    let report = builder.report
    let coverage = report.coverage!
    let parts = CoveragePageModel(coverage: coverage).parts
    return ["index.html"] + builder.contractPagePaths + ["coverage/index.html"]
      + parts.map(CoveragePageModel.partPath) + CoverageTodoPageModel.paths(coverage)
      + ["rtl/index.html", "signoff/index.html", "style.css", "filter.js", "columns.css"]
      + ["badges/contracts.svg"]
      + SiteBuilder.contractBadgePaths(report.contracts)
      + SiteBuilder.coverageBadgePaths(coverage) + ["README.md", "sitemap.xml"]
  }

  @Test func emitsEveryFileInSiteOrder() throws {
    let report = try Self.largeReport(contracts: 300)
    let builder = SiteBuilder(
      report: report, templates: try SiteFixtures.templates(),
      options: SiteOptions(baseURL: "https://example.com/"))
    let expected = Self.siteOrder(builder)
    #expect(CoveragePageModel(coverage: report.coverage!).parts.count > 2)
    #expect(Set(expected).count == expected.count)

    var emitted: [String] = []
    try builder.render { path, _ in emitted.append(path) }
    #expect(emitted == expected)

    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let written = try builder.write(to: SiteWriter(outputDirectory: directory.path + "/site"))
    #expect(written == expected)
  }

  @Test func theFirstFailingPageThrowsAndNothingAfterItIsEmitted() throws {
    var report = try Self.largeReport(contracts: 300)
    // Contract 200 alone has no clause table: its page takes the failing branch.
    for section in report.contracts[200].contract.sections.indices {
      report.contracts[200].contract.sections[section].blocks.removeAll {
        if case .table = $0 { true } else { false }
      }
    }
    var templates: [String: String] = [:]
    for (path, text) in DefaultTemplates.files {
      templates[TemplateSource.name(forRelativePath: path)] = text
    }
    templates["contract"] =
      "{{#page.hasColumnLabels}}fine{{/page.hasColumnLabels}}"
      + "{{^page.hasColumnLabels}}{{contractFails}}{{/page.hasColumnLabels}}"
    // A later page fails too, with another error: never the one thrown.
    templates["signoff"] = "{{signoffFails}}"
    let builder = SiteBuilder(report: report, templates: try TemplateEngine(templates: templates))
    let expected = Self.siteOrder(builder)
    let failing = try #require(expected.firstIndex(of: builder.contractPagePaths[200]))

    var emitted: [String] = []
    #expect {
      try builder.render { path, _ in emitted.append(path) }
    } throws: { error in
      "\(error)".contains("unknown variable 'contractFails'")
    }
    #expect(emitted == Array(expected[..<failing]))
  }
}
