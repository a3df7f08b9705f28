import ContractMarkdown
import Contracts
import Foundation

/// Runs a contract's checks: each bound clause's check on its own (each check builds its own
/// component, so checks run in parallel), unbound clauses and orphaned checks reported, results
/// in document order whatever order the checks finished in.
public struct VerificationRunner: Sendable {
  public var filter: ClauseFilter
  /// Seconds a check may take before it is an error.
  public var timeout: Double
  /// Checks run at once; 1 runs them in document order.
  public var parallelism: Int
  /// Stop starting checks after the first failure or error; the rest are skipped.
  public var failFast: Bool

  public init(
    filter: ClauseFilter = .all, timeout: Double = 10,
    parallelism: Int = ProcessInfo.processInfo.activeProcessorCount, failFast: Bool = false
  ) {
    self.filter = filter
    self.timeout = timeout
    self.parallelism = max(1, parallelism)
    self.failFast = failFast
  }

  /// Runs every clause of a contract against its bindings (nil: none are bound).
  public func run(_ contract: Contract, bindings: ContractBindings?) async -> ContractVerification {
    await run(prepare(contract, bindings: bindings))
  }

  /// Everything about a contract's run that needs no check: its clauses matched to its
  /// bindings, the filtered-out and unbound ones given their results.
  public func prepare(_ contract: Contract, bindings: ContractBindings?) -> PreparedVerification {
    let plan = BindingPlan(contract: contract, bindings: bindings)
    var results = [ClauseResult?](repeating: nil, count: plan.entries.count)
    var pending: [(index: Int, clause: Clause, binding: Binding)] = []
    var explainer = UnboundExplainer(contract: contract, fixtures: bindings?.fixtures ?? [])
    // By index, each clause lent in place: `enumerated()` copied every entry, and a local
    // every clause (a retain per field), where only a clause whose check runs is kept.
    let entries = plan.entries
    for index in entries.indices {
      if !filter.includes(entries[index].clause, of: contract) {
        results[index] = Self.result(
          entries[index].clause, .skipped, message: "filtered out of this run")
      } else if let binding = entries[index].binding {
        pending.append((index, entries[index].clause, binding))
      } else {
        results[index] = Self.unbound(
          entries[index].clause, explainer.explain(entries[index].clause))
      }
    }
    return PreparedVerification(contract: contract, plan: plan, results: results, pending: pending)
  }

  /// Runs the bound clauses of a prepared contract (``parallelism`` at once) and returns
  /// every clause's result in document order, then the orphaned checks.
  public func run(_ prepared: PreparedVerification) async -> ContractVerification {
    if let verification = completed(prepared) { return verification }
    let pending = prepared.pending
    var results = prepared.results
    let width = failFast ? 1 : parallelism
    let timeout = timeout
    let failFast = failFast
    await withTaskGroup(of: (Int, ClauseResult).self) { group in
      var next = 0
      var stop = false
      func launch() {
        let (index, clause, binding) = pending[next]
        next += 1
        group.addTask { (index, await Self.execute(clause, binding, timeout: timeout)) }
      }
      while next < pending.count, next < width { launch() }
      for await (index, result) in group {
        results[index] = result
        if failFast, result.verdict == .failed || result.verdict == .error { stop = true }
        if next < pending.count, !stop { launch() }
      }
      while next < pending.count {
        let (index, clause, binding) = pending[next]
        next += 1
        var skipped = Self.result(
          clause, .skipped, message: "not run: --fail-fast stopped after a failure")
        skipped.checkDeclaredAt = binding.declaredAt
        results[index] = skipped
      }
    }

    return verification(prepared, results: results)
  }

  /// The verification of a prepared contract none of whose clauses waits for a check (every
  /// one filtered out or unbound): what ``run(_:)`` returns for it, without an `await`, so a
  /// caller can finish such contracts on every core and run only the others one after
  /// another. `nil` when a check is pending.
  public func completed(_ prepared: PreparedVerification) -> ContractVerification? {
    prepared.pending.isEmpty ? verification(prepared, results: prepared.results) : nil
  }

  /// Every clause's result in document order, then the orphaned checks.
  private func verification(_ prepared: PreparedVerification, results: [ClauseResult?])
    -> ContractVerification
  {
    let contract = prepared.contract
    let ordered = results.compactMap { $0 } + orphans(prepared.plan, contract: contract)
    return ContractVerification(
      contract: contract.slug, file: contract.file, title: contract.title, results: ordered)
  }

