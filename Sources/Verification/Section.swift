/// The checks for one section of a contract, by heading:
///
///     Section("Inputs and result") {
///       Row("Select current language") { evidence in … }
///     }
public struct Section: Sendable {
  public var heading: String
  public var entries: [SectionEntry]

  public init(_ heading: String, @SectionBuilder _ entries: () -> [SectionEntry]) {
    self.heading = heading
    self.entries = entries()
  }

  /// The section's bindings.
  public var bindings: [Binding] {
    entries.map { entry in
      switch entry {
      case .row(let row):
        Binding(section: heading, key: row.key, declaredAt: row.declaredAt, body: row.body)
      case .item(let item):
        Binding(section: heading, key: item.text, declaredAt: item.declaredAt, body: item.body)
      }
    }
  }
}

/// A row or an item inside `Section { … }`.
public enum SectionEntry: Sendable {
  case row(Row)
  case item(Item)
}

/// Collects `Row` and `Item` values.
@resultBuilder
public enum SectionBuilder {
  public static func buildExpression(_ expression: Row) -> [SectionEntry] { [.row(expression)] }
  public static func buildExpression(_ expression: Item) -> [SectionEntry] { [.item(expression)] }
  public static func buildBlock(_ components: [SectionEntry]...) -> [SectionEntry] {
    components.flatMap { $0 }
  }
  public static func buildArray(_ components: [[SectionEntry]]) -> [SectionEntry] {
    components.flatMap { $0 }
  }
}
