import Foundation
import Support

/// Where a translation call starts in a source file: `file:line:column`.
///
/// (A position inside a Markdown contract is ContractMarkdown's `SourceLocation`: a line and a
/// column, the file being known from the contract.)
///
/// Lines and columns are 1-based; the column counts UTF-8 bytes, as cmark does, so locations
/// stay exact for any encoding an editor uses for ASCII source. The file path is the one the
/// scanner was told to display (usually relative to the repository root), so locations read
/// the same on every machine and diff cleanly in the catalogue.
public struct CallSite: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
  /// The file path as displayed, for example `contracts/translations/app-src/App.tsx`.
  public var file: String
  /// 1-based line number.
  public var line: Int
  /// 1-based column, counted in UTF-8 bytes.
  public var column: Int

  /// Creates a location from its three parts.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// Parses `file:line:column` (the file part may itself contain colons).
  public init?(parsing text: String) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count >= 3, let line = Int(parts[parts.count - 2]),
      let column = Int(parts[parts.count - 1]), line > 0, column > 0
    else { return nil }
    self.init(file: parts.dropLast(2).joined(separator: ":"), line: line, column: column)
  }

  /// `file:line:column`, the form compilers and editors understand.
  public var description: String { "\(file):\(line):\(column)" }

  /// Orders by file path (byte order, independent of locale), then line, then column.
  public static func < (lhs: CallSite, rhs: CallSite) -> Bool {
    if lhs.file != rhs.file { return UTF8Order.precedes(lhs.file, rhs.file) }
    if lhs.line != rhs.line { return lhs.line < rhs.line }
    return lhs.column < rhs.column
  }

  /// Encodes as the single string `file:line:column`, one diff-friendly line per location.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  /// Decodes the `file:line:column` string form.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let location = CallSite(parsing: text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "Expected file:line:column, found \(text.debugDescription)"
      )
    }
    self = location
  }
}
