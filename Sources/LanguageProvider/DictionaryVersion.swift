import Digest
import Foundation
import JSON
import Support
import Synchronization

/// The version of a dictionary: SHA-256 over its canonical JSON, since the service sends none.
///
/// Canonical JSON is RFC 8785 (JCS) for a flat string map: keys sorted by UTF-16 code units,
/// no whitespace, minimal string escaping, raw UTF-8. So
/// `printf '%s' "$(canonical json)" | sha256sum` confirms a version, and the same content always
/// has the same version whatever order the service sent it in.
///
/// The digest is worked out the first time anything reads it (``digest``, ``description``,
/// comparing two versions of different dictionaries, hashing, encoding), not when the version
/// is made: a provider versions every dictionary it stores, and a coverage run that shows no
/// version (a site build: 50 dictionaries of 20,000 entries) need not serialize, sort and hash
/// each one. Until then the version holds the dictionary (the provider's own storage, shared,
/// not copied); once worked out it keeps only the digest.
public struct DictionaryVersion: Sendable, Hashable, Codable, CustomStringConvertible {
  private let source: Source

  /// The SHA-256 of ``canonicalJSON(_:)``.
  public var digest: SHA256Digest { source.digest }

  /// The version of a dictionary's content.
  public init(dictionary: [String: String]) {
    source = Source(.pending(TranslationTable(dictionary)))
  }

  /// The version of a table's content (the same as of its `[String: String]`).
  public init(dictionary: TranslationTable) {
    source = Source(.pending(dictionary))
  }

  /// A version already worked out.
  public init(digest: SHA256Digest) {
    source = Source(.known(digest))
  }

  /// The hex digest.
  public var description: String { digest.hex }

  /// Equal digests; one version is equal to itself without working out its digest.
  public static func == (lhs: DictionaryVersion, rhs: DictionaryVersion) -> Bool {
    lhs.source === rhs.source || lhs.digest == rhs.digest
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(digest)
  }

  private enum CodingKeys: String, CodingKey {
    case digest
  }

