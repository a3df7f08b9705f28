/// HTML escaping as cmark does it for text: `&`, `<`, `>` and `"` (not `'`), so that HTML
/// this module writes beside cmark's matches cmark byte for byte. The site's templates escape
/// `'` too (Templates' `HTMLEscaping`); the two differ on purpose and have different
/// names so that neither shadows the other.
enum CmarkTextEscaping {
  /// Escapes text for use in HTML content or a double-quoted attribute.
  static func escape(_ string: String) -> String {
    var needs = false
    for byte in string.utf8
    where byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
      || byte == UInt8(ascii: "\"")
    {
      needs = true
      break
    }
    guard needs else { return string }
    var result: [UInt8] = []
    result.reserveCapacity(string.utf8.count + 16)
    append(escaping: string.utf8, to: &result)
    return String(decoding: result, as: UTF8.self)
  }

  /// Appends `bytes` to `result`, escaped as ``escape(_:)`` escapes.
  static func append(escaping bytes: some Sequence<UInt8>, to result: inout [UInt8]) {
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "&"): result.append(contentsOf: "&amp;".utf8)
      case UInt8(ascii: "<"): result.append(contentsOf: "&lt;".utf8)
      case UInt8(ascii: ">"): result.append(contentsOf: "&gt;".utf8)
      case UInt8(ascii: "\""): result.append(contentsOf: "&quot;".utf8)
      default: result.append(byte)
      }
    }
  }
}
