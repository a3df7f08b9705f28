/// Runs the rows of decision tables: a table whose cells are the test data. The fixture binds
/// to a table by its section heading or by its header signature (its columns are all columns
/// of the fixture, with every required input), is given each row's input cells and returns
/// what it observed for the result columns; every expected cell is compared with that.
///
///     TableFixture("Translation resolution", columns: [
///       .input("Key", required: true), .result("Shown text"),
///     ]) { row in
///       var result = FixtureResult()
///       result["Shown text"] = .text(translate(row.text("Key") ?? ""))
///       return result
///     }
///
/// A row is bound by its table: no Swift is written per row.
public struct TableFixture: Sendable {
  /// Which tables the fixture runs.
  public enum Match: Sendable, Hashable {
    /// Every table under a section heading (matched by slug).
    case section(String)
    /// Any table whose headers are the fixture's columns: after the first column (the row's
    /// name, unless it names a column), every header names a column, every required input is
    /// there and at least one header is a result.
    case signature
  }

  /// The fixture's name, used in reports and messages.
  public var name: String
  public var match: Match
  public var columns: [FixtureColumn] {
    didSet { columnIndex = Self.index(columns) }
  }
  /// Column positions by slug, so matching a header costs one lookup.
  private var columnIndex: [String: Int]
  /// Where the fixture is declared (`Module/File.swift:line`, or the settings field of a
  /// command fixture), for reports.
  public var declaredAt: String
  /// One sentence for writers: what a row of it does (`contract-report fixtures`).
  public var summary: String
  /// What runs each row when it is not Swift: the command of a fixture bound in
  /// `contract-report.json`; `nil` for a fixture written in Swift.
  public var command: String?
  /// Runs one row. A thrown error is what every result cell observed (`error` cells hold).
  public var run: @Sendable (FixtureRow) async throws -> FixtureResult

  public init(
    _ name: String, match: Match = .signature, columns: [FixtureColumn], summary: String = "",
    command: String? = nil, fileID: String = #fileID, line: Int = #line,
    declaredAt: String? = nil,
    run: @escaping @Sendable (FixtureRow) async throws -> FixtureResult
  ) {
    self.name = name
    self.match = match
    self.columns = columns
    self.columnIndex = Self.index(columns)
    self.summary = summary
    self.command = command
    self.declaredAt = declaredAt ?? "\(fileID):\(line)"
    self.run = run
  }

  /// The same fixture bound to the tables under one heading, as a contract's front matter or
  /// the settings name it (`declaredAt` says where).
  public func bound(toSection heading: String, declaredAt: String) -> TableFixture {
    var copy = self
    copy.match = .section(heading)
    copy.declaredAt = declaredAt
    return copy
  }

  /// The first header of the example row: the rows' names.
  public static let exampleNameHeader = "Example"

  /// One row a writer can paste: the header, the separator and a row of example cells, for
  /// every column that has an example (results with `?`).
  public var exampleTable: String {
    let columns = self.columns.filter { $0.example != nil }
    let headers = [Self.exampleNameHeader] + columns.map(\.header)
    let cells = ["Example of \(name.lowercased())"] + columns.map { $0.example ?? "" }
    func line(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |" }
    return [line(headers), line(headers.map { _ in "---" }), line(cells)]
      .joined(separator: "\n")
  }

  /// The column a header names (its text without a trailing `?`), if any.
  public func column(named header: String) -> FixtureColumn? {
    column(slug: DecisionTable.columnSlug(of: header))
  }

  /// The column with this slug (a header's, see ``DecisionTable/columnSlug(of:)``), if any.
  func column(slug: String) -> FixtureColumn? {
    columnIndex[slug].map { columns[$0] }
  }

  /// Whether two values are the same binding of a fixture: same name, same place, same match.
  func isSame(as other: TableFixture) -> Bool {
    name == other.name && declaredAt == other.declaredAt && match == other.match
  }

  private static func index(_ columns: [FixtureColumn]) -> [String: Int] {
    var index: [String: Int] = [:]
    for (position, column) in columns.enumerated() where index[column.slug] == nil {
      index[column.slug] = position
    }
    return index
  }
}
