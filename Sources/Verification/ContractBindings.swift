import Contracts

/// All checks for one contract, identified by the contract's slug (its front matter `id` or
/// title slug):
///
///     ContractBindings("driver-app-language-contract") {
///       Section("Prerequisites") { Item("…") { evidence in … } }
///     }
///
/// Besides its own checks it holds the table fixtures that may bind its tables: its own
/// (`tables`, orphaned when no table of it uses them), the shared ones (`shared`, which bind
/// by header signature in every contract and are never orphaned), and the tables an author
/// names for a fixture (`assignments` from the settings, plus the contract's own `fixture:`
/// front-matter lines).
public struct ContractBindings: Sendable {
  public var contract: String
  public var bindings: [Binding]
  /// This contract's own fixtures for decision tables: every row of a table they bind to is
  /// bound to them; one that binds no table is reported orphaned.
  public var tables: [TableFixture]
  /// Fixtures every contract may use (by header signature, or when a table is named for
  /// one); one that binds no table of this contract is simply not used here.
  public var shared: [TableFixture]
  /// Tables named for a fixture in the settings (the front matter's are read from the
  /// contract).
  public var assignments: [TableAssignment]

  public init(
    _ contract: String, tables: [TableFixture] = [],
    @ContractBindingsBuilder _ sections: () -> [Section]
  ) {
    self.init(contract: contract, bindings: sections().flatMap(\.bindings), tables: tables)
  }

  public init(
    contract: String, bindings: [Binding] = [], tables: [TableFixture] = [],
    shared: [TableFixture] = [], assignments: [TableAssignment] = []
  ) {
    self.contract = contract
    self.bindings = bindings
    self.tables = tables
    self.shared = shared
    self.assignments = assignments
  }

  /// The checks for a contract's clauses: the row and item bindings, then one binding per row
  /// of every decision table a fixture binds to, then one for each of the contract's own
  /// fixtures and named tables that binds nothing (so it is reported orphaned).
  public func resolved(for contract: Contract) -> [Binding] {
    let resolution = FixtureResolution(self, contract: contract)
    var resolved = bindings
    for table in resolution.decisionTables {
      resolved += table.rows(of: contract).map(table.binding(for:))
    }
    return resolved + resolution.orphans
  }

  /// Decision-table problems: columns a fixture does not know or misses, cells that cannot be
  /// read, named tables that are not there (errors, rules `decision-column`, `decision-cell`,
  /// `decision-binding`), and tables whose headers nearly match a fixture (warnings, rule
  /// `decision-near-miss`), each at file:line:col. Clauses are built only when a table is
  /// bound, so a contract with no decision table costs its headers only.
  public func lint(_ contract: Contract) -> [Diagnostic] {
    let resolution = FixtureResolution(self, contract: contract)
    var found = resolution.problems
    if !resolution.decisionTables.isEmpty {
      let built = contract.clauses.isEmpty ? contract.withClauses() : contract
      found += resolution.decisionTables.flatMap { $0.lint(built) }
    }
    let bound = Set(resolution.decisionTables.map { TableKey($0.table) })
    for section in contract.sections {
      for table in section.tables where !bound.contains(TableKey(table)) {
        guard let miss = NearMiss.best(for: table, among: resolution.fixtures) else { continue }
        found.append(
          Diagnostic(
            file: contract.file, location: miss.location(in: table), severity: .warning,
            message: miss.message, rule: NearMiss.rule))
      }
    }
    return found
  }

  /// Every fixture that may bind a table of this contract, in the order they are tried.
  public var fixtures: [TableFixture] { tables + shared }
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
