/// The bytes a JSON string cannot hold as they are: `"`, `\` and the controls below 0x20.
///
/// One test, eight bytes at a time, for the reader (where a string's plain run ends) and for
/// the writers that must know whether a string needs escapes (the provider's canonical JSON).
package enum JSONStringBytes {
  /// Where the run of bytes from `start` with no quote, backslash or control byte ends, or a
  /// little before (it goes eight bytes at a time and leaves the last few, and the word that
  /// holds such a byte, to the caller's byte loop), and whether the run has a byte from 0x80
  /// up. Each word test is exact about whether such a byte is in the word.
  package static func plainRun(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int)
    -> (end: Int, high: Bool)
  {
    guard let base = bytes.baseAddress else { return (start, false) }
    let raw = UnsafeRawPointer(base)
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let quotes = ones &* UInt64(UInt8(ascii: "\""))
    let backslashes = ones &* UInt64(UInt8(ascii: "\\"))
    let spaces = ones &* 0x20
    var position = start
    var high: UInt64 = 0
    while position + 8 <= bytes.count {
      let word = raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)
      let quote = word ^ quotes
      let backslash = word ^ backslashes
      let special =
        ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
        | ((word &- spaces) & ~word)
      if special & highs != 0 { break }
      high |= word
      position += 8
    }
    return (position, high & highs != 0)
  }

  /// Whether `byte` is a quote, a backslash or a control character.
  package static func isSpecial(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  /// Whether any byte of `bytes` is a quote, a backslash or a control character.
  package static func needsEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = plainRun(bytes, from: 0).end
    while index < bytes.count {
      if isSpecial(bytes[index]) { return true }
      index += 1
    }
    return false
  }
}
