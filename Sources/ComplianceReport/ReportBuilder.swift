import Contracts
import Foundation
import RTLReview
import Support
import TranslationCoverage
import Verification

/// Runs a set of documents into a finished `ComplianceReport`: lint every document, run every
/// contract's checks, compare each contract with its reviewed baseline and weigh what differs
/// by the policy (``GatePolicy``), add what the settings and the run measured besides
/// (coverage, mutation), then compute the gates and release readiness, each once. Every output
/// shows the same findings with the same severity; the command line only gathers the inputs
/// and writes the outputs.
public struct ReportBuilder: Sendable {
  /// The title of a report whose settings name none.
  public static let defaultTitle = "Contract compliance"

  /// The checks: each contract's own, and the fixtures that bind in any contract.
  public var bindings: BindingCatalog
  public var runner: VerificationRunner
  public var title: String
  public var version: String
  public var strict: Bool
  /// How differences from the reviewed baselines weigh, and which contracts `--strict`
  /// exempts (`policy` in `contract-report.json`).
  public var policy: GatePolicy
  /// Record the time and durations (off by default: output is then reproducible).
  public var timestamp: Bool
  /// Check only the documents' text (`--dry-run`): every bound clause is skipped.
  public var dryRun: Bool
  /// The folder holding `languages.json` and `dictionaries/` (RTL status), if any.
  public var translationsDirectory: String?
  /// The release readiness is judged for (settings `release` or `--release`): only its
  /// sign-offs count.
  public var release: String?
  /// When the latest of the contracts last changed (ISO date), for RTL review staleness;
  /// asked once for all contracts, so a history lookup can be one query. Async, so a lookup
  /// that waits for a child process (`git log`) does not hold a thread while it waits.
  public var contractsChanged: @Sendable ([Contract]) async -> String?
  /// Translation coverage measured from the settings (its gates follow the report's own).
  public var coverage: CoverageReport?
  /// The last source-mutation run the settings name.
  public var sourceMutation: SourceMutationScore?
  /// Provider defects deliberately switched on for the run (never in a real run).
  public var injectedFaults: [String]
  /// Measures the checks' strength (`--mutation`) once the run's contracts have been checked,
  /// given those contracts: its gate follows every other. Provided by the caller, who has the
  /// bindings for each provider defect; nil when not measured.
  public var measureMutation: (@Sendable ([Contract]) async -> MutationReport)?

  public init(
    bindings: BindingCatalog, runner: VerificationRunner = VerificationRunner(),
    title: String = ReportBuilder.defaultTitle, version: String, strict: Bool = false,
    policy: GatePolicy = GatePolicy(), timestamp: Bool = false, dryRun: Bool = false,
    translationsDirectory: String? = nil, release: String? = nil,
    contractsChanged: @escaping @Sendable ([Contract]) async -> String? = { contracts in
      contracts.compactMap { $0.frontMatter["updated"] }.max()
    },
    coverage: CoverageReport? = nil, sourceMutation: SourceMutationScore? = nil,
    injectedFaults: [String] = [],
    measureMutation: (@Sendable ([Contract]) async -> MutationReport)? = nil
  ) {
    self.bindings = bindings
    self.runner = runner
    self.title = title
    self.version = version
    self.strict = strict
    self.policy = policy
    self.timestamp = timestamp
    self.dryRun = dryRun
    self.translationsDirectory = translationsDirectory
    self.release = release
    self.contractsChanged = contractsChanged
    self.coverage = coverage
    self.sourceMutation = sourceMutation
    self.injectedFaults = injectedFaults
    self.measureMutation = measureMutation
  }

