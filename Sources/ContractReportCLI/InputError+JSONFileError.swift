import Contracts
import JSON

extension InputError {
  /// A JSON file (settings, catalogue, language list, dictionary) that could not be used, as
  /// every command prints it: `file:line:col: error: reason`.
  init(_ error: JSONFileError) {
    switch error {
    case .unreadable(let file, let reason):
      self.init(path: file, message: "cannot be read: \(reason)")
    case .missing(let file, let remedy):
      self.init(path: file, message: "missing; \(remedy)")
    case .malformedJSON(let file, let line, let column, let reason):
      self.init(path: "\(file):\(line):\(column)", message: "malformed JSON: \(reason)")
    case .valueNotString(let file, let line, let column, let key, let found):
      self.init(
        path: "\(file):\(line):\(column)",
        message: "the value of \(key) is \(found), expected a string")
    case .unexpectedShape(let file, let line, let column, let reason):
      self.init(path: "\(file):\(line):\(column)", message: reason)
    }
  }
}