  /// The dry run: every clause listed as bound (skipped, not run) or unbound, and every
  /// orphaned check, without running anything.
  public func dryRun(_ contract: Contract, bindings: ContractBindings?) -> ContractVerification {
    let plan = BindingPlan(contract: contract, bindings: bindings)
    var explainer = UnboundExplainer(contract: contract, fixtures: bindings?.fixtures ?? [])
    var results = plan.entries.map { entry in
      guard let binding = entry.binding else {
        return Self.unbound(entry.clause, explainer.explain(entry.clause))
      }
      var result = Self.result(
        entry.clause, .skipped, message: "dry run: a check is bound, not run")
      result.checkDeclaredAt = binding.declaredAt
      return result
    }
    results += orphans(plan, contract: contract)
    return ContractVerification(
      contract: contract.slug, file: contract.file, title: contract.title, results: results)
  }

  private static func result(_ clause: Clause, _ verdict: ClauseVerdict, message: String?)
    -> ClauseResult
  {
    ClauseResult(
      clauseID: clause.id, section: clause.section, key: clause.key, kind: clause.kind,
      file: clause.file, location: clause.location, verdict: verdict, message: message)
  }

  /// A clause no check is bound to: why, and what to do (the explainer's words).
  private static func unbound(_ clause: Clause, _ explanation: UnboundExplainer.Explanation)
    -> ClauseResult
  {
    var result = result(clause, .unbound, message: explanation.message)
    result.hints = explanation.hints
    return result
  }

  private func orphans(_ plan: BindingPlan, contract: Contract) -> [ClauseResult] {
    plan.orphaned.map { Self.orphan($0, contract: contract) }
      + plan.duplicates.map { Self.duplicate($0, contract: contract) }
  }

  /// A check whose clause is not in the text. It is located at its section's heading when
  /// the section is still there (line 1 otherwise); the report builder moves it to the
  /// clause's line in the reviewed baseline when the baseline has it.
  private static func orphan(_ binding: Binding, contract: Contract) -> ClauseResult {
    let section = contract.sections.first { $0.slug == Slug.make(binding.section) }
    if let note = binding.orphanNote {
      return orphaned(
        binding, contract: contract, at: note.location ?? section?.location,
        message: note.message, hints: note.hints)
    }
    return orphaned(
      binding, contract: contract, at: section?.location,
      message:
        "a check is bound to '\(binding.key)' under '\(binding.section)', but the contract has no such row or item",
      hints: [
        "docs writer: if the contract should still say '\(binding.key)' under '\(binding.section)', restore it in \(contract.file)",
        "check author: otherwise remove the check declared at \(binding.declaredAt), or bind it to a clause the text has",
      ])
  }

  /// A second check bound to a clause another check already took, located at that clause.
  private static func duplicate(_ binding: Binding, contract: Contract) -> ClauseResult {
    let clause = contract.clauses.first { clause in
      if let id = binding.clauseID { return clause.id == id }
      return clause.sectionSlug == Slug.make(binding.section)
        && clause.keySlug == Slug.make(binding.key)
    }
    return orphaned(
      binding, contract: contract, at: clause?.location,
      message:
        "another check already binds clause '\(binding.key)' in section '\(binding.section)'",
      hints: [
        "check author: remove the check declared at \(binding.declaredAt) or bind it to another clause; one check per clause"
      ])
  }

  private static func orphaned(
    _ binding: Binding, contract: Contract, at location: SourceLocation?, message: String,
    hints: [String]
  ) -> ClauseResult {
    ClauseResult(
      clauseID: "\(contract.slug)/\(Slug.make(binding.section))/\(Slug.make(binding.key))",
      section: binding.section, key: binding.key, kind: .row, file: contract.file,
      location: location ?? SourceLocation(line: 1, column: 1), verdict: .orphaned,
      message: "orphaned check: " + message, hints: hints, checkDeclaredAt: binding.declaredAt)
  }

  static func execute(_ clause: Clause, _ binding: Binding, timeout: Double) async -> ClauseResult {
    let clock = ContinuousClock()
    let start = clock.now
    let body = binding.body
    let evidence = Evidence(clause: clause)
    let observed: @Sendable () -> [CellObservation] = { evidence.observations }
    let outcome = await TimeoutRace.run(seconds: timeout, observed: observed) {
      do {
        try await body(evidence)
        return .completed(
          observations: evidence.observations, unknownColumns: evidence.unknownColumns)
      } catch let unmet as UnmetExpectation {
        return .unmet(unmet, observations: evidence.observations)
      } catch let problem as DecisionTableProblem {
        return .rowError(message: problem.rowMessage, observations: evidence.observations)
      } catch let failure as FixtureFailure {
        return .rowError(message: failure.message, observations: evidence.observations)
      } catch {
        return .threw(message: String(describing: error), observations: evidence.observations)
      }
    }
    let elapsed = start.duration(to: clock.now)
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    var result = ClauseResult(
      clauseID: clause.id, section: clause.section, key: clause.key, kind: clause.kind,
      file: clause.file, location: clause.location, verdict: .passed,
      checkDeclaredAt: binding.declaredAt, duration: seconds)
    VerdictRules.judge(outcome, of: clause, into: &result)
    return result
  }
}
