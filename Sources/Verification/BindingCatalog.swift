import Contracts

/// Every check a run knows: the checks written for one contract (by its slug), the table
/// fixtures that bind in every contract, and the tables the settings name for a fixture.
/// ``bindings(for:)`` gives each contract all that applies to it, so no contract slug is
/// special for a fixture: a table whose headers are a fixture's columns runs in any file,
/// under any heading.
///
/// An array literal of ``ContractBindings`` is a catalog with no shared fixtures.
public struct BindingCatalog: Sendable, ExpressibleByArrayLiteral {
  /// Checks written for one contract each (Swift `Row`/`Item` checks and own fixtures).
  public var contracts: [ContractBindings]
  /// Fixtures that bind by header signature (or by a named table) in every contract.
  public var fixtures: [TableFixture]
  /// Tables the settings name for a fixture (`fixtures.tables` in `contract-report.json`).
  public var assignments: [TableAssignment]

  public init(
    contracts: [ContractBindings] = [], fixtures: [TableFixture] = [],
    assignments: [TableAssignment] = []
  ) {
    self.contracts = contracts
    self.fixtures = fixtures
    self.assignments = assignments
  }

  public init(arrayLiteral elements: ContractBindings...) {
    self.init(contracts: elements)
  }

  /// What applies to one contract: its own checks (if any were written for its slug), every
  /// shared fixture and the settings' named tables.
  public func bindings(for contract: Contract) -> ContractBindings {
    var bindings =
      contracts.first { $0.contract == contract.slug } ?? ContractBindings(contract: contract.slug)
    bindings.shared += fixtures
    bindings.assignments += assignments
    return bindings
  }

  /// Every fixture: the shared ones, then each contract's own, for listings.
  public var allFixtures: [TableFixture] {
    fixtures + contracts.flatMap(\.tables)
  }
}
