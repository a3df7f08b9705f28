import Foundation

/// What happened to the latest persist of the selection, as shown in provider state.
public enum PersistenceStatus: Sendable, Hashable, Codable {
  /// Nothing was persisted in this session (for example the record was restored).
  case notAttempted
  /// A write was issued and the store has not answered.
  case pending
  /// The store reported success.
  case succeeded
  /// The store reported failure; the selection went ahead anyway.
  case failed(reason: String)
  /// The default language was selected and the policy says not to persist it.
  case notPersistedByPolicy

  /// The case name without its reason, for diagnostics.
  public var category: String {
    switch self {
    case .notAttempted: return "notAttempted"
    case .pending: return "pending"
    case .succeeded: return "succeeded"
    case .failed: return "failed"
    case .notPersistedByPolicy: return "notPersistedByPolicy"
    }
  }
}
