import Support

/// The normal form fingerprints are computed over: runs of whitespace (spaces, tabs, line
/// breaks) folded into one space, leading and trailing whitespace removed, Markdown inline
/// syntax kept as written.
public enum TextNormalization {
  public static func foldWhitespace(_ text: String) -> String {
    let folded: String? = text.withBorrowedUTF8 { bytes in
      guard !isFolded(bytes) else { return nil }
      return String(unsafeUninitializedCapacity: bytes.count) { output in
        fold(bytes) { byte, index in output[index] = byte }
      }
    }
    // Most cells and items are already in normal form: keep the string (no copy).
    return folded ?? text
  }

  /// Whether folding would change nothing: no whitespace but single spaces between words.
  /// Eight bytes at a time; any control byte counts as "would change" (the fold then decides).
  private static func isFolded(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = bytes.first, let last = bytes.last else { return true }
    if first == 0x20 || last == 0x20 { return false }
    let raw = UnsafeRawBufferPointer(bytes)
    let count = bytes.count
    let high: UInt64 = 0x8080_8080_8080_8080
    let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let spaces: UInt64 = 0x2020_2020_2020_2020
    var index = 0
    var previousSpace = false
    while index + 8 <= count {
      let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      // A byte below 0x20 (tab, line break, other control).
      if (word &- spaces) & ~word & high != 0 { return false }
      // The high bit of each byte that is a space, exactly.
      let xored = word ^ spaces
      let isSpace = ~(((xored & low) &+ low) | xored) & high
      if isSpace & (isSpace >> 8) != 0 { return false }
      if previousSpace, isSpace & 0x80 != 0 { return false }
      previousSpace = isSpace >> 63 != 0
      index += 8
    }
    while index < count {
      let byte = bytes[index]
      if byte == 0x20 {
        if previousSpace { return false }
        previousSpace = true
      } else {
        if byte < 0x20 { return false }
        previousSpace = false
      }
      index += 1
    }
    return true
  }

  /// The bytes folding treats as whitespace: space, tab, line feed, carriage return, vertical
  /// tab and form feed.
  @inline(__always)
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
  }

  /// Feeds the folded form of `text` to `write(byte, index)` and returns its length; lets a
  /// hasher consume normalized text without building the string.
  @inline(__always)
  static func fold(_ bytes: UnsafeBufferPointer<UInt8>, _ write: (UInt8, Int) -> Void) -> Int {
    var count = 0
    var pendingSpace = false
    for byte in bytes {
      if isWhitespace(byte) {
        pendingSpace = count > 0
      } else {
        if pendingSpace {
          write(0x20, count)
          count += 1
        }
        pendingSpace = false
        write(byte, count)
        count += 1
      }
    }
    return count
  }
}
