import Foundation

/// Where the current selection came from.
public enum SelectionSource: String, Sendable, Hashable, Codable, CaseIterable {
  /// Restored from the store.
  case restored
  /// The server's default language.
  case serverDefault
  /// The configured default language.
  case configuredDefault
  /// Chosen with `select`.
  case selected
}
