import Contracts
import Verification

/// Everything a run found out about one contract: the parsed text, the verdict of every
/// clause, and the comparison with its reviewed baseline.
public struct ContractResult: Codable, Hashable, Sendable {
  public var contract: Contract
  public var verification: ContractVerification
  /// Nil when the contract has no baseline yet.
  public var review: ReviewComparison?

  public init(contract: Contract, verification: ContractVerification, review: ReviewComparison?) {
    self.contract = contract
    self.verification = verification
    self.review = review
  }

  public var counts: VerdictCounts { verification.counts }

  /// Clauses whose text changed or was added since the reviewed baseline.
  public var changedSinceReview: Int { review?.changedClauseIDs.count ?? 0 }
}
