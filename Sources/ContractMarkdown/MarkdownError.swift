/// Why bytes could not be read as a Markdown document.
public enum MarkdownError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The bytes are not valid UTF-8; the location is the first offending byte.
  case invalidUTF8(SourceLocation)
  /// A NUL byte: the file is binary, not text.
  case binaryContent(SourceLocation)
  /// List items and block quotes nested deeper than `limit`
  /// (``MarkdownDocument/maximumNestingDepth``); the location is the first one too deep.
  case nestingTooDeep(SourceLocation, limit: Int)

  public var description: String {
    switch self {
    case .invalidUTF8(let location):
      "\(location): error: invalid UTF-8 (first bad byte at line \(location.line), column \(location.column))"
    case .binaryContent(let location):
      "\(location): error: binary content (NUL byte at line \(location.line), column \(location.column))"
    case .nestingTooDeep(let location, let limit):
      "\(location): error: lists and block quotes nested more than \(limit) deep"
    }
  }

  /// Where the problem is.
  public var location: SourceLocation {
    switch self {
    case .invalidUTF8(let location), .binaryContent(let location),
      .nestingTooDeep(let location, _):
      location
    }
  }
}
