import ComplianceReport
import Foundation
import JSON

/// One run as a point of the trend on the index: how many clauses passed of how many, how many
/// gates failed, and the same per contract. Earlier runs come from their `--json` reports
/// (`build --history DIR`); only these counts are read, so older reports with other fields
/// still load.
public struct RunSummary: Sendable, Hashable {
  /// Passed clauses of all clauses, for one contract.
  public struct Share: Sendable, Hashable {
    public var passed: Int
    public var total: Int

    public init(passed: Int, total: Int) {
      self.passed = passed
      self.total = total
    }

    /// Passed over total; 0 for no clause.
    public var ratio: Double { total == 0 ? 0 : Double(passed) / Double(total) }
  }

  /// The report's `generatedAt`, else its file name without `.json`.
  public var label: String
  public var overall: Share
  public var failedGates: Int
  /// By contract slug.
  public var contracts: [String: Share]

  public init(label: String, overall: Share, failedGates: Int, contracts: [String: Share]) {
    self.label = label
    self.overall = overall
    self.failedGates = failedGates
    self.contracts = contracts
  }

  /// The summary of this run's report.
  public init(report: ComplianceReport, label: String) {
    var contracts: [String: Share] = [:]
    for result in report.contracts {
      contracts[result.contract.slug] = Share(
        passed: result.counts.passed, total: result.counts.total)
    }
    self.init(
      label: label, overall: Share(passed: report.totals.passed, total: report.totals.total),
      failedGates: report.gates.filter { !$0.passed }.count, contracts: contracts)
  }

  private struct Stored: Decodable {
    struct Gate: Decodable { var passed: Bool }
    struct Contract: Decodable { var verification: Verification }
    struct Verification: Decodable {
      var contract: String
      var results: [Result]
    }
    struct Result: Decodable { var verdict: String }
    var generatedAt: String?
    var gates: [Gate]
    var contracts: [Contract]
  }

  /// What ``Stored`` reads of a report: a report of thousands of contracts is hundreds of
  /// megabytes, of which these members are a few.
  private static let storedShape = JSONProjection.Shape.members([
    "generatedAt": .whole,
    "gates": .members(["passed": .whole]),
    "contracts": .members([
      "verification": .members(["contract": .whole, "results": .members(["verdict": .whole])])
    ]),
  ])

  /// Reads one earlier `--json` report; `name` labels it when it has no `generatedAt`. Only
  /// the members ``Stored`` names are decoded (``JSONProjection``); the rest is checked to be
  /// JSON and skipped. A file that is not JSON is `DecodingError.dataCorrupted`, its
  /// description the reason with the line and column.
  public static func decode(_ data: Data, name: String) throws -> RunSummary {
    let stored = try JSONProjection.decode(Stored.self, from: data, keeping: storedShape)
    var contracts: [String: Share] = [:]
    var overall = Share(passed: 0, total: 0)
    for contract in stored.contracts {
      let passed = contract.verification.results.filter { $0.verdict == "passed" }.count
      let share = Share(passed: passed, total: contract.verification.results.count)
      contracts[contract.verification.contract] = share
      overall.passed += share.passed
      overall.total += share.total
    }
    return RunSummary(
      label: stored.generatedAt ?? name, overall: overall,
      failedGates: stored.gates.filter { !$0.passed }.count, contracts: contracts)
  }

  /// Every `*.json` report in `directory`, oldest first by file name (name reports by date or
  /// run number), so the trend does not depend on file times or listing order.
  public static func load(directory: String) throws -> [RunSummary] {
    let names = try FileManager.default.contentsOfDirectory(atPath: directory)
      .filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
    return try names.map { name in
      let path = (directory as NSString).appendingPathComponent(name)
      guard let data = FileManager.default.contents(atPath: path) else {
        throw HistoryError(file: path, message: "cannot be read")
      }
      do {
        return try decode(data, name: String(name.dropLast(".json".count)))
      } catch let error as DecodingError {
        throw HistoryError(file: path, message: Self.describe(error))
      }
    }
  }

  static func describe(_ error: DecodingError) -> String {
    func place(_ path: [any CodingKey]) -> String {
      path.isEmpty
        ? "the top level"
        : path.map { $0.intValue.map(String.init) ?? $0.stringValue }
          .joined(separator: ".")
    }
    switch error {
    case .keyNotFound(let key, let context):
      return
        "not a contract-report --json report: '\(key.stringValue)' missing at \(place(context.codingPath))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "not a contract-report --json report: unexpected value at \(place(context.codingPath))"
    case .dataCorrupted(let context):
      return
        "not valid JSON (\(context.underlyingError.map { "\($0)" } ?? context.debugDescription))"
    @unknown default:
      return "not a contract-report --json report"
    }
  }
}
