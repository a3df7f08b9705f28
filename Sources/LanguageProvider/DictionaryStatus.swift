import Foundation

/// The state of the dictionary the provider holds.
public enum DictionaryStatus: String, Sendable, Hashable, Codable, CaseIterable {
  /// No dictionary was requested yet.
  case notRequested
  /// A dictionary request for the current generation is in flight.
  case loading
  /// A dictionary was stored (possibly empty).
  case loaded
  /// The request failed (error envelope or throw); the held dictionary is empty.
  case failed
}
