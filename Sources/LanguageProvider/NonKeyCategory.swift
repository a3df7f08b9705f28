import Foundation

/// What kind of non-key text was passed to `translate` (a misuse, counted in diagnostics by
/// category only, never by value).
public enum NonKeyCategory: String, Sendable, Hashable, Codable, CaseIterable {
  /// Empty or whitespace only.
  case empty
  /// A phone number.
  case phoneNumber
  /// A latitude/longitude pair.
  case coordinates
  /// An amount, price or order number.
  case orderValue
  /// A street address.
  case address
  /// Text with spaces (user-entered content, sentences).
  case freeText
  /// Anything else that is not key-shaped (identifiers, lowercase words).
  case other
}
