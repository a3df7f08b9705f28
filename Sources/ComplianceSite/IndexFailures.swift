import ComplianceReport
import Templates
import Verification

/// What fails on the index, each linked to the row that shows it: failed and errored clauses
/// and differences from review to their rows on the contract pages, failing gates to their
/// rows in the gates table, and each gate and readiness check to where its detail is.
struct IndexFailures {
  /// At most this many clause rows are listed; the rest are counted ("and 12 more").
  static let limit = 100

  let report: ComplianceReport
  let contractPaths: [String]
  let links: ClauseLinks

  init(report: ComplianceReport, contractPaths: [String], links: ClauseLinks? = nil) {
    self.report = report
    self.contractPaths = contractPaths
    self.links = links ?? ClauseLinks(report: report, pagePaths: contractPaths)
  }

  /// The `id` of a gate's row in the index's gates table.
  static func gateAnchor(_ name: String) -> String {
    "gate-" + SitePaths.safeComponent(name.replacingOccurrences(of: ":", with: "-"))
  }

  /// Every failed or errored clause and every difference from review that fails the run, in
  /// report order: `{status, contract, place, detail, href}`.
  func clauseRows() -> [TemplateValue] {
    var rows: [TemplateValue] = []
    for (result, path) in zip(report.contracts, contractPaths) {
      let title = result.contract.title ?? result.contract.slug
      let results = result.verification.results
      for index in results.indices
      where results[index].verdict == .failed || results[index].verdict == .error {
        let clause = results[index]
        rows.append([
          "status": StatusPresentation(clause.verdict).value, "contract": .string(title),
          "place": .string(Self.place(section: clause.section, key: clause.key)),
          "detail": TemplateValue(clause.message),
          "href": TemplateValue(links.href(clause.clauseID, root: "")),
        ])
      }
      for finding in result.reviewFindings where finding.isDifference && finding.severity == .error
      {
        let current = finding.kind != .removed
        let href =
          current
          ? finding.clauseID.flatMap { links.href($0, root: "") } : nil
        rows.append([
          "status": StatusPresentation(Self.change(finding.kind)).value,
          "contract": .string(title),
          "place": .string(
            Self.place(
              section: current ? finding.section : finding.baselineSection ?? finding.section,
              key: (current ? finding.key : finding.baselineKey) ?? "")),
          "detail": nil,
          "href": .string(href ?? path + "#changed-since-review"),
        ])
      }
    }
    return rows
  }

  /// Where a failing gate's detail is shown, from the index.
  func href(gate name: String) -> String? {
    switch name {
    case "clauses": return "#failures"
    case "lint": return "#lint-title"
    case "review", "strict:baseline":
      let index = report.contracts.firstIndex { $0.changedSinceReview > 0 || $0.review == nil }
      return index.map { contractPaths[$0] + "#changed-since-review" }
    default:
      if name.hasPrefix("coverage:"), let coverage = report.coverage {
        let code = String(name.dropFirst("coverage:".count))
        if let locale = coverage.locales.first(where: { $0.code == code }) {
          return SiteBuilder.coveragePagePath + "#" + CoveragePageModel.anchor(locale)
        }
        return SiteBuilder.coveragePagePath
      }
      if name.hasPrefix("strict:") || name == "mutation" { return "#failures" }
      return nil
    }
  }

  /// Where a readiness check's rows are, from the index.
  func href(check: GateResult) -> String? {
    switch check.kind {
    case .clauses, .unbound:
      return check.clauseIDs?.lazy.compactMap { links.href($0, root: "") }.first ?? "#failures"
    case .gate:
      return check.subject.map { "#" + Self.gateAnchor($0) }
    case .rtl:
      guard report.rtl != nil else { return nil }
      return SiteBuilder.rtlPagePath + (check.subject.map { "#" + RTLPageModel.anchor($0) } ?? "")
    case .review:
      let index = report.contracts.firstIndex { $0.contract.slug == check.subject }
      return index.map { contractPaths[$0] + "#changed-since-review" }
    case .signoffs:
      return SiteBuilder.signoffPagePath + "#records-title"
    case nil:
      return nil
    }
  }

  static func place(section: String, key: String) -> String {
    [section, key].filter { !$0.isEmpty }.joined(separator: " › ")
  }

  static func change(_ kind: ReviewFinding.Kind) -> ChangeStatus {
    switch kind {
    case .added: .added
    case .removed: .removed
    case .renamed, .sectionRenamed: .renamed
    case .changed, .noBaseline: .changed
    }
  }
}
