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
  ///
  /// The usual shape (the line and the column plain decimal numbers of 1 to 18 digits, so no
  /// overflow, after the last two colons) is read from the bytes: then the file is every byte
  /// before them, as the `Character`-based reading below joins it back. Any other text is left
  /// to that reading, which has the last word on it. A catalogue holds one location per call
  /// site, and decoding it read each of them through `split` and `joined`.
  public init?(parsing text: String) {
    var text = text
    let fast: CallSite? = text.withUTF8 { bytes in
      // After an ASCII byte (or at the start) a colon starts a character of its own (no
      // ASCII character is a prefix that joins what follows), and so does each digit after
      // it: then these colons are where `split` cuts.
      guard let last = bytes.lastIndex(of: UInt8(ascii: ":")),
        let previous = bytes[..<last].lastIndex(of: UInt8(ascii: ":")),
        previous == 0 || bytes[previous - 1] < 0x80,
        let line = Self.decimal(bytes[(previous + 1)..<last]), line > 0,
        let column = Self.decimal(bytes[(last + 1)...]), column > 0
      else { return nil }
      return CallSite(
        file: String(decoding: bytes[..<previous], as: UTF8.self), line: line, column: column)
    }
    if let fast {
      self = fast
    } else {
      self.init(splitting: text)
    }
  }

  /// `init(parsing:)` on `Character`s: split at every colon, the last two parts the line and
  /// the column.
  init?(splitting text: String) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count >= 3, let line = Int(parts[parts.count - 2]),
      let column = Int(parts[parts.count - 1]), line > 0, column > 0
    else { return nil }
    self.init(file: parts.dropLast(2).joined(separator: ":"), line: line, column: column)
  }

  /// The value of 1 to 18 decimal digits, nil for anything else.
  private static func decimal(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
    guard (1...18).contains(digits.count) else { return nil }
    var value = 0
    for byte in digits {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
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
