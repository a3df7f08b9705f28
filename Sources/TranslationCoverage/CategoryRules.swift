import Foundation

/// The ordered key-pattern rules from the settings; the first matching rule wins.
///
/// A category set by hand in the catalogue always takes precedence over these rules.
public struct CategoryRules: Sendable, Hashable, Codable {
  /// Rules in order of precedence.
  public var rules: [CategoryRule]

  /// Creates rules in order of precedence.
  public init(_ rules: [CategoryRule]) { self.rules = rules }

  /// The category of the first rule that matches `key`, if any.
  public func category(for key: String) -> KeyCategory? {
    rules.first { $0.matches(key) }?.category
  }

  /// Conventional rules for UPPER_SNAKE_CASE product keys, a starting point for settings.
  public static let conventional = CategoryRules([
    CategoryRule(pattern: "ERROR_*", category: .error),
    CategoryRule(pattern: "*_ERROR", category: .error),
    CategoryRule(pattern: "WARNING_*", category: .warning),
    CategoryRule(pattern: "*_WARNING", category: .warning),
    CategoryRule(pattern: "*_BUTTON", category: .control),
    CategoryRule(pattern: "*_TITLE", category: .title),
    CategoryRule(pattern: "*_PLACEHOLDER", category: .placeholder),
    CategoryRule(pattern: "*_LABEL", category: .label),
    CategoryRule(pattern: "*_MESSAGE", category: .message),
    CategoryRule(pattern: "STATUS_*", category: .status),
  ])

  /// Encodes as a plain JSON array of `{pattern, category}`, which keeps the order.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rules)
  }

  /// Decodes from a JSON array of `{pattern, category}`.
  public init(from decoder: any Decoder) throws {
    rules = try decoder.singleValueContainer().decode([CategoryRule].self)
  }
}
