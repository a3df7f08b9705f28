import Foundation
import JSON
import Support
import Synchronization

/// A dictionary's texts by key, as a provider holds it: `[String: String]` in meaning (a key is
/// found exactly when a `String` equal to it is a key; a later duplicate replaced an earlier
/// one), kept one of two ways.
///
/// - A dictionary given as `[String: String]` (a live service, a test) is kept as it is.
/// - A decoded file whose keys are all ASCII (``init(_:)`` with a ``JSONStringMap``) keeps the
///   file's decoded bytes whole, with a table of each entry's hash and byte ranges: one
///   allocation instead of a key and a text object per entry, and a lookup that compares
///   stored hashes before it touches a key. Coverage reads 50 dictionaries of 20,000 entries
///   per build (scripts/benchmark/notes.md, round 14). For ASCII keys, byte equality is `String`
///   equality; a key asked for that is not ASCII (it could still equal an ASCII key under
///   canonical equivalence) is answered through a `[String: String]` made once, when first
///   needed.
public struct TranslationTable: Sendable, Hashable, ExpressibleByDictionaryLiteral {
  private enum Storage: Sendable {
    case strings([String: String])
    case bytes(ByteTable)
  }

  private var storage: Storage

  /// The texts of `dictionary`.
  public init(_ dictionary: [String: String]) {
    storage = .strings(dictionary)
  }

