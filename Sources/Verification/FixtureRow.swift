import ContractMarkdown
import Contracts

/// One row as a fixture sees it: its input values by column, read and type-checked, and which
/// results the table asks for.
public struct FixtureRow: Sendable {
  /// The row's clause (name, file, location).
  public var clause: Clause
  var inputs: [String: CellValue]
  var sources: [String: String]
  var locations: [String: SourceLocation]
  var requested: Set<String>

  /// The input's value: `nil` when the table has no such column or the cell is blank,
  /// ``CellValue/nothing`` for `—`.
  public func value(_ column: String) -> CellValue? {
    inputs[Slug.make(column)]
  }

  /// The input as text: `nil` when absent, blank or `—`.
  public func text(_ column: String) -> String? {
    switch value(column) {
    case nil, .nothing?: nil
    case let value?: value.description
    }
  }

  /// The input as a number, when it is one.
  public func number(_ column: String) -> Double? {
    if case .number(let number)? = value(column) { return number }
    return nil
  }

  /// The input as yes/no, when it is one.
  public func flag(_ column: String) -> Bool? {
    if case .flag(let flag)? = value(column) { return flag }
    return nil
  }

  /// The input cell's Markdown source, for a fixture's own notation (read with ``CellText``).
  public func markdown(_ column: String) -> String? {
    sources[Slug.make(column)]
  }

  /// Where the input cell is, for messages.
  public func location(_ column: String) -> SourceLocation? {
    locations[Slug.make(column)]
  }

  /// Whether the table has this result column with a non-blank cell in this row, so a fixture
  /// can skip observations nobody asked for.
  public func expects(_ column: String) -> Bool {
    requested.contains(Slug.make(column))
  }
}
