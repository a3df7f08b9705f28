import ComplianceReport
import Verification

/// Which of a contract's review findings belong to which clause result, so every output shows
/// a clause's difference from the baseline beside its verdict: a changed, added or renamed
/// clause's finding goes with the clause; a removed clause's with its orphaned check, when it
/// had one. The rest (section renames, removed clauses no check was bound to, a missing
/// baseline) stand alone.
struct ReviewAttachment {
  /// Review findings per index of `verification.results`.
  var byResult: [Int: [ReviewFinding]] = [:]
  /// Section renames, which come before the clauses.
  var leading: [ReviewFinding] = []
  /// Findings no result stands for, after the clauses.
  var trailing: [ReviewFinding] = []

  init(_ contract: ContractResult) {
    /// Pending findings by clause id and whether they are a removal, in report order.
    var pending: [String: [(offset: Int, finding: ReviewFinding)]] = [:]
    var taken = Set<Int>()
    for (offset, finding) in contract.reviewFindings.enumerated() {
      if finding.kind == .sectionRenamed {
        leading.append(finding)
        taken.insert(offset)
      } else if let id = finding.clauseID {
        pending[Self.key(id, removal: finding.kind == .removed), default: []].append(
          (offset, finding))
      }
    }
    for (index, result) in contract.verification.results.enumerated() {
      let key = Self.key(result.clauseID, removal: result.verdict == .orphaned)
      guard let mine = pending.removeValue(forKey: key) else { continue }
      byResult[index] = mine.map(\.finding)
      taken.formUnion(mine.map(\.offset))
    }
    trailing = contract.reviewFindings.enumerated().filter { !taken.contains($0.offset) }.map(
      \.element)
  }

  /// A removed clause's finding goes with its orphaned check, any other with its clause.
  private static func key(_ clauseID: String, removal: Bool) -> String {
    (removal ? "removed " : "current ") + clauseID
  }
}
