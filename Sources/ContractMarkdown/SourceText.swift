#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Source bytes split into lines on LF, CRLF and lone CR, with a leading byte-order mark
/// removed (cmark does not count it in line 1's columns). Line numbers are 1-based.
struct SourceText: Sendable {
  let bytes: [UInt8]
  private(set) var lineStarts: [Int] = []
  private(set) var lineEnds: [Int] = []

  init(_ raw: [UInt8], removingByteOrderMark: Bool = true) {
    if removingByteOrderMark, raw.count >= 3, raw[0] == 0xEF, raw[1] == 0xBB, raw[2] == 0xBF {
      bytes = Array(raw[3...])
    } else {
      bytes = raw
    }
    var starts: [Int] = []
    var ends: [Int] = []
    starts.reserveCapacity(bytes.count / 40 + 1)
    ends.reserveCapacity(bytes.count / 40 + 1)
    bytes.withUnsafeBufferPointer { buffer in
      var lineStart = 0
      var index = 0
      let count = buffer.count
      guard let base = buffer.baseAddress, count > 0 else { return }
      if memchr(base, 0x0D, count) == nil {
        // No carriage return (nearly every document): `memchr` finds each line feed.
        while let found = memchr(base + lineStart, 0x0A, count - lineStart) {
          let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
          starts.append(lineStart)
          ends.append(end)
          lineStart = end + 1
        }
        index = count
      }
      while index < count {
        let byte = buffer[index]
        if byte == 0x0A || byte == 0x0D {
          starts.append(lineStart)
          ends.append(index)
          if byte == 0x0D, index + 1 < count, buffer[index + 1] == 0x0A { index += 1 }
          lineStart = index + 1
        }
        index += 1
      }
      if lineStart < count {
        starts.append(lineStart)
        ends.append(count)
      }
    }
    lineStarts = starts
    lineEnds = ends
  }

  var lineCount: Int { lineStarts.count }

  /// Byte range of a line's content (without its line ending); empty past the last line.
  func line(_ number: Int) -> Range<Int> {
    guard number >= 1, number <= lineStarts.count else { return bytes.count..<bytes.count }
    return lineStarts[number - 1]..<lineEnds[number - 1]
  }

  func string(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }
}
