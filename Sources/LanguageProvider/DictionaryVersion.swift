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
    let keys = dictionary.keys.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) }
    var text = "{"
    for (index, key) in keys.enumerated() {
      if index > 0 {
        text += ","
      }
      text += quoted(key)
      text += ":"
      text += quoted(dictionary[key] ?? "")
    }
    text += "}"
    return Array(text.utf8)
  }

  private static func quoted(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\u{08}": result += "\\b"
      case "\u{0C}": result += "\\f"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
