import Contracts
import TranslationCoverage
import Verification

/// The whole result of a run, as one value. Every output (terminal, JSON, JUnit, SARIF,
/// GitHub annotations, summaries, the site) renders from it; none recomputes what it says.
/// `--json` writes its encoding.
public struct ComplianceReport: Codable, Hashable, Sendable {
  /// Bumped whenever the JSON shape changes incompatibly; `schemas/compliance-report.schema.json`
  /// describes this version.
  public static let currentSchemaVersion = 2

  public var schemaVersion: Int
  public var tool: ToolInfo
  public var title: String
  /// ISO 8601 time of the run; only with `--timestamp`, so output is reproducible by default.
  public var generatedAt: String?
  /// Seconds the run took; only with `--timestamp`.
  public var durationSeconds: Double?
  public var inputs: [InputFingerprint]
  public var contracts: [ContractResult]
  public var records: [RecordDocument]
  public var lint: [Diagnostic]
  public var totals: VerdictCounts
  public var gates: [GateResult]
  /// Translation coverage per locale through the provider; `nil` when the contracts directory
  /// has no `contract-report.json` with a `coverage` object. Its gates (`coverage:catalogue`,
  /// `coverage:<locale>`) follow the report's own.
  public var coverage: CoverageReport?
  /// Whether `--strict` was in force (unbound clauses, orphaned checks, differences from the
  /// reviewed baseline and missing baselines fail the run, except in exempt contracts).
  public var strict: Bool
  /// The policy of `contract-report.json` the run was weighed by (defaults without one).
  public var policy: GatePolicy
  /// How many built-in deliberate defects (provider fault switches) the checks catch, when
  /// measured (`--mutation`).
  public var mutation: MutationReport?
  /// The last source-mutation run, when the settings name one.
  public var sourceMutation: SourceMutationScore?
  /// RTL review status per right-to-left locale, when a language list is available.
  public var rtl: RTLStatusReport?
  /// Release readiness and the recorded sign-offs checked against current fingerprints.
  public var signoff: SignoffReport?
  /// Provider defects deliberately switched on for this run (the test hook
  /// `CONTRACT_REPORT_PROVIDER_FAULTS`); absent in every real run.
  public var injectedFaults: [String]?

  public init(
    schemaVersion: Int = ComplianceReport.currentSchemaVersion, tool: ToolInfo, title: String,
    generatedAt: String? = nil, durationSeconds: Double? = nil, inputs: [InputFingerprint],
    contracts: [ContractResult], records: [RecordDocument], lint: [Diagnostic], strict: Bool,
    policy: GatePolicy = GatePolicy(), coverage: CoverageReport? = nil,
    mutation: MutationReport? = nil
  ) {
    self.schemaVersion = schemaVersion
    self.tool = tool
    self.title = title
    self.generatedAt = generatedAt
    self.durationSeconds = durationSeconds
    self.inputs = inputs
    self.contracts = contracts
    self.records = records
    self.lint = lint
    self.strict = strict
    self.policy = policy
    self.coverage = coverage
    self.mutation = mutation
    self.totals = contracts.reduce(VerdictCounts()) { $0 + $1.counts }
    self.gates = []
    self.gates = Self.gates(
      totals: totals, lint: lint, contracts: contracts, strict: strict, coverage: coverage,
      mutation: mutation)
  }

  /// True when every required gate held.
  public var passed: Bool { gates.allSatisfy(\.passed) }

  /// 0 when every gate held, 1 otherwise (usage errors never reach a report).
  public var exitCode: Int32 { passed ? 0 : 1 }

  /// Every clause result with its contract, in report order.
  public var allResults: [(contract: ContractResult, result: ClauseResult)] {
    contracts.flatMap { contract in contract.verification.results.map { (contract, $0) } }
  }

  /// Every gate, in the order outputs list them: clauses, lint, review, the `--strict` gates,
  /// coverage's gates, mutation.
  static func gates(
    totals: VerdictCounts, lint: [Diagnostic], contracts: [ContractResult], strict: Bool,
    coverage: CoverageReport?, mutation: MutationReport?
  ) -> [GateResult] {
    var gates: [GateResult] = []
    let broken = totals.failed + totals.error
    gates.append(
      GateResult(
        name: "clauses", passed: broken == 0,
        detail: broken == 0
          ? "no clause failed or errored"
          : "\(totals.failed) failed, \(totals.error) errored"))
    let lintErrors = lint.filter { $0.severity == .error }.count
    gates.append(
      GateResult(
        name: "lint", passed: lintErrors == 0,
        detail: lintErrors == 0 ? "no lint error" : "\(lintErrors) lint error(s)"))
    gates.append(reviewGate(contracts))
    if strict {
      let held = contracts.filter(\.strict)
      let exempt = contracts.count - held.count
      let note = exempt == 0 ? "" : " (\(exempt) contract(s) exempt by policy.strictExempt)"
      let unbound = held.reduce(0) { $0 + $1.counts.unbound }
      gates.append(
        GateResult(
          name: "strict:unbound", passed: unbound == 0,
          detail: "\(unbound) unbound clause(s)\(note)"))
      let orphaned = held.reduce(0) { $0 + $1.counts.orphaned }
      gates.append(
        GateResult(
          name: "strict:orphaned", passed: orphaned == 0,
          detail: "\(orphaned) orphaned check(s)\(note)"))
      let unreviewed = held.filter { $0.review == nil }.map(\.contract.slug)
      gates.append(
        GateResult(
          name: "strict:baseline", passed: unreviewed.isEmpty,
          detail: unreviewed.isEmpty
            ? "every contract has a reviewed baseline\(note)"
            : "\(unreviewed.count) contract(s) without a reviewed baseline: \(unreviewed.joined(separator: ", "))\(note)"
        ))
    }
    gates += (coverage?.gates ?? []).map {
      GateResult(name: $0.name, passed: $0.passed, detail: $0.detail)
    }
    if let mutation {
      gates.append(
        GateResult(name: "mutation", passed: mutation.meetsTarget, detail: mutation.summary))
    }
    return gates
  }

  /// Gate `review`: no clause differs from its reviewed baseline with severity error (under
  /// the default policy, or `--strict`, every difference is one).
  static func reviewGate(_ contracts: [ContractResult]) -> GateResult {
    let differences = contracts.flatMap(\.reviewFindings).filter(\.isDifference)
    let failing = differences.filter { $0.severity == .error }
    let detail: String
    if differences.isEmpty {
      detail =
        contracts.contains { $0.review != nil }
        ? "no clause differs from its reviewed baseline"
        : "no contract has a reviewed baseline"
    } else if failing.isEmpty {
      detail =
        "\(ReviewTally(differences).phrase) (warnings: policy.changedSinceReview is \"warn\")"
    } else {
      detail = ReviewTally(failing).phrase
    }
    return GateResult(name: "review", passed: failing.isEmpty, detail: detail)
  }
}
