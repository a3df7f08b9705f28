import Foundation
import Support

/// A key-pattern rule from the settings: keys matching `pattern` get `category`.
///
/// Patterns are globs over the whole key (``Glob``): `*` matches any run of characters (also
/// none) and `?` exactly one, so `*_BUTTON` is a suffix rule, `ERROR_*` a prefix rule and
/// `*_CANCEL_*` a substring rule. Matching is case-sensitive, like the keys.
public struct CategoryRule: Sendable, Hashable, Codable {
  /// The glob pattern.
  public var pattern: String
  /// The category given to matching keys.
  public var category: KeyCategory

  /// Creates a rule.
  public init(pattern: String, category: KeyCategory) {
    self.pattern = pattern
    self.category = category
  }

  /// True when the whole key matches the pattern (see ``Glob``).
  public func matches(_ key: String) -> Bool {
    Glob(pattern).matches(key)
  }
}
