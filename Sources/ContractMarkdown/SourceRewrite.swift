/// Edits that make plain cmark's block structure agree with cmark-gfm's around tables, found by
/// one conversion pass and applied before the next. Plain cmark keeps a table in a paragraph,
/// so it continues that paragraph (or makes it a setext heading) where GFM has already ended
/// the table or keeps reading rows. Every edit is keyed to the original source.
///
/// - A marker line (an HTML comment, dropped during conversion) inserted before the line that
///   ends a table closes the paragraph there, inside exactly the containers that GFM keeps
///   open, so cmark parses the following lines as new blocks, as GFM does.
/// - A same-length byte substitution that only cmark sees: a `===` row after a table no longer
///   reads as a setext underline, and a link reference definition that GFM keeps as paragraph
///   text (it starts the lines before a header row) no longer reads as a definition.
struct SourceRewrite: Sendable {
  /// The HTML comment written on a marker line, after the container prefix.
  static let marker: [UInt8] = Array("<!---->".utf8)

  /// Marker lines to insert: original line number → container prefix of the marker line.
  private(set) var markers: [Int: [UInt8]] = [:]
  /// Original (line, column) → the byte cmark sees there instead.
  private(set) var substitutions: [SourceLocation: UInt8] = [:]

  var isEmpty: Bool { markers.isEmpty && substitutions.isEmpty }

  mutating func insertMarker(before line: Int, prefix: [UInt8]) {
    if markers[line] == nil { markers[line] = prefix }
  }

  mutating func substitute(_ byte: UInt8, at location: SourceLocation) {
    if substitutions[location] == nil { substitutions[location] = byte }
  }

  /// Adds the other rewrite's edits; returns whether any was new.
  mutating func merge(_ other: SourceRewrite) -> Bool {
    var changed = false
    for (line, prefix) in other.markers where markers[line] == nil {
      markers[line] = prefix
      changed = true
    }
    for (location, byte) in other.substitutions where substitutions[location] == nil {
      substitutions[location] = byte
      changed = true
    }
    return changed
  }

  /// The source with the edits applied.
  struct Result {
    /// The text to convert: the original lines, marker lines inserted.
    var text: SourceText
    /// The bytes cmark parses: `text.bytes` with the substitutions applied.
    var parseBytes: [UInt8]
    /// For each line of `text`, the original line it shows (for a marker line, the next one).
    var originalLines: [Int]
    /// Whether each line of `text` is an inserted marker line.
    var isMarker: [Bool]
  }

  func apply(to original: SourceText) -> Result {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(original.bytes.count + markers.count * 16 + original.lineCount)
    var parseBytes: [UInt8] = []
    var originalLines: [Int] = []
    var isMarker: [Bool] = []
    originalLines.reserveCapacity(original.lineCount + markers.count)
    isMarker.reserveCapacity(original.lineCount + markers.count)
    var lineSubstitutions: [Int: [(column: Int, byte: UInt8)]] = [:]
    for (location, byte) in substitutions {
      lineSubstitutions[location.line, default: []].append((location.column, byte))
    }
    for number in 1...max(1, original.lineCount) {
      if let prefix = markers[number] {
        bytes.append(contentsOf: prefix)
        bytes.append(contentsOf: Self.marker)
        bytes.append(0x0A)
        parseBytes.append(contentsOf: prefix)
        parseBytes.append(contentsOf: Self.marker)
        parseBytes.append(0x0A)
        originalLines.append(number)
        isMarker.append(true)
      }
      let range = original.line(number)
      let start = bytes.count
      bytes.append(contentsOf: original.bytes[range])
      bytes.append(0x0A)
      parseBytes.append(contentsOf: original.bytes[range])
      parseBytes.append(0x0A)
      for (column, byte) in lineSubstitutions[number] ?? [] where column - 1 < range.count {
        parseBytes[start + column - 1] = byte
      }
      originalLines.append(number)
      isMarker.append(false)
    }
    return Result(
      text: SourceText(bytes, removingByteOrderMark: false), parseBytes: parseBytes,
      originalLines: originalLines, isMarker: isMarker)
  }
}
