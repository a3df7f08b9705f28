import Foundation

/// How many asynchronous results (store answers, language lists, dictionaries) the provider
/// received, applied and dropped.
///
/// A dropped result changes no language state: only these counters move.
public struct ResultCounts: Sendable, Hashable, Codable {
  /// Every result that came back, applied or not.
  public var received = 0
  /// Results bound to the current namespace and generation, applied to state.
  public var applied = 0
  /// Results for an older generation of the same namespace.
  public var droppedStale = 0
  /// Results for another project or account.
  public var droppedForeign = 0
  /// Results that came back after `close()`.
  public var droppedAfterClose = 0

  /// Creates zero counts.
  public init() {}

  /// All dropped results.
  public var dropped: Int { droppedStale + droppedForeign + droppedAfterClose }
}
