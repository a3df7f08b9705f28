import ContractMarkdown
import Contracts

/// A contract table bound to a ``TableFixture``: which header is the row's name, which are
/// inputs and which are expected results, and what is wrong with the table as a whole. Each
/// of its rows is a clause checked by running the fixture with the row's inputs.
public struct DecisionTable: Sendable {
  /// What one header of the table is.
  public enum Use: Sendable {
    /// The first column when it names no fixture column: the row's name (its clause key).
    case rowName
    /// A fixture input.
    case input(FixtureColumn)
    /// A fixture result: its cells are expectations.
    case result(FixtureColumn)
    /// A header the fixture does not know (reported as a problem).
    case unknown
  }

  /// One header of the table.
  public struct Column: Sendable {
    public var index: Int
    /// The header as written (`Shown text?`).
    public var header: String
    public var location: SourceLocation
    public var use: Use
  }

  public var fixture: TableFixture
  /// The section heading the table is under.
  public var section: String
  public var table: ContractTable
  public var columns: [Column]
  /// The contract's file, for locations.
  public var file: String
  /// Problems with the table as a whole (unknown, misplaced or missing columns): while there
  /// are any, every row of the table is an error.
  public var problems: [Diagnostic]

  /// The rule name of problems with a decision table's columns.
  public static let columnRule = "decision-column"
  /// The rule name of a cell that cannot be read as its column's type or rule.
  public static let cellRule = "decision-cell"

  init(fixture: TableFixture, table: ContractTable, section: String, file: String) {
    self.fixture = fixture
    self.table = table
    self.section = section
    self.file = file
    var columns: [Column] = []
    for (index, header) in table.columns.enumerated() {
      let location = table.table.header.cells[index].location
      let use: Use
      if let column = fixture.column(named: header) {
        use = column.role == .input ? .input(column) : .result(column)
      } else {
        use = index == 0 ? .rowName : .unknown
      }
      columns.append(Column(index: index, header: header, location: location, use: use))
    }
    self.columns = columns
    problems = []
    problems = findProblems()
  }

  // MARK: Finding tables

  /// The tables of a contract that `fixtures` bind to, in document order. A table is bound by
  /// the first fixture whose section matches it, else by the first whose signature does.
  public static func all(in contract: Contract, fixtures: [TableFixture]) -> [DecisionTable] {
    var found: [DecisionTable] = []
    for section in contract.sections {
      for table in section.tables {
        let bySection = fixtures.first {
          if case .section(let heading) = $0.match { return Slug.make(heading) == section.slug }
          return false
        }
        let slugs = bySection == nil ? table.columns.map(columnSlug(of:)) : []
        let bySignature =
          bySection == nil
          ? fixtures.first { $0.match == .signature && signatureMatches($0, slugs: slugs) } : nil
        if let fixture = bySection ?? bySignature {
          found.append(
            DecisionTable(
              fixture: fixture, table: table, section: section.heading, file: contract.file))
        }
      }
    }
    return found
  }

  /// Whether a table's headers are the fixture's signature: every header after a leading row
  /// name is a fixture column, every required input is present and one result is.
  static func signatureMatches(_ fixture: TableFixture, columns: [String]) -> Bool {
    signatureMatches(fixture, slugs: columns.map(columnSlug(of:)))
  }

  /// The same, for headers already made slugs (``columnSlug(of:)``).
  static func signatureMatches(_ fixture: TableFixture, slugs: [String]) -> Bool {
    var named: [FixtureColumn] = []
    for (index, slug) in slugs.enumerated() {
      if let column = fixture.column(slug: slug) {
        named.append(column)
      } else if index > 0 {
        return false
      }
    }
    let present = Set(named.map(\.slug))
    let required = fixture.columns.filter { $0.role == .input && $0.isRequired }
    return required.allSatisfy { present.contains($0.slug) }
      && named.contains { $0.role == .result }
  }

