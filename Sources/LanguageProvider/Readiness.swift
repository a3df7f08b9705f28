import Foundation

/// Whether translation for the current selection can be called complete.
///
/// `complete` needs a successfully loaded, non-empty dictionary for the selected code. A failed
/// or empty dictionary is `fallbackOnly`: text still renders (fallback copy or key text) but
/// translation is not complete.
public enum Readiness: String, Sendable, Hashable, Codable, CaseIterable {
  /// `start()` (or a selection) has not happened yet.
  case notStarted
  /// Metadata or dictionary work for the current generation is unsettled.
  case loading
  /// The selected language's dictionary is loaded and non-empty.
  case complete
  /// Only fallback copy or key text can render: the dictionary failed, is empty, or belongs to
  /// another language.
  case fallbackOnly
  /// The provider was closed (the consumer unmounted).
  case closed
}
