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
  public var name: String {
    didSet { slug = Slug.make(name) }
  }
  /// Headers and columns meet on slugs, so case and punctuation do not matter.
  public private(set) var slug: String
  public var role: Role
  public var type: CellType
  /// For inputs: a table without this column cannot be run by the fixture.
  public var isRequired: Bool
  /// One line for writers: what the column means.
  public var help: String
  /// For inputs: what the fixture uses when the cell is blank or the column absent (`es`,
  /// `server`, `none`), as `contract-report fixtures` lists it; `nil` for a required input or
  /// a result (a blank expected cell is never checked).
  public var defaultValue: String?
  /// A cell a writer can paste into the fixture's example row, or `nil` to leave the column
  /// out of it. Every required input has one.
  public var example: String?

  public init(
    _ name: String, role: Role, type: CellType = .text, isRequired: Bool = false,
    help: String = "", defaultValue: String? = nil, example: String? = nil
  ) {
    self.name = name
    self.slug = Slug.make(name)
    self.role = role
    self.type = type
    self.isRequired = isRequired
    self.help = help
    self.defaultValue = defaultValue
    self.example = example
  }

  /// An input column.
  public static func input(
    _ name: String, _ type: CellType = .text, required: Bool = false, help: String = "",
    default defaultValue: String? = nil, example: String? = nil
  ) -> FixtureColumn {
    FixtureColumn(
      name, role: .input, type: type, isRequired: required, help: help,
      defaultValue: defaultValue, example: example)
  }

  /// A result column (its header ends in `?`).
  public static func result(
    _ name: String, _ type: CellType = .text, help: String = "", example: String? = nil
  ) -> FixtureColumn {
    FixtureColumn(name, role: .result, type: type, help: help, example: example)
  }

  /// The header a table writes for the column: its name, with `?` for a result.
  public var header: String { role == .result ? name + "?" : name }
}
