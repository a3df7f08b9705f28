import LanguageProvider
import SourceScan
import Support

/// Everything about the catalogue that is the same in every locale, computed once: the
/// resolution requests, fallback placeholders, categories and criticality per key.
struct CataloguePlan: Sendable {
  /// Catalogue keys, sorted; row order of everything below.
  let keys: [String]
  /// One request per key, with its fallback copy, as the app calls `t(KEY, Fallback)`.
  let requests: [ResolutionRequest]
  /// Placeholder tokens of each key's fallback copy (empty when none).
  let fallbackPlaceholders: [[String]]
  /// Each key's fallback copy as UTF-8, read in place by every locale.
  let fallbackUTF8: FallbackUTF8
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
  /// ``row(forDictionaryKey:)`` by bytes for ASCII keys, when every key and the prefix are
  /// ASCII.
  let keyIndex: DictionaryKeyIndex?

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
    fallbackUTF8 = FallbackUTF8(entries.map(\.fallback))
    let categories = entries.map { $0.category(using: rules)?.rawValue ?? "uncategorized" }
    categoryNames = Set(categories).sorted()
    let categoryRow = Dictionary(uniqueKeysWithValues: categoryNames.enumerated().map { ($1, $0) })
    categoryIndex = categories.map { categoryRow[$0]! }
    categoryIsCritical = categoryNames.map { KeyCategory(rawValue: $0).isCritical }
    critical = entries.map { $0.isCritical(using: rules) }
    locations = entries.map(\.locations)
    rows = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
    if !keyPrefix.isEmpty, UTF8Validation.isASCII(keyPrefix) {
      prefixedRows = Dictionary(
        keys.enumerated().map { (keyPrefix + $1, $0) }, uniquingKeysWith: { first, _ in first })
    } else {
      prefixedRows = [:]
    }
    keyCategories = Dictionary(uniqueKeysWithValues: zip(keys, categories))
    keyIndex = DictionaryKeyIndex(keys: keys, prefix: keyPrefix)
  }

  /// The catalogue key a dictionary key serves, either as itself or with the prefix; `nil` for
  /// an unused dictionary key.
  func row(forDictionaryKey key: String) -> (row: Int, prefixed: Bool)? {
    if let keyIndex,
      let found = key.utf8.withContiguousStorageIfAvailable({ keyIndex.row(for: $0) }),
      let row = found
    {
      return row
    }
    return rowByString(forDictionaryKey: key)
  }

  /// ``row(forDictionaryKey:)`` for a key's UTF-8, where the byte table can answer: the outer
  /// `nil` means it cannot (no table, or a key that is not ASCII), and the caller asks
  /// ``rowByString(forDictionaryKey:)``.
  func row(forDictionaryKeyUTF8 key: UnsafeBufferPointer<UInt8>) -> (row: Int, prefixed: Bool)?? {
    keyIndex?.row(for: key)
  }

  /// ``row(forDictionaryKey:)`` with `String` lookups, for any key.
  func rowByString(forDictionaryKey key: String) -> (row: Int, prefixed: Bool)? {
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
}
