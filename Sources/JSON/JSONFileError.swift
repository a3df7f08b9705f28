import Foundation

/// Why a JSON file (the settings, a dictionary, the languages list or the catalogue) could not
/// be used.
///
/// Every case names the file, and those about its content a 1-based line and UTF-8 byte
/// column; none repeats a value from the file: messages may end up in CI logs, and dictionary
/// values can come from a live service.
public enum JSONFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file cannot be read; `reason` in plain words.
  case unreadable(file: String, reason: String)
  /// The file does not exist; `remedy` says what to do (`add it or set coverage.locales`).
  case missing(file: String, remedy: String)
  /// The file is not valid JSON; the position is that of the first error.
  case malformedJSON(file: String, line: Int, column: Int, reason: String)
  /// A translation that must be a string is another JSON type; names the key, not the value.
  case valueNotString(file: String, line: Int, column: Int, key: String, found: String)
  /// Valid JSON, but not in any shape this reader accepts.
  case unexpectedShape(file: String, line: Int, column: Int, reason: String)

  /// The file the error is about.
  public var file: String {
    switch self {
    case .unreadable(let file, _), .missing(let file, _), .malformedJSON(let file, _, _, _),
      .valueNotString(let file, _, _, _, _), .unexpectedShape(let file, _, _, _):
      file
    }
  }

  /// `file:line:column: message`, the form editors and CI annotations understand.
  public var description: String {
    switch self {
    case .unreadable(let file, let reason):
      "\(file): cannot be read: \(reason)"
    case .missing(let file, let remedy):
      "\(file): missing; \(remedy)"
    case .malformedJSON(let file, let line, let column, let reason):
      "\(file):\(line):\(column): malformed JSON: \(reason)"
    case .valueNotString(let file, let line, let column, let key, let found):
      "\(file):\(line):\(column): the value of \(key) is \(found), expected a string"
    case .unexpectedShape(let file, let line, let column, let reason):
      "\(file):\(line):\(column): \(reason)"
    }
  }
}
