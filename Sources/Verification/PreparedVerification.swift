import Contracts

/// A contract's clauses sorted before any check runs: a clause filtered out of the run or
/// bound to no check has its result already, a bound one waits for
/// ``VerificationRunner/run(_:)``.
///
/// Preparing reads only the contract and its bindings (matching checks to clauses, explaining
/// the unbound ones), so a caller with many contracts can prepare them all on every core and
/// then run their checks one contract after another, exactly as ``VerificationRunner`` runs
/// them for a single contract.
public struct PreparedVerification: Sendable {
  let contract: Contract
  let plan: BindingPlan
  /// One slot per plan entry, in document order; `nil` for a clause whose check is pending.
  let results: [ClauseResult?]
  /// The bound clauses to run, with their slot.
  let pending: [(index: Int, clause: Clause, binding: Binding)]
}
