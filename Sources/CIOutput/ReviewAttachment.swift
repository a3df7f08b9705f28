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
    var pending = contract.reviewFindings
    leading = pending.filter { $0.kind == .sectionRenamed }
    pending.removeAll { $0.kind == .sectionRenamed }
    for (index, result) in contract.verification.results.enumerated() {
      let belongs = { (finding: ReviewFinding) in
        finding.clauseID == result.clauseID
          && (result.verdict == .orphaned) == (finding.kind == .removed)
      }
      let mine = pending.filter(belongs)
      if !mine.isEmpty {
        byResult[index] = mine
        pending.removeAll(where: belongs)
      }
    }
    trailing = pending
  }
}
