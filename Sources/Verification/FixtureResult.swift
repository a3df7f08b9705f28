import Contracts

/// What a fixture observed for one row, by result column.
public struct FixtureResult: Sendable {
  var values: [String: CellValue] = [:]

  public init() {}

  /// The value observed for a column (matched by slug, so `Shown text` and `shown text?` are
  /// the same column).
  public subscript(column: String) -> CellValue? {
    get { values[Slug.make(column)] }
    set { values[Slug.make(column)] = newValue }
  }
}
