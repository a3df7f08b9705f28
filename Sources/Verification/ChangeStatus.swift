/// How a clause, table header or paragraph compares with the reviewed baseline.
public enum ChangeStatus: String, Codable, Hashable, Sendable {
  case unchanged
  case changed
  case added
  case removed
  /// The same clause under a new id: a row whose key changed while its other cells did not,
  /// or a clause whose text is unchanged in a section whose heading was renamed.
  case renamed
}
