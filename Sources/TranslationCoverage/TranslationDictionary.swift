import Foundation
import LanguageProvider

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
  /// Key → translated text, as the provider stores it; empty when failed.
  public var table: TranslationTable
  /// The shape the dictionary was read from.
  public var format: DictionaryFormat
  /// The keys its file names twice in one object (the later text is kept), in file order;
  /// empty for a dictionary not read from a file.
  public var repeatedKeys: [RepeatedKey] = []

  /// Key → translated text; empty when failed.
  public var entries: [String: String] {
    get { table.dictionary }
    set { table = TranslationTable(newValue) }
  }

  /// A loaded dictionary.
  public init(entries: [String: String], format: DictionaryFormat = .flat) {
    self.init(table: TranslationTable(entries), format: format)
  }

  /// A loaded dictionary decoded from a file.
  public init(table: TranslationTable, format: DictionaryFormat) {
    self.status = .loaded
    self.table = table
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
  public subscript(key: String) -> String? { table[key] }

  /// Number of entries.
  public var count: Int { table.count }

  /// True when the service reported an error.
  public var isFailed: Bool {
    if case .failed = status { return true }
    return false
  }

  /// True when the dictionary loaded but holds no entries.
  public var isEmpty: Bool { !isFailed && table.isEmpty }

  /// True when every key must fall back: the dictionary failed or is empty.
  public var isFallbackOnly: Bool { table.isEmpty }
}
