import Foundation

/// A broken copy rule, named by key (and locale for translations), never by value.
///
/// Findings end up in CI logs and on the published report, so they carry the key, the
/// locale, the rule and at most a detail built from the fallback's placeholder names; never
/// the fallback or the translation text.
public struct CopyFinding: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The product key.
  public var key: String
  /// The locale of the translation, or `nil` for findings about the key or its fallback.
  public var locale: String?
  /// The rule broken.
  public var rule: CopyRule
  /// A short detail without copy text (for example "missing _order_id_").
  public var detail: String?

  /// Creates a finding.
  public init(key: String, locale: String? = nil, rule: CopyRule, detail: String? = nil) {
    self.key = key
    self.locale = locale
    self.rule = rule
    self.detail = detail
  }

  /// `KEY [locale]: rule (detail)`.
  public var description: String {
    var text = key
    if let locale { text += " [\(locale)]" }
    text += ": \(rule.rawValue)"
    if let detail { text += " (\(detail))" }
    return text
  }
}
