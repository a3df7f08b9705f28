import Foundation

/// What `select` did.
public enum SelectOutcome: Sendable, Hashable {
  /// The language was already selected: nothing changed, nothing was persisted or fetched.
  case unchanged(generation: Int)
  /// A new generation started: persist, client code, loading and fetch follow.
  case changed(generation: Int)
  /// The provider is closed; nothing happened.
  case closed

  /// Whether a new selection started.
  public var changedSelection: Bool {
    if case .changed = self { return true }
    return false
  }
}
