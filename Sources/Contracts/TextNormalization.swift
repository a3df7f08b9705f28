/// The normal form fingerprints are computed over: runs of whitespace (spaces, tabs, line
/// breaks) folded into one space, leading and trailing whitespace removed, Markdown inline
/// syntax kept as written.
public enum TextNormalization {
  public static func foldWhitespace(_ text: String) -> String {
    var result: [UInt8] = []
    result.reserveCapacity(text.utf8.count)
    var pendingSpace = false
    for byte in text.utf8 {
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B
        || byte == 0x0C
      {
        pendingSpace = !result.isEmpty
      } else {
        if pendingSpace { result.append(0x20) }
        pendingSpace = false
        result.append(byte)
      }
    }
    return String(decoding: result, as: UTF8.self)
  }
}
