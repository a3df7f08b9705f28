import Foundation

/// A key-pattern rule from the settings: keys matching `pattern` get `category`.
///
/// Patterns are globs over the whole key: `*` matches any run of characters (also none) and
/// `?` exactly one, so `*_BUTTON` is a suffix rule, `ERROR_*` a prefix rule and
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

  /// True when the whole key matches the pattern.
  public func matches(_ key: String) -> Bool {
    Self.glob(Array(pattern.unicodeScalars), Array(key.unicodeScalars))
  }

  /// Iterative glob matching with single-star backtracking: linear in practice.
  private static func glob(_ pattern: [Unicode.Scalar], _ text: [Unicode.Scalar]) -> Bool {
    var patternIndex = 0
    var textIndex = 0
    var starIndex: Int?
    var resumeIndex = 0
    while textIndex < text.count {
      if patternIndex < pattern.count,
        pattern[patternIndex] == "?" || pattern[patternIndex] == text[textIndex]
      {
        patternIndex += 1
        textIndex += 1
      } else if patternIndex < pattern.count, pattern[patternIndex] == "*" {
        starIndex = patternIndex
        resumeIndex = textIndex
        patternIndex += 1
      } else if let star = starIndex {
        patternIndex = star + 1
        resumeIndex += 1
        textIndex = resumeIndex
      } else {
        return false
      }
    }
    while patternIndex < pattern.count, pattern[patternIndex] == "*" { patternIndex += 1 }
    return patternIndex == pattern.count
  }
}
