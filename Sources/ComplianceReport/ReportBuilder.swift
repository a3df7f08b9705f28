import Contracts
import Foundation
import Verification

/// Runs a set of documents into a `ComplianceReport`: lint every document, run every
/// contract's checks, compare each contract with its reviewed baseline.
public struct ReportBuilder: Sendable {
  public var bindings: [ContractBindings]
  public var runner: VerificationRunner
  public var title: String
  public var version: String
  public var strict: Bool
  /// Record the time and durations (off by default: output is then reproducible).
  public var timestamp: Bool
  /// Check only the documents' text (`--dry-run`): every bound clause is skipped.
  public var dryRun: Bool

  public init(
    bindings: [ContractBindings], runner: VerificationRunner = VerificationRunner(),
    title: String = "Contract compliance", version: String, strict: Bool = false,
    timestamp: Bool = false, dryRun: Bool = false
  ) {
    self.bindings = bindings
    self.runner = runner
    self.title = title
    self.version = version
    self.strict = strict
    self.timestamp = timestamp
    self.dryRun = dryRun
  }

  public func build(_ documents: DocumentSet, extraInputs: [InputFingerprint] = []) async
    -> ComplianceReport
  {
    let clock = ContinuousClock()
    let start = clock.now
    var lint: [Diagnostic] = []
    for document in documents.documents {
      lint += ContractLinter.lint(document.contract) { FileManager.default.fileExists(atPath: $0) }
      let contractBindings = bindings.first { $0.contract == document.contract.slug }
      lint += contractBindings?.lint(document.contract) ?? []
    }
    var results: [ContractResult] = []
    for document in documents.contracts where runner.filter.includes(contract: document.contract) {
      let contract = document.contract
      let contractBindings = bindings.first { $0.contract == contract.slug }
      var verification: ContractVerification
      if dryRun {
        verification = runner.dryRun(contract, bindings: contractBindings)
      } else {
        verification = await runner.run(contract, bindings: contractBindings)
      }
      if !timestamp {
        for index in verification.results.indices { verification.results[index].duration = 0 }
      }
      let review = documents.baseline(of: contract).map {
        ReviewComparison(baseline: $0, current: contract)
      }
      results.append(ContractResult(contract: contract, verification: verification, review: review))
    }
    let records = documents.documents.filter { $0.contract.kind != .contract }.map {
      RecordDocument(
        file: $0.contract.file, kind: $0.contract.kind.rawValue, title: $0.contract.title,
        fingerprint: $0.contract.fingerprint)
    }
    var report = ComplianceReport(
      tool: ToolInfo(version: version), title: title,
      inputs: documents.documents.map(\.input) + extraInputs, contracts: results,
      records: records, lint: lint, strict: strict)
    if timestamp {
      let elapsed = start.duration(to: clock.now)
      report.durationSeconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      report.generatedAt = ISO8601DateFormatter().string(from: Date())
    }
    return report
  }
}
