/// JSON text written plainly, for tests that need a JSON document or an oracle for one.
public enum JSONText {
  /// `text` as a JSON string as RFC 8785 writes it: quotes and backslashes escaped, the short
  /// escapes for `\b \f \n \r \t`, `\u00XX` for the other control characters, every other
  /// character as it is.
  public static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{00}"..."\u{1F}":
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
