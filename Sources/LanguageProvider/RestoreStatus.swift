import Foundation

/// What restoring the stored language found, as shown in provider state.
public enum RestoreStatus: Sendable, Hashable, Codable {
  /// No restore has been asked for yet.
  case notStarted
  /// The store has not answered yet.
  case pending
  /// Nothing was stored.
  case none
  /// A record was restored.
  case restored
  /// The stored entry is corrupt; the provider fell back to the default policy.
  case corrupt(reason: String)
  /// The stored entry is unreadable; the provider fell back to the default policy.
  case unreadable(reason: String)

  /// The case name without its reason, for diagnostics.
  public var category: String {
    switch self {
    case .notStarted: return "notStarted"
    case .pending: return "pending"
    case .none: return "none"
    case .restored: return "restored"
    case .corrupt: return "corrupt"
    case .unreadable: return "unreadable"
    }
  }
}
