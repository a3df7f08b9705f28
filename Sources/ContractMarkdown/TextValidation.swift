/// Checks that bytes are text a contract can be made of: valid UTF-8 without NUL bytes.
enum TextValidation {
  /// The first problem found, or nil when the bytes are valid UTF-8 text.
  static func firstProblem(in bytes: [UInt8]) -> MarkdownError? {
    bytes.withUnsafeBufferPointer { buffer -> MarkdownError? in
      // Almost every document is fine: check it quickly, and walk it again with line and
      // column bookkeeping only to place a problem.
      if isText(buffer) { return nil }
      let count = buffer.count
      var index = 0
      var line = 1
      var lineStart = 0
      if count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF {
        index = 3
        lineStart = 3
      }
      func location(_ offset: Int) -> SourceLocation {
        SourceLocation(line: line, column: offset - lineStart + 1)
      }
      while index < count {
        let byte = buffer[index]
        if byte < 0x80 {
          if byte == 0 { return .binaryContent(location(index)) }
          if byte == 0x0A {
            line += 1
            lineStart = index + 1
          } else if byte == 0x0D {
            if index + 1 < count, buffer[index + 1] == 0x0A { index += 1 }
            line += 1
            lineStart = index + 1
          }
          index += 1
          continue
        }
        let length: Int
        var minimum: UInt32
        var scalar: UInt32
        switch byte {
        case 0xC2...0xDF:
          length = 2
          minimum = 0x80
          scalar = UInt32(byte & 0x1F)
        case 0xE0...0xEF:
          length = 3
          minimum = 0x800
          scalar = UInt32(byte & 0x0F)
        case 0xF0...0xF4:
          length = 4
          minimum = 0x10000
          scalar = UInt32(byte & 0x07)
        default:
          return .invalidUTF8(location(index))
        }
        guard index + length <= count else { return .invalidUTF8(location(index)) }
        for offset in 1..<length {
          let next = buffer[index + offset]
          guard next & 0xC0 == 0x80 else { return .invalidUTF8(location(index)) }
          scalar = scalar << 6 | UInt32(next & 0x3F)
        }
        if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
          return .invalidUTF8(location(index))
        }
        index += length
      }
      return nil
    }
  }

  /// Whether `buffer` is valid UTF-8 without NUL, eight ASCII bytes at a time where it can.
  private static func isText(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = buffer.count
    let raw = UnsafeRawBufferPointer(buffer)
    let highBits: UInt64 = 0x8080_8080_8080_8080
    let ones: UInt64 = 0x0101_0101_0101_0101
    var index = 0
    while index < count {
      if index + 8 <= count {
        let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        // No byte with the high bit set, and no zero byte.
        if word & highBits == 0, (word &- ones) & ~word & highBits == 0 {
          index += 8
          continue
        }
      }
      let lead = buffer[index]
      if lead < 0x80 {
        if lead == 0 { return false }
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
      let second = buffer[index + 1]
      guard second >= lower, second <= upper else { return false }
      var offset = 2
      while offset < length {
        guard buffer[index + offset] & 0xC0 == 0x80 else { return false }
        offset += 1
      }
      index += length
    }
    return true
  }
}