  /// The texts of a literal; a repeated key keeps its last text.
  public init(dictionaryLiteral elements: (String, String)...) {
    storage = .strings(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }

  /// The texts of a decoded JSON object.
  package init(_ map: JSONStringMap) {
    storage = map.keysAreASCII ? .bytes(ByteTable(map)) : .strings(map.dictionary())
  }

  /// The text for `key`, if it is a key.
  public subscript(key: String) -> String? {
    switch storage {
    case .strings(let dictionary): dictionary[key]
    case .bytes(let table): table.text(forKey: key, prefix: "")?.string
    }
  }

  /// The text for `prefix + key` (`key` itself when `prefix` is empty), if that is a key: what
  /// `self[prefix + key]` finds, as a ``Text``. Where the table keeps bytes, the two are looked
  /// up without being joined into a new `String` and the text stays the table's bytes.
  public func text(forKey key: String, prefix: String = "") -> Text? {
    switch storage {
    case .strings(let dictionary): dictionary[prefix.isEmpty ? key : prefix + key].map(Text.init)
    case .bytes(let table): table.text(forKey: key, prefix: prefix)
    }
  }

  /// How many keys.
  public var count: Int {
    switch storage {
    case .strings(let dictionary): dictionary.count
    case .bytes(let table): table.count
    }
  }

  /// Whether there are no keys.
  public var isEmpty: Bool { count == 0 }

  /// Every key, in no particular order.
  public var keys: [String] {
    switch storage {
    case .strings(let dictionary): Array(dictionary.keys)
    case .bytes(let table): table.slots.indices.compactMap { table.key(at: $0) }
    }
  }

  /// The texts as a `[String: String]` (made from the bytes when the table keeps bytes).
  public var dictionary: [String: String] {
    switch storage {
    case .strings(let dictionary): dictionary
    case .bytes(let table): table.dictionary
    }
  }

  /// Adds `other`'s entries, as `Dictionary.merge(_:uniquingKeysWith:)` does.
  public mutating func merge(
    _ other: TranslationTable, uniquingKeysWith combine: (String, String) throws -> String
  ) rethrows {
    var merged = dictionary
    try merged.merge(other.dictionary, uniquingKeysWith: combine)
    storage = .strings(merged)
  }

  /// The same keys with the same texts (`String` equality).
  public static func == (left: TranslationTable, right: TranslationTable) -> Bool {
    left.count == right.count && left.dictionary == right.dictionary
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(dictionary)
  }

  // MARK: Reading every entry

  /// One entry of the table, for ``forEachEntry(_:)``.
  public struct Entry: Sendable {
    fileprivate enum Position: Sendable {
      /// A member of a byte table's map: the last one of its key.
      case member(Int)
      case index(Dictionary<String, String>.Index)
    }

    fileprivate let position: Position
  }

  /// Calls `body` with every entry once, in no particular order: the entry, its key's UTF-8
  /// (`nil` where the key is not stored contiguously) and whether its text is empty (read
  /// without making the text).
  public func forEachEntry(
    _ body: (_ entry: Entry, _ keyUTF8: UnsafeBufferPointer<UInt8>?, _ textIsEmpty: Bool) -> Void
  ) {
    switch storage {
    case .strings(let dictionary):
      var index = dictionary.startIndex
      while index != dictionary.endIndex {
        let entry = Entry(position: .index(index))
        let textIsEmpty = dictionary.values[index].isEmpty
        let read: Void? = dictionary.keys[index].utf8.withContiguousStorageIfAvailable {
          body(entry, $0, textIsEmpty)
        }
        if read == nil { body(entry, nil, textIsEmpty) }
        index = dictionary.index(after: index)
      }
    case .bytes(let table):
      // In document order, through the members rather than the slots: each key and its text
      // lie one after the other in the map's bytes, so the reads run forward through them
      // instead of jumping to wherever each key's hash put its slot.
      table.forEachDistinctMember { index, member, bytes in
        body(
          Entry(position: .member(index)), UnsafeBufferPointer(rebasing: bytes[member.key]),
          member.textCount == 0)
      }
    }
  }

  /// An entry's key.
  public func key(of entry: Entry) -> String {
    switch (storage, entry.position) {
    case (.strings(let dictionary), .index(let index)): dictionary.keys[index]
    case (.bytes(let table), .member(let index)): table.map.string(table.map.members[index].key)
    default: preconditionFailure("an entry of another table")
    }
  }

  /// Calls `body` with an entry's text as UTF-8, read in place where the table keeps bytes.
  public func withText<Result>(
    of entry: Entry, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
  ) rethrows -> Result {
    switch (storage, entry.position) {
    case (.strings(let dictionary), .index(let index)):
      return try dictionary.values[index].withBorrowedUTF8(body)
    case (.bytes(let table), .member(let index)):
      let text = table.map.members[index].text
      return try table.map.bytes.withUnsafeBufferPointer { bytes in
        try body(UnsafeBufferPointer(rebasing: bytes[text]))
      }
    default: preconditionFailure("an entry of another table")
    }
  }

  /// Whether two entries' texts are equal `String`s.
  public func textsAreEqual(_ first: Entry, _ second: Entry) -> Bool {
    switch (storage, first.position, second.position) {
    case (.strings(let dictionary), .index(let one), .index(let other)):
      return dictionary.values[one] == dictionary.values[other]
    case (.bytes(let table), .member(let one), .member(let other)):
      let (left, right) = (table.map.members[one].text, table.map.members[other].text)
      let byBytes: Bool? = table.map.bytes.withUnsafeBufferPointer { bytes in
        ByteTable.textEquality(
          UnsafeBufferPointer(rebasing: bytes[left]), UnsafeBufferPointer(rebasing: bytes[right]))
      }
      return byBytes ?? (table.map.string(left) == table.map.string(right))
    default:
      preconditionFailure("an entry of another table")
    }
  }
}

extension TranslationTable {
  /// A text found in a table (``text(forKey:prefix:)``): the table's own bytes where it keeps
  /// bytes, made a `String` only when ``string`` is read. Coverage reads a million texts per
  /// build and needs only their bytes (scripts/benchmark/notes.md, round 15).
  public struct Text: Sendable {
    fileprivate enum Storage: Sendable {
      case string(String)
      case bytes(ByteTable, start: UInt32, count: UInt32)
    }

    fileprivate let storage: Storage

    /// A text given as a `String`.
    public init(_ string: String) {
      storage = .string(string)
    }

    fileprivate init(_ table: ByteTable, _ member: JSONStringMap.Member) {
      storage = .bytes(table, start: member.textStart, count: member.textCount)
    }

    /// The text.
    public var string: String {
      switch storage {
      case .string(let string): string
      case .bytes(let table, let start, let count):
        table.map.string(Int(start)..<(Int(start) + Int(count)))
      }
    }

    /// Whether the text is empty.
    public var isEmpty: Bool {
      switch storage {
      case .string(let string): string.isEmpty
      case .bytes(_, _, let count): count == 0
      }
    }

    /// Calls `body` with the text's UTF-8.
    public func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
      -> Result
    {
      switch storage {
      case .string(let string):
        return try string.withBorrowedUTF8(body)
      case .bytes(let table, let start, let count):
        return try table.map.bytes.withUnsafeBufferPointer { bytes in
          try body(UnsafeBufferPointer(rebasing: bytes[Int(start)..<(Int(start) + Int(count))]))
        }
      }
    }

