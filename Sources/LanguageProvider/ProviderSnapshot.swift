import Foundation

/// The provider's observable state plus its result counters, as published after every change.
public struct ProviderSnapshot: Sendable, Hashable, Codable {
  /// The language state (unchanged by dropped results).
  public var state: LanguageState
  /// Received, applied and dropped result counts.
  public var results: ResultCounts

  /// Creates a snapshot.
  public init(state: LanguageState, results: ResultCounts) {
    self.state = state
    self.results = results
  }
}
