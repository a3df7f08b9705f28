import Foundation

/// Work the provider is waiting on for the current generation.
public enum PendingWork: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
  /// A store restore.
  case restore
  /// A store write.
  case persist
  /// The language-list request (default language).
  case languages
  /// The dictionary request.
  case dictionary

  /// Orders work as it happens in a session: restore, persist, languages, dictionary.
  public static func < (lhs: PendingWork, rhs: PendingWork) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
