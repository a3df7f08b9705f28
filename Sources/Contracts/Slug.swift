import Support

/// URL-safe identifiers made from headings and keys: lowercase letters and digits (any
/// script) joined by single hyphens, as docs sites make heading anchors.
public enum Slug {
  /// `"Inputs and result"` → `"inputs-and-result"`; `"App/task UI"` → `"app-task-ui"`.
  public static func make(_ text: String) -> String {
    text.withBorrowedUTF8 { bytes in
      var asciiOnly = true
      for byte in bytes where byte >= 0x80 {
        asciiOnly = false
        break
      }
      return asciiOnly ? ascii(bytes) : unicode(String(decoding: bytes, as: UTF8.self))
    }
  }

  /// The common case, on bytes: letters and digits kept (lowercased), apostrophes dropped,
  /// anything else a separator.
  private static func ascii(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    String(unsafeUninitializedCapacity: bytes.count) { output in
      var count = 0
      var pendingHyphen = false
      for byte in bytes {
        var lowered = byte
        if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { lowered = byte | 0x20 }
        let isWord =
          (lowered >= UInt8(ascii: "a") && lowered <= UInt8(ascii: "z"))
          || (lowered >= UInt8(ascii: "0") && lowered <= UInt8(ascii: "9"))
        if isWord {
          if pendingHyphen, count > 0 {
            output[count] = UInt8(ascii: "-")
            count += 1
          }
          pendingHyphen = false
          output[count] = lowered
          count += 1
        } else if byte != UInt8(ascii: "'") {
          pendingHyphen = true
        }
      }
      return count
    }
  }

  private static func unicode(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var pendingHyphen = false
    for character in text.lowercased() {
      if character.isLetter || character.isNumber {
        if pendingHyphen, !result.isEmpty { result.append("-") }
        pendingHyphen = false
        result.append(character)
      } else if character == "'" || character == "\u{2019}" {
        continue
      } else {
        pendingHyphen = true
      }
    }
    return result
  }
}
