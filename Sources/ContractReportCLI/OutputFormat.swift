/// `--format text|json`.
enum OutputFormat: String {
  case text
  case json

  init(_ value: String?) throws(UsageError) {
    guard let value else {
      self = .text
      return
    }
    guard let format = OutputFormat(rawValue: value) else {
      throw UsageError("--format must be 'text' or 'json', got '\(value)'")
    }
    self = format
  }
}
