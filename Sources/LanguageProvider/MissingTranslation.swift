import Foundation

/// A product key that rendered without a translation, for the language it was missing in.
///
/// Keys and categories are product metadata, not private data; the text shown is not recorded.
public struct MissingTranslation: Sendable, Hashable, Codable, Comparable {
  /// The product key.
  public var key: String
  /// The key's category from ``ProviderSettings/keyCategories``.
  public var category: String
  /// The dictionary's language code at the time (`nil` before any dictionary).
  public var code: String?
  /// `fallback` or `keyText`.
  public var tier: ResolutionTier

  /// Creates an entry.
  public init(key: String, category: String, code: String?, tier: ResolutionTier) {
    self.key = key
    self.category = category
    self.code = code
    self.tier = tier
  }

  /// Orders by code, then key, then tier.
  public static func < (lhs: MissingTranslation, rhs: MissingTranslation) -> Bool {
    (lhs.code ?? "", lhs.key, lhs.tier.rawValue) < (rhs.code ?? "", rhs.key, rhs.tier.rawValue)
  }
}
