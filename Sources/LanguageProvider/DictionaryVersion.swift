import Digest
import Foundation

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
    var entries = Array(dictionary)
    // For ASCII keys UTF-16 order is byte order, which String's `<` gives with `memcmp`;
    // otherwise compare UTF-16 code units as RFC 8785 says. Keys are unique, so the order is
    // total and the sort needs no stability.
    if entries.allSatisfy({ entry in entry.key.utf8.allSatisfy { $0 < 0x80 } }) {
      entries.sort { $0.key < $1.key }
    } else {
      entries.sort { $0.key.utf16.lexicographicallyPrecedes($1.key.utf16) }
    }
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
