import Contracts

/// Which clauses a run executes; the others are reported as skipped, never dropped. Each list
/// is a set of alternatives; an empty list matches everything.
public struct ClauseFilter: Sendable, Hashable {
  /// Contract slugs or file paths.
  public var contracts: [Glob]
  /// Section headings or slugs.
  public var sections: [Glob]
  /// Clause ids.
  public var clauses: [Glob]
  /// When set, only these clause ids run (e.g. the failures of a previous report).
  public var onlyIDs: Set<String>?

  public init(
    contracts: [Glob] = [], sections: [Glob] = [], clauses: [Glob] = [],
    onlyIDs: Set<String>? = nil
  ) {
    self.contracts = contracts
    self.sections = sections
    self.clauses = clauses
    self.onlyIDs = onlyIDs
  }

  public static let all = ClauseFilter()

  public func includes(contract: Contract) -> Bool {
    contracts.isEmpty
      || contracts.contains { $0.matches(contract.slug) || $0.matches(contract.file) }
  }

  public func includes(_ clause: Clause, of contract: Contract) -> Bool {
    guard includes(contract: contract) else { return false }
    if !sections.isEmpty,
      !sections.contains(where: { $0.matches(clause.section) || $0.matches(clause.sectionSlug) })
    {
      return false
    }
    if !clauses.isEmpty, !clauses.contains(where: { $0.matches(clause.id) }) { return false }
    if let onlyIDs, !onlyIDs.contains(clause.id) { return false }
    return true
  }
}
