/// How an example damages a stored language entry, by the word its table uses.
enum StoredDamage: String, CaseIterable, Sendable {
  /// The entry cut to half its bytes, as a write interrupted by a crash leaves it.
  case corrupt
  /// The entry can no longer be read: the store's read fails.
  case unreadable
  /// The entry replaced by `{}`: well-formed JSON that is no record, as an older or newer
  /// storage format, or a record whose fields were lost, can leave it.
  case emptied

  /// The words, in declaration order, for help texts and messages.
  static let words = allCases.map(\.rawValue)
}