  /// Decodes `{"digest": "<hex>"}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(digest: try container.decode(SHA256Digest.self, forKey: .digest))
  }

  /// Encodes `{"digest": "<hex>"}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(digest, forKey: .digest)
  }

  /// The dictionary until its digest is first read, then the digest alone. The lock is held
  /// while the digest is worked out, so it is worked out once however many threads ask.
  private final class Source: Sendable {
    enum State: Sendable {
      case pending(TranslationTable)
      case known(SHA256Digest)
    }

    private let state: Mutex<State>

    init(_ state: State) {
      self.state = Mutex(state)
    }

    var digest: SHA256Digest {
      state.withLock { state in
        switch state {
        case .known(let digest):
          return digest
        case .pending(let dictionary):
          let digest = SHA256.hash(DictionaryVersion.canonicalJSON(table: dictionary))
          state = .known(digest)
          return digest
        }
      }
    }
  }

  /// The canonical JSON bytes of a dictionary.
  public static func canonicalJSON(_ dictionary: [String: String]) -> [UInt8] {
    let byByteOrder = canonicalJSONByByteOrder(count: dictionary.count) { add in
      for (key, value) in dictionary {
        let added = key.withBorrowedUTF8 { key in value.withBorrowedUTF8 { add(key, $0) } }
        if !added { return false }
      }
      return true
    }
    return byByteOrder ?? canonicalJSONByUTF16Order(dictionary)
  }

  /// The canonical JSON bytes of a table's entries, the same as of its `[String: String]`
  /// (``canonicalJSON(_:)``), read from the table in place: a decoded file's keys and texts are
  /// serialized from its bytes, with no `String` made for any of them (a dictionary of 20,000
  /// entries is 40,000 strings otherwise, each made, validated and freed).
  package static func canonicalJSON(table: TranslationTable) -> [UInt8] {
    let byByteOrder = canonicalJSONByByteOrder(count: table.count) { add in
      var added = true
      table.forEachEntry { entry, keyUTF8, _ in
        guard added else { return }
        guard let keyUTF8 else {
          added = false
          return
        }
        added = table.withText(of: entry) { add(keyUTF8, $0) }
      }
      return added
    }
    return byByteOrder ?? canonicalJSONByUTF16Order(table.dictionary)
  }

  /// ``canonicalJSON(_:)`` where a key holds a character beyond the BMP.
  private static func canonicalJSONByUTF16Order(_ dictionary: [String: String]) -> [UInt8] {
    // A key with a character beyond the BMP: UTF-16 order differs from byte order there
    // (surrogates sort below U+E000–U+FFFF), so compare UTF-16 code units as RFC 8785 says.
    // Keys are unique, so the order is total and the sort needs no stability.
    var entries = Array(dictionary)
    entries.sort { $0.key.utf16.lexicographicallyPrecedes($1.key.utf16) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(dictionary.count * 64 + 2)
    bytes.append(UInt8(ascii: "{"))
    for (index, entry) in entries.enumerated() {
      if index > 0 {
        bytes.append(UInt8(ascii: ","))
      }
      appendQuoted(entry.key, to: &bytes)
      bytes.append(UInt8(ascii: ":"))
      appendQuoted(entry.value, to: &bytes)
    }
    bytes.append(UInt8(ascii: "}"))
    return bytes
  }

  /// One entry of ``canonicalJSONByByteOrder(_:)``: where its raw key and its serialized
  /// `"key":"value"` lie in the one byte buffer.
  private struct Slot {
    /// The key's first 24 bytes, big-endian, zero-padded: where they differ they order the
    /// keys as the bytes do (a shorter key's padding only differs where it is a prefix). Keys
    /// often share their first 16 bytes (a prefix and a module name), so there are three.
    var head: UInt64
    var second: UInt64
    var third: UInt64
    var keyStart: UInt32
    var keyCount: UInt32
    var pairStart: UInt32
    var pairCount: UInt32
  }

  /// Canonical JSON of `count` entries, which `entries` passes to the function it is given
  /// (each key and text as UTF-8, returning false to stop) when no key holds a character beyond
  /// the BMP (no UTF-8 byte `F0`–`F4`), where UTF-16 order is the order of code points and so
  /// of UTF-8 bytes; `nil` otherwise (`entries` returns false).
  ///
  /// Each entry is serialized once into one buffer; a key that needs no escape is its own raw
  /// bytes there (after the opening quote), and the raw bytes of one that does are copied after
  /// its entry. Only small slots are sorted, by the key's first 24 bytes held in the slot and
  /// then `memcmp` of the rest, so the sort touches no `String` (no reference counting, no
  /// Unicode comparison).
  private static func canonicalJSONByByteOrder(
    count: Int,
    entries: (_ add: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Bool) -> Bool
  ) -> [UInt8]? {
    var pairs: [UInt8] = []
    var slots: [Slot] = []
    pairs.reserveCapacity(count * 96)
    slots.reserveCapacity(count)
    let complete = entries { key, value in
      append(key: key, value: value, to: &pairs, slots: &slots)
    }
    if !complete { return nil }
    guard pairs.count < Int(UInt32.max) else { return nil }
    pairs.withUnsafeBufferPointer { all in
      guard let base = all.baseAddress else { return }
      slots.sort { left, right in
        if left.head != right.head { return left.head < right.head }
        if left.second != right.second { return left.second < right.second }
        if left.third != right.third { return left.third < right.third }
        // The first 24 bytes (or all of the shorter key) are equal.
        let leftCount = Int(left.keyCount)
        let rightCount = Int(right.keyCount)
        let common = min(leftCount, rightCount)
        if common > 24 {
          let order = memcmp(
            base + Int(left.keyStart) + 24, base + Int(right.keyStart) + 24, common - 24)
          if order != 0 { return order < 0 }
        }
        return leftCount < rightCount
      }
    }
    let total = slots.reduce(slots.isEmpty ? 2 : slots.count + 1) { $0 + Int($1.pairCount) }
    return [UInt8](unsafeUninitializedCapacity: total) { out, initialized in
      pairs.withUnsafeBufferPointer { all in
        guard let target = out.baseAddress, let source = all.baseAddress else { return }
        var position = 0
        target[position] = UInt8(ascii: "{")
        position += 1
        for (index, slot) in slots.enumerated() {
          if index > 0 {
            target[position] = UInt8(ascii: ",")
            position += 1
          }
          (target + position).update(
            from: source + Int(slot.pairStart), count: Int(slot.pairCount))
          position += Int(slot.pairCount)
        }
        target[position] = UInt8(ascii: "}")
        initialized = position + 1
      }
    }
  }

  /// Serializes one entry into `pairs` and adds its slot; false when the key holds a character
  /// beyond the BMP.
  private static func append(
    key: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>, to pairs: inout [UInt8],
    slots: inout [Slot]
  ) -> Bool {
    if !UTF8Validation.isASCII(key), key.contains(where: { $0 >= 0xF0 }) { return false }
    var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
    if let base = key.baseAddress, key.count >= 24 {
      let raw = UnsafeRawPointer(base)
      words = (
        UInt64(bigEndian: raw.loadUnaligned(as: UInt64.self)),
        UInt64(bigEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)),
        UInt64(bigEndian: raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
      )
    } else {
      for index in 0..<24 {
        let byte = UInt64(index < key.count ? key[index] : 0)
        switch index {
        case 0..<8: words.0 = words.0 << 8 | byte
        case 8..<16: words.1 = words.1 << 8 | byte
        default: words.2 = words.2 << 8 | byte
        }
      }
    }
    let pairStart = pairs.count
    let keyEscaped = JSONStringBytes.needsEscape(key)
    appendQuoted(key, escaped: keyEscaped, to: &pairs)
    pairs.append(UInt8(ascii: ":"))
    appendQuoted(value, escaped: JSONStringBytes.needsEscape(value), to: &pairs)
    let pairCount = pairs.count - pairStart
    var keyStart = pairStart + 1
    if keyEscaped {
      // The raw key, after the entry and outside its range: only the sort reads it.
      keyStart = pairs.count
      pairs.append(contentsOf: key)
    }
    slots.append(
      Slot(
        head: words.0, second: words.1, third: words.2,
        keyStart: UInt32(truncatingIfNeeded: keyStart),
        keyCount: UInt32(truncatingIfNeeded: key.count),
        pairStart: UInt32(truncatingIfNeeded: pairStart),
        pairCount: UInt32(truncatingIfNeeded: pairCount)))
    return true
  }

  /// ``appendQuoted(_:to:)`` for bytes whose need of an escape is known.
  private static func appendQuoted(
    _ utf8: UnsafeBufferPointer<UInt8>, escaped: Bool, to bytes: inout [UInt8]
  ) {
    bytes.append(UInt8(ascii: "\""))
    if escaped {
      for byte in utf8 { appendEscaped(byte, to: &bytes) }
    } else {
      bytes.append(contentsOf: utf8)
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Appends a JSON string with minimal escaping (RFC 8785): quote and backslash escaped, the
  /// short escapes for control characters that have one, `u00XX` escapes for the others, every
  /// other byte as it is.
  private static func appendQuoted(_ string: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    // Most text needs no escape: copy it whole.
    let copied: Bool? = string.utf8.withContiguousStorageIfAvailable { utf8 in
      guard
        !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") })
      else { return false }
      bytes.append(contentsOf: utf8)
      return true
    }
    if copied == true {
      bytes.append(UInt8(ascii: "\""))
      return
    }
    for byte in string.utf8 { appendEscaped(byte, to: &bytes) }
    bytes.append(UInt8(ascii: "\""))
  }

  /// One byte of a JSON string with minimal escaping (RFC 8785).
  private static func appendEscaped(_ byte: UInt8, to bytes: inout [UInt8]) {
    switch byte {
    case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
    case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
    case 0x08: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
    case 0x0C: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
    case 0x0A: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
    case 0x0D: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
    case 0x09: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
    case 0..<0x20:
      let hex = Array("0123456789abcdef".utf8)
      bytes += [
        UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
        hex[Int(byte >> 4)], hex[Int(byte & 0x0F)],
      ]
    default: bytes.append(byte)
    }
  }
}
