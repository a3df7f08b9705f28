/// Well-formed UTF-8 as `String(validating:)` defines it (no overlong forms, surrogates or
/// values past U+10FFFF), checked eight ASCII bytes at a time. Shared by the Markdown reader
/// (which also refuses NUL) and the JSON reader; and whether text is ASCII, the test of every
/// byte-level fast path (an ASCII string equals only the same bytes).
public enum UTF8Validation {
  /// Whether every byte is below 0x80, tested eight at a time.
  public static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    var index = 0
    var high: UInt64 = 0
    while index + 8 <= bytes.count {
      high |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      index += 8
    }
    while index < bytes.count {
      high |= UInt64(bytes[index])
      index += 1
    }
    return high & 0x8080_8080_8080_8080 == 0
  }

  /// Whether every byte of `text`'s UTF-8 is below 0x80.
  public static func isASCII(_ text: String) -> Bool {
    text.withBorrowedUTF8 { isASCII($0) }
  }

  /// Whether `bytes` is well-formed UTF-8, and free of NUL bytes when `rejectingNUL`.
  public static func isValid(_ bytes: UnsafeBufferPointer<UInt8>, rejectingNUL: Bool = false)
    -> Bool
  {
    let count = bytes.count
    let raw = UnsafeRawBufferPointer(bytes)
    let highBits: UInt64 = 0x8080_8080_8080_8080
    let ones: UInt64 = 0x0101_0101_0101_0101
    var index = 0
    while index < count {
      if index + 8 <= count {
        let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        // No byte with the high bit set (and, when asked, no zero byte).
        if word & highBits == 0, !rejectingNUL || (word &- ones) & ~word & highBits == 0 {
          index += 8
          continue
        }
      }
      let lead = bytes[index]
      if lead < 0x80 {
        if rejectingNUL, lead == 0 { return false }
        index += 1
        continue
      }
      let length: Int
      var lower: UInt8 = 0x80
      var upper: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        lower = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        upper = 0x9F
      case 0xF0:
        length = 4
        lower = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        upper = 0x8F
      default: return false
      }
      guard index + length <= count else { return false }
      let second = bytes[index + 1]
      guard second >= lower, second <= upper else { return false }
      var offset = 2
      while offset < length {
        guard bytes[index + offset] & 0xC0 == 0x80 else { return false }
        offset += 1
      }
      index += length
    }
    return true
  }
}
