import Foundation

/// One locale's translations as a file or the service delivered them.
///
/// A failed dictionary (the service answered `{"error": true, …}`) is kept distinct from an
/// empty one: both leave the driver on fallback copy, but only one of them is a bug in the
/// project's translations, and neither may ever be reported as complete.
public struct TranslationDictionary: Sendable, Hashable {
  /// Whether the dictionary loaded.
  public enum Status: Sendable, Hashable {
    /// The translations arrived (possibly none of them).
    case loaded
    /// The service reported an error; only the number of its messages is kept, because
    /// provider responses must not be logged.
    case failed(messageCount: Int)
  }

  /// Loaded or failed.
  public var status: Status
  /// Key → translated text; empty when failed.
  public var entries: [String: String]
  /// The shape the dictionary was read from.
  public var format: DictionaryFormat

  /// A loaded dictionary.
  public init(entries: [String: String], format: DictionaryFormat = .flat) {
    self.status = .loaded
    self.entries = entries
    self.format = format
  }

  /// A dictionary the service refused to deliver.
  public static func failed(messageCount: Int, format: DictionaryFormat = .apiResponse)
    -> TranslationDictionary
  {
    var dictionary = TranslationDictionary(entries: [:], format: format)
    dictionary.status = .failed(messageCount: messageCount)
    return dictionary
  }

  /// The text stored for `key`, if any (an empty string is returned as is).
  public subscript(key: String) -> String? { entries[key] }

  /// Number of entries.
  public var count: Int { entries.count }

  /// True when the service reported an error.
  public var isFailed: Bool {
    if case .failed = status { return true }
    return false
  }

  /// True when the dictionary loaded but holds no entries.
  public var isEmpty: Bool { !isFailed && entries.isEmpty }

  /// True when every key must fall back: the dictionary failed or is empty.
  public var isFallbackOnly: Bool { entries.isEmpty }
}
