import ComplianceReport

/// Where each clause's row or item lives in the site: its contract page and the anchor of its
/// id (`/` replaced by `--`), as a path relative to the site root.
struct ClauseLinks {
  private var byID: [String: String] = [:]

  init(report: ComplianceReport, pagePaths: [String]) {
    for (result, path) in zip(report.contracts, pagePaths) {
      for clause in result.contract.clauses where byID[clause.id] == nil {
        byID[clause.id] = path + "#" + ContractPageModel.anchor(clause.id)
      }
      for clauseResult in result.verification.results
      where byID[clauseResult.clauseID] == nil && clauseResult.verdict != .orphaned {
        byID[clauseResult.clauseID] = path + "#" + ContractPageModel.anchor(clauseResult.clauseID)
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
