/// How a clause, table header or paragraph compares with the reviewed baseline.
public enum ChangeStatus: String, Codable, Hashable, Sendable {
  case unchanged
  case changed
  case added
  case removed
}
