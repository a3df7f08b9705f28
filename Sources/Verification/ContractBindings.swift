import Contracts

/// All checks for one contract, identified by the contract's slug (its front matter `id` or
/// title slug):
///
///     ContractBindings("driver-app-language-contract") {
///       Section("Prerequisites") { Item("…") { evidence in … } }
///     }
public struct ContractBindings: Sendable {
  public var contract: String
  public var bindings: [Binding]
  /// Fixtures for decision tables: every row of a table they bind to is bound to them.
  public var tables: [TableFixture]

  public init(
    _ contract: String, tables: [TableFixture] = [],
    @ContractBindingsBuilder _ sections: () -> [Section]
  ) {
    self.contract = contract
    self.bindings = sections().flatMap(\.bindings)
    self.tables = tables
  }

  public init(contract: String, bindings: [Binding] = [], tables: [TableFixture] = []) {
    self.contract = contract
    self.bindings = bindings
    self.tables = tables
  }

  /// The checks for a contract's clauses: the row and item bindings, then one binding per row
  /// of every decision table a fixture binds to, then a binding for each fixture that binds
  /// to no table (so it is reported orphaned).
  public func resolved(for contract: Contract) -> [Binding] {
    let decisionTables = DecisionTable.all(in: contract, fixtures: tables)
    var resolved = bindings
    for table in decisionTables {
      resolved += table.rows(of: contract).map(table.binding(for:))
    }
    for fixture in tables where !decisionTables.contains(where: { $0.fixture.name == fixture.name })
    {
      let section: String
      if case .section(let heading) = fixture.match {
        section = heading
      } else {
        section = "any section"
      }
      resolved.append(
        Binding(
          section: section, key: "decision table for fixture '\(fixture.name)'",
          declaredAt: fixture.declaredAt, body: { _ in }))
    }
    return resolved
  }

  /// Decision-table problems: columns a fixture does not know or misses, and cells that
  /// cannot be read, each at file:line:col with rule `decision-column` or `decision-cell`.
  public func lint(_ contract: Contract) -> [Diagnostic] {
    DecisionTable.all(in: contract, fixtures: tables).flatMap { $0.lint(contract) }
  }
}

/// Collects `Section` values, including sections defined in other files.
@resultBuilder
public enum ContractBindingsBuilder {
  public static func buildExpression(_ expression: Section) -> [Section] { [expression] }
  public static func buildExpression(_ expression: [Section]) -> [Section] { expression }
  public static func buildBlock(_ components: [Section]...) -> [Section] {
    components.flatMap { $0 }
  }
}
