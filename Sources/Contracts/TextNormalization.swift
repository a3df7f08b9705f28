/// The normal form fingerprints are computed over: runs of whitespace (spaces, tabs, line
/// breaks) folded into one space, leading and trailing whitespace removed, Markdown inline
/// syntax kept as written.
public enum TextNormalization {
  public static func foldWhitespace(_ text: String) -> String {
    var text = text
    return text.withUTF8 { bytes in
      String(unsafeUninitializedCapacity: bytes.count) { output in
        fold(bytes) { byte, index in output[index] = byte }
      }
    }
  }

  /// Feeds the folded form of `text` to `write(byte, index)` and returns its length; lets a
  /// hasher consume normalized text without building the string.
  @inline(__always)
  static func fold(_ bytes: UnsafeBufferPointer<UInt8>, _ write: (UInt8, Int) -> Void) -> Int {
    var count = 0
    var pendingSpace = false
    for byte in bytes {
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B
        || byte == 0x0C
      {
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
