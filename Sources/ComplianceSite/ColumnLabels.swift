import Contracts
import Templates

/// The column labels of the site's clause tables, for the cards they become at phone widths:
/// tables with the same header row share one class (`cl1`, `cl2`, …), and `columns.css`
/// labels each data column of that class once, instead of every cell carrying its column's
/// name (a fifth of a contract page).
struct ColumnLabels: Sendable {
  private var classes: [[String]: String] = [:]
  private var order: [[String]] = []

  /// No table.
  init() {}

  /// Every table of `contracts`, in order.
  init(_ contracts: [Contract]) {
    for contract in contracts {
      for section in contract.sections {
        for case .table(let table) in section.blocks {
          register(table.header.cells.map(\.content.text))
        }
      }
    }
  }

  /// Gives tables whose header cells read `labels` a class, unless they have one.
  mutating func register(_ labels: [String]) {
    guard classes[labels] == nil else { return }
    classes[labels] = "cl\(order.count + 1)"
    order.append(labels)
  }

  /// The class of tables whose header cells read `labels`, if registered.
  func className(for labels: [String]) -> String? { classes[labels] }

  /// `[{table, labels: [{column, css}]}]` for `columns.css`: `column` is the cell's position
  /// in the row (the status cell is 1, so a table's first column is 2), `css` the label
  /// escaped for a CSS string (see ``CSSEscaping``).
  var value: TemplateValue {
    .list(
      order.map { labels in
        [
          "table": .string(classes[labels]!),
          "labels": .list(
            labels.enumerated().map { index, label in
              ["column": .int(index + 2), "css": .string(CSSEscaping.string(label))]
            }),
        ]
      })
  }

  /// Whether no table is registered.
  var isEmpty: Bool { order.isEmpty }
}
