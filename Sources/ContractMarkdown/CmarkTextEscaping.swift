import Support

/// HTML escaping as cmark does it for text: `&`, `<`, `>` and `"` (not `'`), so that HTML
/// this module writes beside cmark's matches cmark byte for byte. The site's templates escape
/// `'` too (Templates' `HTMLEscaping`); the two differ on purpose and have different
/// names so that neither shadows the other.
enum CmarkTextEscaping {
  /// Escapes text for use in HTML content or a double-quoted attribute.
  static func escape(_ string: String) -> String {
    // Read in place: most text (every table cell's) has nothing to escape, and stepping a
    // `String.UTF8View` byte by byte cost more than the scan itself.
    let escaped: [UInt8]? = string.withBorrowedUTF8 { bytes in
      guard
        bytes.contains(where: {
          $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
            || $0 == UInt8(ascii: "\"")
        })
      else { return nil }
      var result: [UInt8] = []
      result.reserveCapacity(bytes.count + 16)
      append(escaping: bytes, to: &result)
      return result
    }
    return escaped.map { String(decoding: $0, as: UTF8.self) } ?? string
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
