import Contracts

/// A column a table fixture understands: an input it is given or a result it observes, with
/// the type its cells are read as. A table's header names the column; a header ending in `?`
/// is a result.
public struct FixtureColumn: Sendable {
  /// Whether the fixture is given the cell or observes it.
  public enum Role: String, Sendable, Hashable {
    /// The fixture reads the cell to set up the row.
    case input
    /// The fixture observes a value and the cell says what it must be.
    case result
  }

  /// The header's text without the trailing `?`, as documented for writers.
  public var name: String
  public var role: Role
  public var type: CellType
  /// For inputs: a table without this column cannot be run by the fixture.
  public var isRequired: Bool
  /// One line for writers: what the column means.
  public var help: String

  public init(
    _ name: String, role: Role, type: CellType = .text, isRequired: Bool = false, help: String = ""
  ) {
    self.name = name
    self.role = role
    self.type = type
    self.isRequired = isRequired
    self.help = help
  }

  /// An input column.
  public static func input(
    _ name: String, _ type: CellType = .text, required: Bool = false, help: String = ""
  ) -> FixtureColumn {
    FixtureColumn(name, role: .input, type: type, isRequired: required, help: help)
  }

  /// A result column (its header ends in `?`).
  public static func result(_ name: String, _ type: CellType = .text, help: String = "")
    -> FixtureColumn
  {
    FixtureColumn(name, role: .result, type: type, help: help)
  }

  /// Headers and columns meet on slugs, so case and punctuation do not matter.
  var slug: String { Slug.make(name) }
}
