import Foundation

/// One language a project offers, as listed in `languages.json` or by the languages service.
public struct ConfiguredLanguage: Sendable, Hashable, Codable {
  /// The service's identifier for the language.
  public var id: Int
  /// The language code dictionaries are keyed by, for example `es` or `ar`.
  public var code: String
  /// The display name.
  public var name: String
  /// True for right-to-left scripts; this is metadata only, it does not mirror any layout.
  public var isRightToLeft: Bool
  /// True for the project's default language (the source of fallback copy).
  public var isDefault: Bool
  /// False when the project lists the language but does not offer it to drivers.
  public var isEnabled: Bool

  /// Creates a language record.
  public init(
    id: Int, code: String, name: String, isRightToLeft: Bool = false, isDefault: Bool = false,
    isEnabled: Bool = true
  ) {
    self.id = id
    self.code = code
    self.name = name
    self.isRightToLeft = isRightToLeft
    self.isDefault = isDefault
    self.isEnabled = isEnabled
  }

  private enum CodingKeys: String, CodingKey {
    case id, code, name
    case isRightToLeft = "rtl"
    case isDefault = "default"
    case isEnabled = "enabled"
  }
}
