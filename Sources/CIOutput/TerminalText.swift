/// Makes text from contracts and checks safe to print on one terminal line: control characters
/// (an ESC could restyle or clear the terminal) and bidirectional overrides (which could make
/// a line read differently from what it says) are shown as `<U+001B>`, line breaks as `⏎`.
enum TerminalText {
  static func line(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A:
        result += " ⏎ "
      case 0x0D:
        continue
      case 0x09:
        result += " "
      case 0x00...0x1F, 0x7F...0x9F, 0x200E...0x200F, 0x202A...0x202E, 0x2066...0x2069:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
