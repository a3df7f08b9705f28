import Foundation

/// A persist call as the ``ScriptedLanguageStore`` saw and answered it.
public struct ScriptedStoreWrite: Sendable, Hashable {
  /// The namespace the provider asked to write.
  public let namespace: LanguageNamespace
  /// The record the provider asked to write (before any store-level fault).
  public let record: LanguageRecord
  /// What the store reported back.
  public let result: StoreWriteResult
}
