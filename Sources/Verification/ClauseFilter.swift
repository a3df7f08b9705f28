import Contracts
import Support

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
    includes(clauseID: clause.id, section: clause.section, of: contract)
  }

  /// Whether the clause with this id (nil: a whole section) in this section runs. A run that
  /// selects clauses by id includes no whole section.
  public func includes(clauseID: String?, section: String, of contract: Contract) -> Bool {
    guard includes(contract: contract) else { return false }
    if !sections.isEmpty,
      !sections.contains(where: { $0.matches(section) || $0.matches(Slug.make(section)) })
    {
      return false
    }
    guard let clauseID else { return clauses.isEmpty && onlyIDs == nil }
    if !clauses.isEmpty, !clauses.contains(where: { $0.matches(clauseID) }) { return false }
    if let onlyIDs, !onlyIDs.contains(clauseID) { return false }
    return true
  }
}
