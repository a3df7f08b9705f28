import LanguageProvider

/// A locale to measure: its code, display name and direction.
public struct CoverageLocale: Sendable, Hashable, Codable {
  /// The language code dictionaries are keyed by.
  public var code: String
  /// The display name, when known.
  public var name: String?
  /// Whether the language is written right to left (enables the RTL bidi checks).
  public var rightToLeft: Bool

  /// Creates a locale.
  public init(code: String, name: String? = nil, rightToLeft: Bool = false) {
    self.code = code
    self.name = name
    self.rightToLeft = rightToLeft
  }

  /// The locale of a `languages.json` entry.
  public init(_ language: ConfiguredLanguage) {
    self.init(code: language.code, name: language.name, rightToLeft: language.isRightToLeft)
  }

  /// The locale of a language-service entry.
  public init(_ language: ServiceLanguage) {
    self.init(
      code: language.record.code, name: language.record.name, rightToLeft: language.record.rtl)
  }

  /// The record a provider restores for this locale.
  var record: LanguageRecord {
    LanguageRecord(id: code, code: code, rtl: rightToLeft, name: name)
  }
}
