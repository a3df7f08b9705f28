import Contracts

/// The results of running one contract's checks, in document order, orphaned checks last.
public struct ContractVerification: Codable, Hashable, Sendable {
  public var contract: String
  public var file: String
  public var title: String?
  public var results: [ClauseResult]

  public init(contract: String, file: String, title: String?, results: [ClauseResult]) {
    self.contract = contract
    self.file = file
    self.title = title
    self.results = results
  }

  public var counts: VerdictCounts { VerdictCounts(results.map(\.verdict)) }
}
