/// Why a decision-table cell cannot be read: a rule written wrongly (`/[/`, `12 ± x`) or a
/// value that is not of its column's type. The table reports it at the cell's file:line:col.
public struct CellSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