    /// Whether the text equals the text whose UTF-8 is `other` as `String`s do, where the
    /// bytes tell: `nil` where only `String`s can (different bytes, not both ASCII).
    public func isEqual(toUTF8 other: UnsafeBufferPointer<UInt8>) -> Bool? {
      withUTF8 { ByteTable.textEquality($0, other) }
    }

    /// Whether the text equals `other` as `String`s do (canonical equivalence).
    public func isEqual(to other: String) -> Bool {
      guard case .bytes = storage else { return string == other }
      return other.withBorrowedUTF8 { isEqual(toUTF8: $0) } ?? (string == other)
    }
  }
}

/// The bytes of a ``JSONStringMap`` whose keys are all ASCII, and an open-addressing table of
/// its distinct keys (the last text of each), with every key's hash stored beside its ranges.
private final class ByteTable: Sendable {
  struct Slot: Sendable {
    /// The key's hash (its low 32 bits); 0 marks an empty slot (a hash of 0 is stored as 1).
    var hash: UInt32 = 0
    /// Where the key and its last text lie in the map's bytes.
    var member = JSONStringMap.Member(keyStart: 0, keyCount: 0, textStart: 0, textCount: 0)

    var isOccupied: Bool { hash != 0 }
  }

  let map: JSONStringMap
  let slots: [Slot]
  let count: Int
  /// The members a later member of the same key replaced, in increasing order.
  private let superseded: [Int]
  private let mask: Int
  private let seed: UInt64
  /// The `[String: String]` for a key that is not ASCII, made when first needed.
  private let strings = Mutex<[String: String]?>(nil)

  init(_ map: JSONStringMap) {
    self.map = map
    // At most two thirds full: a slot is 20 bytes, so a table of 20,000 keys is 640 KB.
    var capacity = 16
    while capacity * 2 < map.members.count * 3 { capacity *= 2 }
    let mask = capacity - 1
    self.mask = mask
    let seed = ASCIIKeyHash.seed()
    self.seed = seed
    var slots = [Slot](repeating: Slot(), count: capacity)
    var count = 0
    // Which member each slot holds, while the slots are filled: a repeated key's earlier
    // member is superseded, and reading every entry skips it.
    var memberAt = [Int32](repeating: -1, count: capacity)
    var superseded: [Int] = []
    map.bytes.withUnsafeBufferPointer { bytes in
      for (index, member) in map.members.enumerated() {
        let key = UnsafeBufferPointer(rebasing: bytes[member.key])
        // Every key is ASCII here (the map said so), so every key has a hash.
        let hash = Self.slotHash(ASCIIKeyHash.hash(key, seed: seed) ?? 0)
        var slot = Int(hash) & mask
        while slots[slot].isOccupied {
          if slots[slot].hash == hash,
            UTF8Order.equal(UnsafeBufferPointer(rebasing: bytes[slots[slot].member.key]), key)
          {
            break  // a repeated key: the later text replaces the earlier
          }
          slot = (slot + 1) & mask
        }
        if slots[slot].isOccupied {
          superseded.append(Int(memberAt[slot]))
        } else {
          count += 1
        }
        slots[slot] = Slot(hash: hash, member: member)
        memberAt[slot] = Int32(index)
      }
    }
    self.slots = slots
    self.count = count
    self.superseded = superseded.sorted()
  }

  /// Calls `body` with every member that is the last of its key (the one the table holds),
  /// in document order, and the map's bytes.
  func forEachDistinctMember(
    _ body: (_ index: Int, _ member: JSONStringMap.Member, _ bytes: UnsafeBufferPointer<UInt8>)
      -> Void
  ) {
    map.bytes.withUnsafeBufferPointer { bytes in
      map.members.withUnsafeBufferPointer { members in
        var next = 0
        for index in members.indices {
          if next < superseded.count, superseded[next] == index {
            next += 1
            continue
          }
          body(index, members[index], bytes)
        }
      }
    }
  }

  private static func slotHash(_ hash: UInt64) -> UInt32 {
    let low = UInt32(truncatingIfNeeded: hash)
    return low == 0 ? 1 : low
  }

