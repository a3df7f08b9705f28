import Foundation

/// One call into a ``ScriptedLanguageStore`` that the test is holding open.
public struct ScriptedStoreOperation: Sendable, Hashable {
  /// What was asked of the store.
  public enum Kind: Sendable, Hashable {
    /// A restore of the namespace's record.
    case restore
    /// A persist of this record.
    case persist(LanguageRecord)
  }

  /// Sequence number of the call, starting at 1, in the order calls reached the store.
  public let id: Int
  /// What was asked.
  public let kind: Kind
  /// The namespace the call was made for.
  public let namespace: LanguageNamespace
}
