import ComplianceReport

/// Where each clause's row or item lives in the site: its contract page and its anchor there
/// (see ``ClauseAnchors``), as a path relative to the site root.
struct ClauseLinks {
  private var byID: [String: String] = [:]

  /// `anchors` are each contract's, in report order (computed when not given).
  init(report: ComplianceReport, pagePaths: [String], anchors: [ClauseAnchors]? = nil) {
    let anchors = anchors ?? report.contracts.map(ClauseAnchors.init)
    for (result, (path, anchors)) in zip(report.contracts, zip(pagePaths, anchors)) {
      for clause in result.contract.clauses where byID[clause.id] == nil {
        byID[clause.id] = path + "#" + anchors.anchor(clause.id)
      }
      for clauseResult in result.verification.results
      where byID[clauseResult.clauseID] == nil && clauseResult.verdict != .orphaned {
        byID[clauseResult.clauseID] = path + "#" + anchors.anchor(clauseResult.clauseID)
      }
    }
  }

  /// The link to `clauseID` from a page whose path to the root is `root` (`../`), or nil when
  /// no contract of the run has that clause.
  func href(_ clauseID: String, root: String) -> String? {
    byID[clauseID].map { root + $0 }
  }

  /// `{id, href}` for templates; `href` is null for a clause not in the run.
  func value(_ clauseID: String, root: String) -> TemplateValue {
    ["id": .string(clauseID), "href": TemplateValue(href(clauseID, root: root))]
  }
}
