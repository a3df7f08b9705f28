import ComplianceReport
import Templates

/// Where each clause's row or item lives in the site: its contract page and its anchor there
/// (see ``ClauseAnchors``), as a path relative to the site root.
///
/// A clause id starts with its contract's slug, so a lookup tries the contracts of that slug
/// first (in report order) and only then every contract; building the links costs one entry
/// per contract, not one per clause.
struct ClauseLinks {
  private let paths: [String]
  private let anchors: [ClauseAnchors]
  private let contractsBySlug: [String: [Int]]

  /// `anchors` are each contract's, in report order (computed when not given).
  init(report: ComplianceReport, pagePaths: [String], anchors: [ClauseAnchors]? = nil) {
    paths = pagePaths
    self.anchors = anchors ?? ClauseAnchors.all(report.contracts)
    var bySlug: [String: [Int]] = [:]
    for (index, result) in report.contracts.enumerated() where index < pagePaths.count {
      bySlug[result.contract.slug, default: []].append(index)
    }
    contractsBySlug = bySlug
  }

  /// The link to `clauseID` from a page whose path to the root is `root` (`../`), or nil when
  /// no contract of the run has that clause: the first contract, in report order, whose slug
  /// starts the id and that has the clause, else the first contract that has it.
  func href(_ clauseID: String, root: String) -> String? {
    let slug = clauseID.split(separator: "/", maxSplits: 1).first.map(String.init) ?? clauseID
    let link = { (index: Int) in
      anchors[index].placed(clauseID).map { root + paths[index] + "#" + $0 }
    }
    for index in contractsBySlug[slug] ?? [] {
      if let found = link(index) { return found }
    }
    for index in 0..<min(paths.count, anchors.count) {
      if let found = link(index) { return found }
    }
    return nil
  }

  /// `{id, href}` for templates; `href` is null for a clause not in the run.
  func value(_ clauseID: String, root: String) -> TemplateValue {
    ["id": .string(clauseID), "href": TemplateValue(href(clauseID, root: root))]
  }
}
