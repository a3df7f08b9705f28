import Foundation

/// Which step of the translation order produced a text.
public enum ResolutionTier: String, Sendable, Hashable, Codable, CaseIterable {
  /// The Driver-prefixed key (`DRIVER_APP_` + key) had a non-empty translation.
  case prefixed
  /// The original key had a non-empty translation.
  case original
  /// No translation: the caller's fallback copy was used.
  case fallback
  /// No translation and no fallback: the key text itself was used.
  case keyText
  /// The input was not a key (phone number, address, value, free text): returned verbatim.
  case notAKey

  /// Whether the text came from the dictionary.
  public var isTranslated: Bool { self == .prefixed || self == .original }
}
