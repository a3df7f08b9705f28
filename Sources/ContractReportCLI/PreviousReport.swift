import Foundation
import JSON

/// The part of an earlier `--json` report that `--rerun-failed` needs: each clause's id and
/// verdict. Decoding only this much keeps re-runs working across additive report changes.
struct PreviousReport: Decodable {
  struct Contract: Decodable {
    var verification: Verification
  }

  struct Verification: Decodable {
    var results: [Result]
  }

  struct Result: Decodable {
    var clauseID: String
    var verdict: String
  }

  var schemaVersion: Int
  var contracts: [Contract]

  /// The report in `data`, decoding only the members above (``JSONProjection``): a report of
  /// thousands of contracts is hundreds of megabytes, of which these are a few.
  static func decode(_ data: Data) throws -> PreviousReport {
    let shape = JSONProjection.Shape.members([
      "schemaVersion": .whole,
      "contracts": .members([
        "verification": .members(["results": .members(["clauseID": .whole, "verdict": .whole])])
      ]),
    ])
    return try JSONProjection.decode(PreviousReport.self, from: data, keeping: shape)
  }

  /// Ids of the clauses that failed or errored, in report order.
  var failedClauseIDs: [String] {
    contracts.flatMap(\.verification.results).filter {
      $0.verdict == "failed" || $0.verdict == "error"
    }.map(\.clauseID)
  }
}