  /// The finished report of `documents`. `translationInputs` is what the caller read of the
  /// translations folder before building the contract models (``TranslationInputs``); without
  /// it, the folder is read here first.
  public func build(
    _ documents: DocumentSet, extraInputs: [InputFingerprint] = [],
    translationInputs: TranslationInputs? = nil
  ) async -> ComplianceReport {
    let clock = ContinuousClock()
    let start = clock.now
    let translations =
      translationInputs ?? TranslationInputs.read(translationsDirectory: translationsDirectory)
    // The work that runs no check (the lint, matching checks to clauses, explaining unbound
    // clauses, comparing with the reviewed baselines) is per contract and reads nothing
    // shared that changes, so it runs on all cores, results in document order. The checks
    // themselves still run one contract after another, as many at once as the runner says.
    let all = documents.documents
    let bindings = bindings
    // Relative links' targets, answered from one listing per directory (as `lint` does).
    let existence = FileExistence()
    var lint: [Diagnostic] = ChunkedMap.map(count: all.count) { range in
      range.map { index in
        let contract = all[index].contract
        var found = ContractLinter.lint(contract) { existence.exists($0) }
        if contract.kind == .contract {
          found += bindings.bindings(for: contract).lint(contract)
        }
        return found
      }
    }.flatMap { $0 }
    let runner = runner
    let timestamp = timestamp
    let contracts = documents.contracts.map(\.contract).filter {
      runner.filter.includes(contract: $0)
    }
    // When the contracts last changed (for the RTL status) is asked now, beside the checks: the
    // answer comes from git, a process of its own, and asked after the checks, it was waited
    // for with both cores idle.
    let contractsChanged = contractsChanged
    let asksWhenChanged = translations.rtl != nil
    async let changed: String? = asksWhenChanged ? await contractsChanged(contracts) : nil
    let verifications: [ContractVerification]
    if dryRun {
      verifications = ChunkedMap.map(count: contracts.count) { range in
        range.map {
          Self.timed(
            runner.dryRun(contracts[$0], bindings: bindings.bindings(for: contracts[$0])),
            keepingDurations: timestamp)
        }
      }
    } else {
      // Prepared on every core, and finished there when no check is bound, keeping only its
      // verification (its preparation, a copy of every clause, is freed there too); the
      // checks of the others then run contract after contract, as `run` runs them.
      let prepared = ChunkedMap.map(count: contracts.count) { range in
        range.map { index -> Preparation in
          let contract = runner.prepare(
            contracts[index], bindings: bindings.bindings(for: contracts[index]))
          return runner.completed(contract).map {
            .completed(Self.timed($0, keepingDurations: timestamp))
          } ?? .pending(contract)
        }
      }
      var ran: [ContractVerification] = []
      ran.reserveCapacity(prepared.count)
      for contract in prepared {
        switch contract {
        case .completed(let verification): ran.append(verification)
        case .pending(let pending):
          ran.append(Self.timed(await runner.run(pending), keepingDurations: timestamp))
        }
      }
      verifications = ran
    }
    let baselines = BaselineIndex(documents)
    let (strict, policy) = (strict, policy)
    let results: [ContractResult] = ChunkedMap.map(count: contracts.count) { range in
      range.map { index in
        let contract = contracts[index]
        var verification = verifications[index]
        let baseline = baselines.baseline(of: contract)
        let review = baseline.map { ReviewComparison(baseline: $0, current: contract) }
        let strictApplies = strict && !policy.exempts(slug: contract.slug, file: contract.file)
        let findings = ReviewFindingBuilder(
          contract: contract, review: review,
          severity: policy.reviewSeverity(strict: strictApplies), strict: strictApplies,
          filter: runner.filter)
        findings.annotate(&verification.results)
        return ContractResult(
          contract: contract, verification: verification, review: review,
          reviewFindings: findings.findings(verification.results), strict: strictApplies)
      }
    }
    let records = documents.documents.filter { $0.contract.kind != .contract }.map {
      RecordDocument(
        file: $0.contract.file, kind: $0.contract.kind.rawValue, title: $0.contract.title,
        fingerprint: $0.contract.fingerprint)
    }
    lint += RecordLint.diagnostics(
      documents.documents.map(\.contract), translationsDirectory: translationsDirectory,
      translationFiles: translations.translationFiles)
    let rtl = rtlStatus(
      documents, results: results, inputs: translations.rtl, changed: await changed)
    // The run's own duration: the checks, not the mutation measurement after them.
    let elapsed = start.duration(to: clock.now)
    let mutation = await measureMutation?(results.map(\.contract))
    var report = ComplianceReport(
      tool: ToolInfo(version: version), title: title,
      inputs: documents.documents.compactMap(\.input) + extraInputs, contracts: results,
      records: records, lint: lint, strict: strict, policy: policy, coverage: coverage,
      mutation: mutation)
    report.sourceMutation = sourceMutation
    report.injectedFaults = injectedFaults.isEmpty ? nil : injectedFaults.sorted()
    report.rtl = rtl
    // Readiness includes every gate, so it comes once they are all in.
    report.signoff = signoff(report, documents: documents)
    if timestamp {
      report.durationSeconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      report.generatedAt = ISO8601DateFormatter().string(from: Date())
    }
    return report
  }

  /// `verification` with every clause's check time set to 0 unless `keepingDurations`
  /// (`--timestamp`): without it, two runs over the same input write the same bytes. Done where
  /// the verification is made, while its results are its own: done on a copy, it copied every
  /// result of every contract.
  private static func timed(
    _ verification: consuming ContractVerification, keepingDurations: Bool
  ) -> ContractVerification {
    var verification = verification
    if !keepingDurations {
      for clause in verification.results.indices { verification.results[clause].duration = 0 }
    }
    return verification
  }

  /// RTL status from the review record, the language list and dictionary scans beside the
  /// contracts (``TranslationInputs``), the run's clauses and when the contracts last changed
  /// (``contractsChanged``); nil without a language list.
  private func rtlStatus(
    _ documents: DocumentSet, results: [ContractResult],
    inputs: (languages: LanguageList, dictionaries: [String: RTLDictionaryScan])?,
    changed: String?
  ) -> RTLStatusReport? {
    guard let (languages, dictionaries) = inputs else { return nil }
    let recordDocument = documents.documents.first { $0.contract.kind == .rtlReview }?.contract
    let record = recordDocument.map {
      RTLReviewRecord(document: $0, knownLocales: Set(languages.languages.map(\.code)))
    }
    return RTLStatusReport.make(
      record: record, languages: languages, dictionaries: dictionaries,
      results: RTLStatusReport.evidence(in: results),
      contractChanged: changed)
  }

  /// Release readiness and sign-off validity from the finished report (its gates, RTL status
  /// and contracts), when there is a sign-off record, a language list or a current release.
  func signoff(_ report: ComplianceReport, documents: DocumentSet) -> SignoffReport? {
    let record = documents.documents.first { $0.contract.kind == .signoff }?.contract
    guard record != nil || report.rtl != nil || release != nil else { return nil }
    return SignoffReport.make(
      record: record, contracts: report.contracts, gates: report.gates, rtl: report.rtl,
      release: release)
  }

  /// A contract after ``VerificationRunner/prepare(_:bindings:)``: finished when no check is
  /// bound, else waiting for its checks to run.
  private enum Preparation: Sendable {
    case completed(ContractVerification)
    case pending(PreparedVerification)
  }
}
