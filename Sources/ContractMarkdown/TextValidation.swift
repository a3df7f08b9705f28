import Support

/// Checks that bytes are text a contract can be made of: valid UTF-8 without NUL bytes.
enum TextValidation {
  /// The first problem found, or nil when the bytes are valid UTF-8 text.
  static func firstProblem(in bytes: [UInt8]) -> MarkdownError? {
    bytes.withUnsafeBufferPointer { buffer -> MarkdownError? in
      // Almost every document is fine: check it quickly, and walk it again with line and
      // column bookkeeping only to place a problem.
      if UTF8Validation.isValid(buffer, rejectingNUL: true) { return nil }
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
}
