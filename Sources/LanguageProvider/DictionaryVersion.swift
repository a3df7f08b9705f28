import Digest
import Foundation
import Support

/// The version of a dictionary: SHA-256 over its canonical JSON, since the service sends none.
///
/// Canonical JSON is RFC 8785 (JCS) for a flat string map: keys sorted by UTF-16 code units,
/// no whitespace, minimal string escaping, raw UTF-8. So
/// `printf '%s' "$(canonical json)" | sha256sum` confirms a version, and the same content always
/// has the same version whatever order the service sent it in.
public struct DictionaryVersion: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The SHA-256 of ``canonicalJSON(_:)``.
  public let digest: SHA256Digest

  /// The version of a dictionary's content.
  public init(dictionary: [String: String]) {
    digest = SHA256.hash(Self.canonicalJSON(dictionary))
  }

  /// The hex digest.
  public var description: String { digest.hex }

  /// The canonical JSON bytes of a dictionary.
  public static func canonicalJSON(_ dictionary: [String: String]) -> [UInt8] {
    if let bytes = canonicalJSONByByteOrder(dictionary) {
      return bytes
    }
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
  /// `"key":"value"` lie in the two byte buffers.
  private struct Slot {
    /// The key's first 16 bytes, big-endian, zero-padded: where they differ they order the
    /// keys as the bytes do (a shorter key's padding only differs where it is a prefix).
    var head: UInt64
    var second: UInt64
    var keyStart: Int
    var keyCount: Int
    var pairStart: Int
    var pairCount: Int
  }

  /// Canonical JSON when no key holds a character beyond the BMP (no UTF-8 byte `F0`–`F4`),
  /// where UTF-16 order is the order of code points and so of UTF-8 bytes; `nil` otherwise.
  ///
  /// Each entry is serialized once into one buffer and its raw key copied into another; only
  /// small slots are sorted, by the key's first 16 bytes held in the slot and then `memcmp` of
  /// the key bytes, so the sort touches no `String` (no reference counting, no Unicode
  /// comparison).
  private static func canonicalJSONByByteOrder(_ dictionary: [String: String]) -> [UInt8]? {
    var keys: [UInt8] = []
    var pairs: [UInt8] = []
    var slots: [Slot] = []
    keys.reserveCapacity(dictionary.count * 32)
    pairs.reserveCapacity(dictionary.count * 64)
    slots.reserveCapacity(dictionary.count)
    for (key, value) in dictionary {
      let keyStart = keys.count
      var key = key
      var head: UInt64 = 0
      var second: UInt64 = 0
      let beyondBMP = key.withUTF8 { utf8 -> Bool in
        if utf8.contains(where: { $0 >= 0xF0 }) { return true }
        keys.append(contentsOf: utf8)
        for index in 0..<16 {
          let byte = UInt64(index < utf8.count ? utf8[index] : 0)
          if index < 8 {
            head = head << 8 | byte
          } else {
            second = second << 8 | byte
          }
        }
        return false
      }
      if beyondBMP { return nil }
      let pairStart = pairs.count
      appendQuoted(key, to: &pairs)
      pairs.append(UInt8(ascii: ":"))
      appendQuoted(value, to: &pairs)
      slots.append(
        Slot(
          head: head, second: second, keyStart: keyStart, keyCount: keys.count - keyStart,
          pairStart: pairStart,
          pairCount: pairs.count - pairStart))
    }
    keys.withUnsafeBufferPointer { keyBytes in
      guard let base = keyBytes.baseAddress else { return }
      slots.sort { left, right in
        if left.head != right.head { return left.head < right.head }
        if left.second != right.second { return left.second < right.second }
        return UTF8Order.precedes(
          UnsafeBufferPointer(start: base + left.keyStart, count: left.keyCount),
          UnsafeBufferPointer(start: base + right.keyStart, count: right.keyCount))
      }
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(pairs.count + slots.count + 2)
    bytes.append(UInt8(ascii: "{"))
    pairs.withUnsafeBufferPointer { pairBytes in
      for (index, slot) in slots.enumerated() {
        if index > 0 {
          bytes.append(UInt8(ascii: ","))
        }
        bytes.append(
          contentsOf: UnsafeBufferPointer(
            rebasing: pairBytes[slot.pairStart..<(slot.pairStart + slot.pairCount)]))
      }
    }
    bytes.append(UInt8(ascii: "}"))
    return bytes
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
    for byte in string.utf8 {
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
    bytes.append(UInt8(ascii: "\""))
  }
}
