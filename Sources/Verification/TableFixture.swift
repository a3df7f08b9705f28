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
  public var columns: [FixtureColumn]
  /// Where the fixture is declared (`Module/File.swift:line`), for reports.
  public var declaredAt: String
  /// Runs one row. A thrown error is what every result cell observed (`error` cells hold).
  public var run: @Sendable (FixtureRow) async throws -> FixtureResult

  public init(
    _ name: String, match: Match = .signature, columns: [FixtureColumn],
    fileID: String = #fileID, line: Int = #line,
    run: @escaping @Sendable (FixtureRow) async throws -> FixtureResult
  ) {
    self.name = name
    self.match = match
    self.columns = columns
    self.declaredAt = "\(fileID):\(line)"
    self.run = run
  }

  /// The column a header names (its text without a trailing `?`), if any.
  public func column(named header: String) -> FixtureColumn? {
    let slug = DecisionTable.columnSlug(of: header)
    return columns.first { $0.slug == slug }
  }
}
