import Foundation

/// What a store found when asked to restore a namespace's language.
///
/// A corrupt or unreadable entry is reported as such; the provider then behaves as if nothing
/// was stored (it asks for the default language) instead of waiting forever.
public enum StoreRestoreResult: Sendable, Hashable {
  /// Nothing is stored for the namespace.
  case none
  /// A record was stored and read back.
  case record(LanguageRecord)
  /// Something is stored but is not a valid record. The reason never names ids.
  case corrupt(reason: String)
  /// The stored entry could not be read at all. The reason never names ids.
  case unreadable(reason: String)
}