  /// A header's column name: its text without a trailing `?`, as a slug.
  static func columnSlug(of header: String) -> String {
    var name = trimmingWhitespace(header)
    if name.hasSuffix("?") { name.removeLast() }
    return Slug.make(name)
  }

  /// Whether a header marks an expected result (ends in `?`).
  public static func isResultHeader(_ header: String) -> Bool {
    trimmingWhitespace(header).hasSuffix("?")
  }

  /// `header.trimmingCharacters(in: .whitespaces)`. A header that begins and ends with an ASCII
  /// byte other than space and tab (the only ASCII members of that set) is returned as it is,
  /// without Foundation's round trip through UTF-16, which lint paid for every header of every
  /// table (12 % of its CPU on the benchmark corpus).
  static func trimmingWhitespace(_ header: String) -> String {
    let utf8 = header.utf8
    guard let first = utf8.first, let last = utf8.last else { return header }
    func plain(_ byte: UInt8) -> Bool { byte < 0x80 && byte != 0x20 && byte != 0x09 }
    return plain(first) && plain(last) ? header : header.trimmingCharacters(in: .whitespaces)
  }

  // MARK: Checking the table

  private func findProblems() -> [Diagnostic] {
    var found: [Diagnostic] = []
    func report(_ location: SourceLocation, _ message: String) {
      found.append(
        Diagnostic(
          file: file, location: location, severity: .error, message: message,
          rule: Self.columnRule))
    }
    var seen: [String: String] = [:]
    for column in columns {
      switch column.use {
      case .rowName:
        continue
      case .unknown:
        report(
          column.location,
          "column '\(column.header)' is not a column of fixture '\(fixture.name)' (\(signature))")
      case .input(let fixtureColumn), .result(let fixtureColumn):
        if let first = seen[fixtureColumn.slug] {
          report(
            column.location,
            "columns '\(first)' and '\(column.header)' both name '\(fixtureColumn.name)'")
        }
        seen[fixtureColumn.slug] = column.header
        let marked = Self.isResultHeader(column.header)
        if fixtureColumn.role == .result, !marked {
          report(
            column.location,
            "column '\(column.header)' is an expected result of fixture '\(fixture.name)': end its header with '?'"
          )
        } else if fixtureColumn.role == .input, marked {
          report(
            column.location,
            "column '\(column.header)' is an input of fixture '\(fixture.name)': remove the '?' (a header ending in '?' is an expected result)"
          )
        }
      }
    }
    let start = table.table.range.start
    for required in fixture.columns where required.role == .input && required.isRequired {
      if seen[required.slug] == nil {
        report(
          start,
          "table has no '\(required.name)' column, which fixture '\(fixture.name)' needs (\(signature))"
        )
      }
    }
    if !columns.contains(where: {
      if case .result = $0.use { return true }
      return false
    }) {
      report(start, "table has no expected-result column (a header ending in '?')")
    }
    return found
  }

  /// `inputs: Key, Fallback; results: Shown text?, Tier?`.
  var signature: String {
    let inputs = fixture.columns.filter { $0.role == .input }.map {
      $0.name + ($0.isRequired ? " (required)" : "")
    }
    let results = fixture.columns.filter { $0.role == .result }.map { $0.name + "?" }
    return "inputs: \(inputs.joined(separator: ", ")); results: \(results.joined(separator: ", "))"
  }

  /// The clauses the table's rows became.
  public func rows(of contract: Contract) -> [Clause] {
    contract.clauses.filter {
      $0.kind == .row && $0.sectionSlug == table.sectionSlug && $0.groupIndex == table.index
    }
  }

  /// Every problem: the table's, then every cell that cannot be read, in document order.
  public func lint(_ contract: Contract) -> [Diagnostic] {
    var found = problems
    for clause in rows(of: contract) {
      if case .failure(let problem) = prepare(clause) {
        found += problem.diagnostics
      }
    }
    return found
  }
}
