import Foundation

/// A contract rule about copy that a key, a fallback or a translation can break.
public enum CopyRule: String, Sendable, Hashable, Codable, CaseIterable {
  // Fallback copy carries no implementation details (Security and privacy).
  /// A URL (`https://…`, `www.…`).
  case url
  /// A file path (`/var/…`, `./x`, `C:\…`, `src/App.tsx`).
  case filePath
  /// Stack-trace or exception text (`TypeError`, `at foo (App.js:3:9)`).
  case stackTrace
  /// JavaScript's `undefined` or `NaN` leaked into copy.
  case undefinedValue
  /// `null` or Swift's `Optional(…)` leaked into copy.
  case nullValue
  /// JavaScript's `[object Object]`.
  case objectPlaceholder
  /// SQL statements or database error text.
  case sql
  /// An e-mail address.
  case emailAddress
  /// An internal host name (`localhost`, `*.internal`, `*.local`, an IPv4 address).
  case internalHost
  /// An invisible bidirectional control character in fallback copy.
  case bidiControlCharacter

  // Keys never look like operational values.
  /// The key looks like a phone number.
  case keyLooksLikePhoneNumber
  /// The key looks like map coordinates.
  case keyLooksLikeCoordinates
  /// The key looks like an order number or other numeric identifier.
  case keyLooksLikeOrderNumber
  /// The key looks like an e-mail address or URL.
  case keyLooksLikeEmailOrURL
  /// The key is free text (contains spaces) or empty.
  case keyIsFreeText

  // Translations.
  /// The translation's placeholders differ from the fallback's.
  case placeholderMismatch
  /// An RTL translation starts or ends with a placeholder that is not isolated (FSI…PDI),
  /// so a left-to-right value can reorder the sentence around it.
  case unisolatedEdgePlaceholder
  /// A translation uses embedding or override controls (U+202A–U+202E), which leak direction
  /// into the rest of the line; isolates (U+2066–U+2069) are the safe form.
  case bidiEmbeddingOrOverride

  /// One sentence saying what the rule requires.
  public var summary: String {
    switch self {
    case .url: "Fallback copy must not contain URLs."
    case .filePath: "Fallback copy must not contain file paths."
    case .stackTrace: "Fallback copy must not contain stack-trace or exception text."
    case .undefinedValue: "Fallback copy must not contain undefined or NaN."
    case .nullValue: "Fallback copy must not contain null or Optional(…)."
    case .objectPlaceholder: "Fallback copy must not contain [object Object]."
    case .sql: "Fallback copy must not contain SQL or database errors."
    case .emailAddress: "Fallback copy must not contain e-mail addresses."
    case .internalHost: "Fallback copy must not contain internal host names."
    case .bidiControlCharacter: "Fallback copy must not contain invisible bidi controls."
    case .keyLooksLikePhoneNumber: "Keys must not look like phone numbers."
    case .keyLooksLikeCoordinates: "Keys must not look like coordinates."
    case .keyLooksLikeOrderNumber: "Keys must not look like order numbers."
    case .keyLooksLikeEmailOrURL: "Keys must not look like e-mail addresses or URLs."
    case .keyIsFreeText: "Keys must be identifiers, not free text."
    case .placeholderMismatch: "Translations must keep the fallback's placeholders."
    case .unisolatedEdgePlaceholder:
      "RTL translations must isolate a placeholder at the start or end."
    case .bidiEmbeddingOrOverride: "Translations must use bidi isolates, not embeddings."
    }
  }

  /// True for rules about fallback copy (implementation details and bidi controls).
  public var isAboutFallbackCopy: Bool {
    switch self {
    case .url, .filePath, .stackTrace, .undefinedValue, .nullValue, .objectPlaceholder, .sql,
      .emailAddress, .internalHost, .bidiControlCharacter:
      true
    default: false
    }
  }

  /// True for rules about the shape of keys.
  public var isAboutKeys: Bool {
    switch self {
    case .keyLooksLikePhoneNumber, .keyLooksLikeCoordinates, .keyLooksLikeOrderNumber,
      .keyLooksLikeEmailOrURL, .keyIsFreeText:
      true
    default: false
    }
  }
}
