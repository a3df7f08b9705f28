/// Why a catalogue key is on a locale's to-do list: what a translator has to do about it.
///
/// The cases are declared in the order an entry lists them (its first reason is the one the
/// entry is grouped under): first the reasons a key is not translated at all, then the reasons
/// a translation that exists still needs work.
public enum TodoReason: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
  /// The dictionary holds the key (or its prefixed form) with an empty value, so the provider
  /// shows the fallback copy or the key text instead.
  case emptyValue
  /// No translation and no fallback copy: the driver sees the key text itself (or, for a key
  /// that is not key-shaped, the text as it is, never looked up).
  case keyTextShown
  /// No translation: the driver sees the fallback copy.
  case fallbackShown
  /// The translation's placeholders differ from the fallback copy's.
  case placeholderMismatch
  /// The translation breaks a bidi or copy rule (an unisolated edge placeholder in a
  /// right-to-left locale, an embedding or override control).
  case copyRule
  /// The translation is identical to the source copy (the fallback), not reported for the
  /// source locale itself.
  case identicalToSource

  /// Whether the key has no usable translation at all (as opposed to one that needs review).
  public var isUntranslated: Bool {
    switch self {
    case .emptyValue, .keyTextShown, .fallbackShown: true
    case .placeholderMismatch, .copyRule, .identicalToSource: false
    }
  }

  /// A short label for terminals and pages, e.g. `fallback shown`.
  public var label: String {
    switch self {
    case .emptyValue: "empty value"
    case .keyTextShown: "key text shown"
    case .fallbackShown: "fallback shown"
    case .placeholderMismatch: "placeholder mismatch"
    case .copyRule: "bidi or copy-rule finding"
    case .identicalToSource: "identical to the source"
    }
  }

  /// One sentence saying what the reason means for a translator.
  public var summary: String {
    switch self {
    case .emptyValue:
      "The dictionary has the key with an empty value: the driver sees the fallback copy or the key text."
    case .keyTextShown:
      "No translation and no fallback copy: the driver sees the raw key."
    case .fallbackShown:
      "No translation: the driver sees the fallback copy."
    case .placeholderMismatch:
      "The translation does not keep the fallback copy's placeholders."
    case .copyRule:
      "The translation breaks a bidi or copy rule."
    case .identicalToSource:
      "The translation is identical to the source copy: probably not translated yet."
    }
  }

  /// Orders by declaration order.
  public static func < (lhs: TodoReason, rhs: TodoReason) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
