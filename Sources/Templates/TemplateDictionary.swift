/// Named values of a template context: what ``TemplateValue/dictionary(_:)`` holds.
///
/// A page's context has tens of thousands of small dictionaries (one per table row and cell),
/// each built once and looked up by a handful of tags. So the entries are kept as the array
/// they were written in, not hashed: building one is a single allocation, and a lookup scans
/// a dozen keys (short keys compare as two machine words) instead of hashing the name.
///
/// It behaves as a `[String: TemplateValue]`: a key given twice has its last value (lookups
/// scan from the end), equality and hashing ignore order and shadowed entries.
public struct TemplateDictionary: Sendable, Hashable, ExpressibleByDictionaryLiteral {
  /// The entries as written; a later entry shadows an earlier one with the same key.
  @usableFromInline var entries: [(String, TemplateValue)]

  /// An empty dictionary.
  @inlinable public init() {
    entries = []
  }

  /// A dictionary of `elements`; a repeated key keeps its last value.
  @inlinable public init(dictionaryLiteral elements: (String, TemplateValue)...) {
    entries = elements
  }

  /// A dictionary of `entries`, as written; a repeated key keeps its last value.
  @inlinable init(entries: [(String, TemplateValue)]) {
    self.entries = entries
  }

  /// The entries of `dictionary`.
  public init(_ dictionary: [String: TemplateValue]) {
    entries = dictionary.map { ($0.key, $0.value) }
  }

  /// The value stored under `key`, or `nil`; setting `nil` removes the key.
  public subscript(key: String) -> TemplateValue? {
    get {
      var index = entries.count - 1
      while index >= 0 {
        if entries[index].0 == key { return entries[index].1 }
        index -= 1
      }
      return nil
    }
    set {
      guard let newValue else {
        entries.removeAll { $0.0 == key }
        return
      }
      var index = entries.count - 1
      while index >= 0 {
        if entries[index].0 == key {
          entries[index].1 = newValue
          return
        }
        index -= 1
      }
      entries.append((key, newValue))
    }
  }

  /// The keys, each once, in the order they were first given.
  public var keys: [String] {
    var seen = Set<String>()
    return entries.compactMap { seen.insert($0.0).inserted ? $0.0 : nil }
  }

  /// How many keys there are.
  public var count: Int { keys.count }

  /// Whether there is no key.
  public var isEmpty: Bool { entries.isEmpty }

  /// The entries as a Swift dictionary.
  public var dictionary: [String: TemplateValue] {
    Dictionary(entries, uniquingKeysWith: { _, last in last })
  }

  public static func == (lhs: TemplateDictionary, rhs: TemplateDictionary) -> Bool {
    lhs.dictionary == rhs.dictionary
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(dictionary)
  }
}
