/// Column alignment from a table's delimiter row (`:--`, `:-:`, `--:`).
public enum TableAlignment: String, Codable, Hashable, Sendable {
  case none
  case left
  case center
  case right
}
