import Foundation

/// The shape a dictionary file was written in.
public enum DictionaryFormat: String, Sendable, Hashable, Codable {
  /// The translations API response: `{"error": false, "result": {KEY: text}}`.
  case apiResponse
  /// The API's list form: `{"error": false, "result": [{"key": KEY, "text": text}]}`.
  case apiList
  /// A plain `{KEY: text}` object.
  case flat
}
