import Foundation

/// What merging a fresh scan into the catalogue changed, for review before committing.
public struct CatalogueMergeReport: Sendable, Hashable, Codable {
  /// A key whose fallback copy differs between the catalogue and the fresh scan.
  public struct FallbackChange: Sendable, Hashable, Codable {
    /// The product key.
    public var key: String
    /// The fallback in the catalogue before the merge.
    public var previous: String?
    /// The fallback the scan found.
    public var current: String?

    /// Creates a change record.
    public init(key: String, previous: String?, current: String?) {
      self.key = key
      self.previous = previous
      self.current = current
    }
  }

  /// Keys found by the scan that the catalogue did not have, sorted.
  public var added: [String]
  /// Keys the catalogue had from an earlier scan that the source no longer uses, sorted.
  public var removed: [String]
  /// Keys whose fallback copy changed, sorted by key.
  public var changedFallbacks: [FallbackChange]
  /// Keys whose call sites disagree on the fallback copy, sorted.
  public var inconsistentFallbacks: [String]

  /// Creates a report.
  public init(
    added: [String] = [], removed: [String] = [], changedFallbacks: [FallbackChange] = [],
    inconsistentFallbacks: [String] = []
  ) {
    self.added = added
    self.removed = removed
    self.changedFallbacks = changedFallbacks
    self.inconsistentFallbacks = inconsistentFallbacks
  }

  /// True when the merge added, removed and changed nothing.
  public var isUnchanged: Bool { added.isEmpty && removed.isEmpty && changedFallbacks.isEmpty }
}
