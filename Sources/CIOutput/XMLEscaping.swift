/// Escaping for XML 1.0 text and attribute values. Characters XML 1.0 cannot carry at all
/// (most C0 controls, U+FFFE, U+FFFF) become U+FFFD, so any clause text yields a well-formed
/// file; line breaks and tabs in attributes are written as character references so parsers
/// keep them. Shared by the CI outputs and the translator exports.
public enum XMLEscaping {
  /// An attribute value for double quotes.
  public static func attribute(_ text: String) -> String {
    escape(text, inAttribute: true)
  }

  /// Character data.
  public static func text(_ text: String) -> String {
    escape(text, inAttribute: false)
  }

  private static func escape(_ text: String, inAttribute: Bool) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"" where inAttribute: result += "&quot;"
      case "\n" where inAttribute: result += "&#10;"
      case "\t" where inAttribute: result += "&#9;"
      case "\r": result += "&#13;"
      case "\n", "\t": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          result += "\u{FFFD}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
