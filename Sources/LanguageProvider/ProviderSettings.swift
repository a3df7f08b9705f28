import Foundation

/// Settings of a ``LanguageProvider``: key prefix, default-language policy, the code used before
/// any language is known, and key categories for diagnostics.
public struct ProviderSettings: Sendable, Hashable {
  /// The prefix tried first when translating (`DRIVER_APP_` + key).
  public var keyPrefix: String
  /// What to select when nothing usable is stored.
  public var defaultLanguage: DefaultLanguagePolicy
  /// The code for the language-list request when the API client has no code yet.
  public var bootstrapCode: String
  /// Product key → category (such as `warning`, `control`), so diagnostics can report missing
  /// translations by category. Keys not listed are `uncategorized`.
  public var keyCategories: [String: String]

  /// Creates settings; every argument has the documented default.
  public init(
    keyPrefix: String = "DRIVER_APP_", defaultLanguage: DefaultLanguagePolicy = .serverDefault,
    bootstrapCode: String = "en", keyCategories: [String: String] = [:]
  ) {
    self.keyPrefix = keyPrefix
    self.defaultLanguage = defaultLanguage
    self.bootstrapCode = bootstrapCode
    self.keyCategories = keyCategories
  }

  /// The diagnostics category of a key.
  public func category(of key: String) -> String {
    keyCategories[key] ?? "uncategorized"
  }
}
