import LanguageProvider
import SourceScan

/// Everything about the catalogue that is the same in every locale, computed once: the
/// resolution requests, fallback placeholders, categories and criticality per key.
struct CataloguePlan: Sendable {
  /// Catalogue keys, sorted; row order of everything below.
  let keys: [String]
  /// One request per key, with its fallback copy, as the app calls `t(KEY, Fallback)`.
  let requests: [ResolutionRequest]
  /// Placeholder tokens of each key's fallback copy (empty when none).
  let fallbackPlaceholders: [[String]]
  /// Each key's index into ``categoryNames``.
  let categoryIndex: [Int]
  /// Category names, sorted; `uncategorized` for keys without one.
  let categoryNames: [String]
  /// Whether each category is critical.
  let categoryIsCritical: [Bool]
  /// Whether each key is critical (a hand-set override wins over its category).
  let critical: [Bool]
  /// Each key's call sites, as the catalogue lists them.
  let locations: [[CallSite]]
  /// Key → row.
  let rows: [String: Int]
  /// Prefix + key → row when the prefix is ASCII (empty otherwise). An ASCII prefix changes
  /// nothing in the canonical form of what follows it, so a dictionary key made of the prefix's
  /// bytes and a remainder is found here exactly when the remainder is found in ``rows``,
  /// without building the remainder per dictionary key and locale.
  let prefixedRows: [String: Int]
  /// Key → category name, for the provider's diagnostics.
  let keyCategories: [String: String]
  /// The key prefix the provider tries first.
  let keyPrefix: String
  /// ``rows`` over bytes when every key and the prefix are ASCII (`nil` otherwise), for
  /// dictionary keys that are ASCII: see ``ASCIIKeyTable``.
  let asciiRows: ASCIIKeyTable?
  /// The prefix's bytes.
  private let prefixBytes: [UInt8]

  init(catalogue: KeyCatalogue, rules: CategoryRules, keyPrefix: String) {
    let entries = catalogue.entries
    self.keyPrefix = keyPrefix
    keys = entries.map(\.key)
    requests = entries.map { entry in
      ResolutionRequest(key: entry.key, fallback: entry.fallback)
    }
    fallbackPlaceholders = entries.map { entry in
      entry.fallback.map { Placeholder.all(in: $0).map(\.token) } ?? []
    }
    let categories = entries.map { $0.category(using: rules)?.rawValue ?? "uncategorized" }
    categoryNames = Set(categories).sorted()
    let categoryRow = Dictionary(uniqueKeysWithValues: categoryNames.enumerated().map { ($1, $0) })
    categoryIndex = categories.map { categoryRow[$0]! }
    categoryIsCritical = categoryNames.map { KeyCategory(rawValue: $0).isCritical }
    critical = entries.map { $0.isCritical(using: rules) }
    locations = entries.map(\.locations)
    rows = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
    if !keyPrefix.isEmpty, keyPrefix.utf8.allSatisfy({ $0 < 0x80 }) {
      prefixedRows = Dictionary(
        keys.enumerated().map { (keyPrefix + $1, $0) }, uniquingKeysWith: { first, _ in first })
    } else {
      prefixedRows = [:]
    }
    keyCategories = Dictionary(uniqueKeysWithValues: zip(keys, categories))
    prefixBytes = Array(keyPrefix.utf8)
    asciiRows = prefixBytes.allSatisfy { $0 < 0x80 } ? ASCIIKeyTable(keys: keys) : nil
  }

  /// The catalogue key a dictionary key serves, either as itself or with the prefix; `nil` for
  /// an unused dictionary key.
  func row(forDictionaryKey key: String) -> (row: Int, prefixed: Bool)? {
    if let asciiRows, let found = asciiRow(forDictionaryKey: key, in: asciiRows) {
      return found.row.map { ($0, found.prefixed) }
    }
    if let row = rows[key] { return (row, false) }
    guard !keyPrefix.isEmpty, key.utf8.starts(with: keyPrefix.utf8) else { return nil }
    // Where the remainder starts with an ASCII character (not LF, which joins a CR), it starts
    // a new character, so the remainder below is exactly the bytes after the prefix.
    let utf8 = key.utf8
    if !prefixedRows.isEmpty, utf8.count > keyPrefix.utf8.count {
      let next = utf8[utf8.index(utf8.startIndex, offsetBy: keyPrefix.utf8.count)]
      if next < 0x80, next != UInt8(ascii: "\n") {
        return prefixedRows[key].map { ($0, true) }
      }
    }
    let start = key.utf8.index(key.utf8.startIndex, offsetBy: keyPrefix.utf8.count)
    let base = String(key[start...])
    return rows[base].map { ($0, true) }
  }

  /// ``row(forDictionaryKey:)`` for an ASCII key over bytes: the row (`nil` when unused) and
  /// whether it was found through the prefix; `nil` when the key is not ASCII. An ASCII key
  /// equals only the catalogue key of the same bytes, and with an ASCII prefix the remainder
  /// after the prefix's bytes is the same ASCII string the `String` path looks up (unless the
  /// prefix ends in CR and the rest starts with LF: `nil` then too).
  private func asciiRow(forDictionaryKey key: String, in table: ASCIIKeyTable)
    -> (row: Int?, prefixed: Bool)?
  {
    let found = key.utf8.withContiguousStorageIfAvailable { utf8 -> (row: Int?, prefixed: Bool)? in
      guard ASCIIKeyTable.isASCII(utf8) else { return nil }
      if let row = table.row(utf8) { return (row, false) }
      guard !prefixBytes.isEmpty, utf8.starts(with: prefixBytes) else { return (nil, false) }
      // CR LF is the one ASCII pair that is a single character: where a prefix ending in CR
      // meets an LF the prefix splits a character, a seam left to the `String` path.
      if prefixBytes.last == UInt8(ascii: "\r"), utf8.count > prefixBytes.count,
        utf8[prefixBytes.count] == UInt8(ascii: "\n")
      {
        return nil
      }
      return (table.row(UnsafeBufferPointer(rebasing: utf8[prefixBytes.count...])), true)
    }
    return found ?? nil
  }
}
