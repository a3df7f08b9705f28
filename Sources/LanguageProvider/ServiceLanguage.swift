import Foundation

/// One entry of the service's language list: `{id, name, code, default, enabled, rtl}`.
public struct ServiceLanguage: Sendable, Hashable, Codable {
  /// The language as a record (id, code, rtl, name).
  public var record: LanguageRecord
  /// Whether the project marks this language as its default.
  public var isDefault: Bool
  /// Whether the project has this language enabled.
  public var isEnabled: Bool

  /// Creates a language-list entry.
  public init(record: LanguageRecord, isDefault: Bool = false, isEnabled: Bool = true) {
    self.record = record
    self.isDefault = isDefault
    self.isEnabled = isEnabled
  }
}
