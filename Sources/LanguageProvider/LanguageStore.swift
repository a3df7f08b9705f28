import Foundation

/// Local persistence of the selected language, one record per project and account.
///
/// Persistence is not dictionary readiness or server currentness: a store only remembers what
/// was selected. Implementations: ``KeyValueLanguageStore`` (over device storage) and
/// ``ScriptedLanguageStore`` (in memory, with failures and held operations for tests).
public protocol LanguageStore: Sendable {
  /// Reads the record stored for a namespace, distinguishing none, corrupt and unreadable.
  func restore(_ namespace: LanguageNamespace) async -> StoreRestoreResult
  /// Stores a record for a namespace and reports success or failure with a reason.
  func persist(_ record: LanguageRecord, for namespace: LanguageNamespace) async -> StoreWriteResult
}
