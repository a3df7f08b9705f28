/// Why an export was refused; nothing is written then.
///
/// Messages name locales, keys and character code points, never copy.
public enum ExportError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The report's dictionaries came from the translations service (`--live`): its values never
  /// enter an export.
  case liveValues
  /// The texts do not belong to the report (different keys or locales).
  case textsDoNotMatch(String)
  /// A locale code that cannot be a file name (`<code>.xlf`), or two that differ only in case.
  case unsafeLocaleCode(String)
  /// A text holds a character the export cannot carry (a control character other than tab,
  /// line feed and carriage return, or U+FFFE/U+FFFF, which XML 1.0 forbids).
  case unrepresentableCharacter(locale: String, key: String, field: String, codePoint: UInt32)

  /// One line naming what stopped the export and what to fix, never copy.
  public var description: String {
    switch self {
    case .liveValues:
      "an export never holds dictionaries from the translations service (--live); export from the dictionary files"
    case .textsDoNotMatch(let why):
      "the texts do not belong to the report: \(why)"
    case .unsafeLocaleCode(let code):
      "locale \(Self.shown(code)) cannot name an export file (letters, digits, '.', '_' and '-' only, not starting with '.', unique ignoring case)"
    case .unrepresentableCharacter(let locale, let key, let field, let codePoint):
      "\(locale): \(Self.shown(key)): the \(field) holds U+\(Self.hex(codePoint)), which an export cannot carry (XML 1.0 forbids it); fix the \(field == "target" ? "dictionary" : "catalogue")"
    }
  }

  /// A name with every control character written as `\u{…}`, so a message stays one line.
  static func shown(_ name: String) -> String {
    var text = ""
    for scalar in name.unicodeScalars {
      if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0xFFFE
        || scalar.value == 0xFFFF
      {
        text += "\\u{\(hex(scalar.value))}"
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
