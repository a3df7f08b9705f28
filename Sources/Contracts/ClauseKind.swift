/// Where a clause comes from.
public enum ClauseKind: String, Codable, Hashable, Sendable {
  /// A table row, keyed by its first cell.
  case row
  /// A bullet or ordered list item, keyed by its text.
  case item
}
