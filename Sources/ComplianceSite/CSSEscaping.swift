/// Writes text as the inside of a CSS string (`content: "…"`) that sits in a `<style>` element.
enum CSSEscaping {
  /// `text` with every ASCII character other than a letter, a digit or a space written as a
  /// hexadecimal escape (`<` → `\3c `), so neither a quote, a backslash, a line break nor
  /// `</style>` can end the string or the element; other characters are kept as they are
  /// (UTF-8 in a string is fine), except NUL and other C0 controls, escaped like the rest.
  static func string(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      let value = scalar.value
      let isPlain =
        (value >= 0x30 && value <= 0x39) || (value >= 0x41 && value <= 0x5A)
        || (value >= 0x61 && value <= 0x7A) || value == 0x20 || value >= 0x80
      if isPlain {
        result.unicodeScalars.append(scalar)
      } else if value == 0 {
        result += "\\fffd "
      } else {
        result += "\\" + String(value, radix: 16) + " "
      }
    }
    return result
  }
}
