import Foundation
import JSON
import SourceScan
import Support

/// The product keys of an app with fallback copy, categories and source locations:
/// `contracts/translations/catalogue.json`.
///
/// The file is written to diff well in code review: pretty JSON with sorted keys, one object
/// per product key (keyed by the key), one location per line, no escaped slashes, and a
/// trailing newline, so encoding the same catalogue twice gives identical bytes. Merging a
/// fresh scan keeps the fields people set by hand and reports what changed.
public struct KeyCatalogue: Sendable, Hashable, Codable {
  /// The file format version written by this library.
  public static let currentVersion = 1

  /// Entries sorted by key (UTF-8 byte order), one per key.
  public private(set) var entries: [CatalogueEntry]
  /// Calls whose key is not a literal, sorted by location: listed, never counted as missing.
  public var dynamicCalls: [DynamicKeyCall]

  /// Creates a catalogue; entries are sorted and a repeated key keeps its last entry.
  public init(entries: [CatalogueEntry] = [], dynamicCalls: [DynamicKeyCall] = []) {
    var byKey: [String: CatalogueEntry] = [:]
    for entry in entries { byKey[entry.key] = entry }
    self.entries = byKey.values.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    self.dynamicCalls = dynamicCalls.sorted { $0.location < $1.location }
  }

  /// A catalogue with exactly what a scan found and no hand-set fields.
  ///
  /// The scan's keys are moved into the entries, not copied, when the caller gives the scan
  /// up; keys the scanner produced are known to be sorted and distinct, so neither the
  /// dictionary nor the sort of `init(entries:)` runs for them.
  public init(scan: consuming ScanResult) {
    let known = scan.keysAreDistinct
    let dynamicCalls = scan.dynamicCalls
    var keys: [ScannedKey] = []
    swap(&keys, &scan.keys)
    var entries: [CatalogueEntry] = []
    entries.reserveCapacity(keys.count)
    for index in keys.indices {
      entries.append(CatalogueEntry(scanned: keys.takeKey(at: index)))
    }
    if known || Self.areSortedDistinctASCII(entries) {
      // Sorted by bytes and distinct as strings: `init(entries:)` would keep this order.
      self.init(sortedEntries: entries, dynamicCalls: dynamicCalls)
    } else {
      self.init(entries: entries, dynamicCalls: dynamicCalls)
    }
  }

  /// ``init(entries:dynamicCalls:)`` for entries read from a file, which the catalogue writer
  /// wrote in key order: when they are already sorted, distinct and ASCII they are kept as they
  /// are, without the dictionary and the sort (the same entries in the same order).
  init(decodedEntries entries: [CatalogueEntry], dynamicCalls: [DynamicKeyCall]) {
    if Self.areSortedDistinctASCII(entries) {
      self.init(sortedEntries: entries, dynamicCalls: dynamicCalls)
    } else {
      self.init(entries: entries, dynamicCalls: dynamicCalls)
    }
  }

  private init(sortedEntries: [CatalogueEntry], dynamicCalls: [DynamicKeyCall]) {
    self.entries = sortedEntries
    self.dynamicCalls = dynamicCalls.sorted { $0.location < $1.location }
  }

  /// True when keys ascend strictly in UTF-8 order and are ASCII (where equal strings are
  /// equal bytes), so `init(entries:)` would keep every entry in this order.
  private static func areSortedDistinctASCII(_ entries: [CatalogueEntry]) -> Bool {
    for index in entries.indices {
      guard UTF8Validation.isASCII(entries[index].key) else { return false }
      if index > 0, !UTF8Order.precedes(entries[index - 1].key, entries[index].key) {
        return false
      }
    }
    return true
  }

  /// All keys, sorted.
  public var keys: [String] { entries.map(\.key) }

  /// Number of keys.
  public var count: Int { entries.count }

  /// The entry for `key`, found by binary search.
  public subscript(key: String) -> CatalogueEntry? {
    guard let index = index(of: key) else { return nil }
    return entries[index]
  }

  /// Adds an entry or replaces the entry with the same key.
  public mutating func update(_ entry: CatalogueEntry) {
    if let index = index(of: entry.key) {
      entries[index] = entry
    } else {
      entries.append(entry)
      entries.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }
  }

  /// The entries that are critical under `rules` (hand-set category or override first).
  public func criticalEntries(using rules: CategoryRules) -> [CatalogueEntry] {
    entries.filter { $0.isCritical(using: rules) }
  }

  /// A copy where every entry without a hand-set category gets the rules' category.
  public func categorized(by rules: CategoryRules) -> KeyCatalogue {
    var copy = self
    for index in copy.entries.indices where copy.entries[index].category == nil {
      copy.entries[index].category = rules.category(for: copy.entries[index].key)
    }
    return copy
  }

  /// Merges a fresh scan: fallbacks and locations come from the scan; category, critical
  /// override and notes are kept. Keys the catalogue had from an earlier scan but the source
  /// no longer uses are dropped and reported; entries added by hand (no locations) are kept.
  public func merging(_ scan: ScanResult) -> (
    catalogue: KeyCatalogue, report: CatalogueMergeReport
  ) {
    var report = CatalogueMergeReport()
    var merged: [CatalogueEntry] = []
    var seen = Set<String>()
    for scanned in scan.keys {
      seen.insert(scanned.key)
      var entry = CatalogueEntry(scanned: scanned)
      if let existing = self[scanned.key] {
        entry.category = existing.category
        entry.critical = existing.critical
        entry.notes = existing.notes
        if existing.fallback != entry.fallback {
          report.changedFallbacks.append(
            .init(key: entry.key, previous: existing.fallback, current: entry.fallback))
        }
      } else {
        report.added.append(entry.key)
      }
      if entry.hasInconsistentFallbacks { report.inconsistentFallbacks.append(entry.key) }
      merged.append(entry)
    }
    for entry in entries where !seen.contains(entry.key) {
      if entry.locations.isEmpty {
        merged.append(entry)
      } else {
        report.removed.append(entry.key)
      }
    }
    return (KeyCatalogue(entries: merged, dynamicCalls: scan.dynamicCalls), report)
  }

