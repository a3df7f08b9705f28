import Contracts
import Verification

/// Everything a run found out about one contract: the parsed text, the verdict of every
/// clause, the comparison with its reviewed baseline, and what CI reports about that
/// comparison under the run's policy.
public struct ContractResult: Codable, Hashable, Sendable {
  public var contract: Contract
  public var verification: ContractVerification
  /// Nil when the contract has no baseline yet.
  public var review: ReviewComparison?
  /// The differences from the reviewed baseline (or the missing baseline), each with its
  /// severity under the policy; the `review` and `strict:baseline` gates count them.
  public var reviewFindings: [ReviewFinding]
  /// Whether `--strict` applies to this contract: it was given and `policy.strictExempt` does
  /// not name the contract. Unbound clauses, orphaned checks and a missing baseline are
  /// errors then.
  public var strict: Bool

  public init(
    contract: Contract, verification: ContractVerification, review: ReviewComparison?,
    reviewFindings: [ReviewFinding] = [], strict: Bool = false
  ) {
    self.contract = contract
    self.verification = verification
    self.review = review
    self.reviewFindings = reviewFindings
    self.strict = strict
  }

  public var counts: VerdictCounts { verification.counts }

  /// Clauses whose text changed, was added or was renamed since the reviewed baseline.
  public var changedSinceReview: Int { review?.changedClauseIDs.count ?? 0 }
}