  /// Whether two texts (valid UTF-8) are equal `String`s, where their bytes tell: equal bytes
  /// are equal text; different bytes may still be canonically equivalent text (then only
  /// `String` can tell, and this is `nil`), unless both are ASCII, or one is ASCII and the
  /// other holds a scalar beyond ASCII that no ASCII text is equivalent to.
  ///
  /// The second case is a translation against an English fallback: without it, every such
  /// comparison made a `String` of the translation to find them different.
  static func textEquality(
    _ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>
  )
    -> Bool?
  {
    if UTF8Order.equal(first, second) { return true }
    let firstIsASCII = UTF8Validation.isASCII(first)
    let secondIsASCII = UTF8Validation.isASCII(second)
    if firstIsASCII, secondIsASCII { return false }
    if firstIsASCII, !mayEqualASCII(second) { return false }
    if secondIsASCII, !mayEqualASCII(first) { return false }
    return nil
  }

  /// Whether a text holding a scalar beyond ASCII may still be canonically equivalent to an
  /// ASCII text. An ASCII text is its own normal form, so an equivalent text's canonical
  /// decomposition is that ASCII text, and each of its scalars decomposes to ASCII alone: only
  /// U+037E GREEK QUESTION MARK (`;`), U+1FEF GREEK VARIA (`` ` ``) and U+212A KELVIN SIGN
  /// (`K`) do, beyond ASCII (a test holds this against the standard library's tables). A
  /// text without any of the three is equivalent to no ASCII text.
  private static func mayEqualASCII(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    asciiEquivalents.contains { scalar in
      scalar.withUnsafeBufferPointer { ByteSearch.first($0, in: text, from: 0) != nil }
    }
  }

  /// The UTF-8 of the three scalars beyond ASCII that decompose to ASCII.
  private static let asciiEquivalents: [[UInt8]] = [
    [0xCD, 0xBE],  // U+037E GREEK QUESTION MARK
    [0xE1, 0xBF, 0xAF],  // U+1FEF GREEK VARIA
    [0xE2, 0x84, 0xAA],  // U+212A KELVIN SIGN
  ]

  /// ``TranslationTable/text(forKey:prefix:)``: an ASCII `prefix + key` is joined as bytes in
  /// a temporary buffer and looked up; any other through ``dictionary``.
  func text(forKey key: String, prefix: String) -> TranslationTable.Text? {
    let found: Int?? = prefix.withBorrowedUTF8 { prefixUTF8 in
      key.withBorrowedUTF8 { keyUTF8 in
        if prefixUTF8.isEmpty { return slot(for: keyUTF8) }
        let count = prefixUTF8.count + keyUTF8.count
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { joined in
          _ = joined.initialize(fromContentsOf: prefixUTF8)
          _ = UnsafeMutableBufferPointer(rebasing: joined[prefixUTF8.count...])
            .initialize(fromContentsOf: keyUTF8)
          return slot(for: UnsafeBufferPointer(joined))
        }
      }
    }
    guard let found else { return dictionary[prefix + key].map(TranslationTable.Text.init) }
    return found.map { TranslationTable.Text(self, slots[$0].member) }
  }

  /// The slot holding a key's bytes (`.some(nil)` when there is none), or `nil` when the key
  /// is not ASCII.
  private func slot(for key: UnsafeBufferPointer<UInt8>) -> Int?? {
    ASCIIKeyHash.hash(key, seed: seed).map { slot(for: key, hash: Self.slotHash($0)) }
  }

  /// The slot holding an ASCII key's bytes, if any.
  private func slot(for key: UnsafeBufferPointer<UInt8>, hash: UInt32) -> Int? {
    let mask = mask
    return map.bytes.withUnsafeBufferPointer { bytes -> Int? in
      slots.withUnsafeBufferPointer { slots -> Int? in
        var slot = Int(hash) & mask
        while slots[slot].isOccupied {
          if slots[slot].hash == hash,
            UTF8Order.equal(UnsafeBufferPointer(rebasing: bytes[slots[slot].member.key]), key)
          {
            return slot
          }
          slot = (slot + 1) & mask
        }
        return nil
      }
    }
  }

  func key(at slot: Int) -> String? {
    slots[slot].isOccupied ? map.string(slots[slot].member.key) : nil
  }

  var dictionary: [String: String] {
    strings.withLock { made in
      if let made { return made }
      var dictionary: [String: String] = [:]
      dictionary.reserveCapacity(count)
      for slot in slots where slot.isOccupied {
        dictionary[map.string(slot.member.key)] = map.string(slot.member.text)
      }
      made = dictionary
      return dictionary
    }
  }
}
