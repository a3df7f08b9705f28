/// `--format text|json`.
enum OutputFormat: String, CaseIterable {
  case text
  case json

  /// `--format` of `arguments`, text when not given.
  init(_ arguments: ParsedArguments) throws(UsageError) {
    self = try arguments.choice("format") ?? .text
  }
}