  private func index(of key: String) -> Int? {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      let candidate = entries[middle].key
      if candidate == key { return middle }
      if candidate.utf8.lexicographicallyPrecedes(key.utf8) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return nil
  }

  // MARK: - File form

  /// The stable JSON form: pretty, sorted keys, unescaped slashes, trailing newline; the same
  /// bytes `JSONEncoder` gives with those options, written directly (see `CatalogueJSONWriter`).
  public func encodedJSON() throws -> Data {
    CatalogueJSONWriter.encode(self)
  }

  /// Writes the stable JSON form atomically.
  public func write(to url: URL) throws {
    try encodedJSON().write(to: url, options: .atomic)
  }

  /// Decodes a catalogue file; errors name `file` with line and column, and unknown fields
  /// are errors (a misspelt hand-set field would otherwise be lost on the next merge).
  public static func decode(_ data: Data, file: String) throws(JSONFileError)
    -> KeyCatalogue
  {
    let tree = try JSONReader.document(in: data, file: file)
    let fast = data.withUnsafeBytes { CatalogueTreeDecoder.decode(tree, bytes: $0) }
    if let fast { return fast }
    // A member given twice (the fast path declines those): `JSONDecoder` would keep one, and
    // a hand-set fallback written twice would lose one without a word.
    if let repeated = tree.firstRepeatedMember() {
      let reason = JSONReader.repeatedMemberReason(
        key: repeated.key, earlier: repeated.earlier, in: data)
      throw JSONProblem.shape(reason: reason, offset: repeated.later).error(in: data, file: file)
    }
    do {
      return try JSONDecoder().decode(KeyCatalogue.self, from: data)
    } catch let error as DecodingError {
      let (path, reason) = Self.describe(error)
      let offset = tree.offset(at: path)
      throw JSONProblem.shape(reason: reason, offset: offset).error(in: data, file: file)
    } catch {
      throw .unexpectedShape(file: file, line: 1, column: 1, reason: "\(error)")
    }
  }

  /// Reads and decodes the catalogue at `url`; errors show `displayPath`.
  public static func load(contentsOf url: URL, displayPath: String? = nil)
    throws(JSONFileError) -> KeyCatalogue
  {
    let file = displayPath ?? url.path
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw .unreadable(file: file, reason: FileSystemReason.whyUnreadable(url.path))
    }
    return try decode(data, file: file)
  }

  private static func describe(_ error: DecodingError) -> ([any CodingKey], String) {
    func name(_ path: [any CodingKey]) -> String {
      path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
    switch error {
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      return (context.codingPath, "\(name(context.codingPath)) is not a valid \(type)")
    case .keyNotFound(let key, let context):
      return (context.codingPath, "missing \"\(key.stringValue)\" in \(name(context.codingPath))")
    case .dataCorrupted(let context):
      return (context.codingPath, "\(name(context.codingPath)): \(context.debugDescription)")
    @unknown default:
      return ([], "\(error)")
    }
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case version, keys, dynamicCalls
  }

  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Decodes the file form, rejecting unknown fields and unsupported versions.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try Self.rejectUnknownFields(
      in: try decoder.container(keyedBy: AnyKey.self), known: CodingKeys.allCases.map(\.rawValue))
    let version = try container.decode(Int.self, forKey: .version)
    guard version == Self.currentVersion else {
      throw DecodingError.dataCorruptedError(
        forKey: .version, in: container,
        debugDescription: "unsupported catalogue version \(version)")
    }
    let keys = try container.nestedContainer(keyedBy: AnyKey.self, forKey: .keys)
    var entries: [CatalogueEntry] = []
    for key in keys.allKeys {
      try Self.rejectUnknownFields(
        in: try keys.nestedContainer(keyedBy: AnyKey.self, forKey: key),
        known: ["fallback", "fallbackVariants", "category", "critical", "notes", "locations"])
      let fields = try keys.nestedContainer(keyedBy: CatalogueEntry.CodingKeys.self, forKey: key)
      entries.append(try CatalogueEntry(key: key.stringValue, fields: fields))
    }
    self.init(
      entries: entries,
      dynamicCalls: try container.decodeIfPresent([DynamicKeyCall].self, forKey: .dynamicCalls)
        ?? [])
  }

  private static func rejectUnknownFields(
    in container: KeyedDecodingContainer<AnyKey>, known: [String]
  ) throws {
    for key in container.allKeys where !known.contains(key.stringValue) {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container, debugDescription: "unknown field \"\(key.stringValue)\"")
    }
  }

  /// Encodes the file form.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.currentVersion, forKey: .version)
    var keys = container.nestedContainer(keyedBy: AnyKey.self, forKey: .keys)
    for entry in entries {
      var fields = keys.nestedContainer(
        keyedBy: CatalogueEntry.CodingKeys.self, forKey: AnyKey(stringValue: entry.key))
      try entry.encodeFields(into: &fields)
    }
    try container.encode(dynamicCalls, forKey: .dynamicCalls)
  }
}

extension CatalogueEntry {
  /// An entry with exactly what the scanner found.
  init(scanned: consuming ScannedKey) {
    self.init(
      key: scanned.key, fallback: scanned.fallback,
      fallbackVariants: scanned.hasInconsistentFallbacks ? scanned.fallbacks : [],
      locations: scanned.locations)
  }
}
