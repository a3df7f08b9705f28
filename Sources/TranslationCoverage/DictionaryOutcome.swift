/// What a locale's dictionary turned out to be when the provider fetched it.
public enum DictionaryOutcome: String, Sendable, Hashable, Codable, CaseIterable {
  /// Loaded with at least one entry.
  case loaded
  /// Loaded, but with no entries: fallback only.
  case empty
  /// The service answered with an error envelope or the fetch threw: fallback only.
  case failed
}
