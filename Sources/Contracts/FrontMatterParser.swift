import ContractMarkdown

/// Reads a front-matter block (`---` on line 1 up to the next `---` or `...`) of simple
/// `key: value` lines, values bare or quoted. The block's bytes are blanked (line breaks
/// kept) before the body goes to cmark, so every later line keeps its number and columns.
enum FrontMatterParser {
  struct Result {
    var frontMatter: FrontMatter
    /// The document with the front-matter lines emptied.
    var body: [UInt8]
    var problems: [(SourceLocation, String, rule: String)]
  }

  static func parse(_ bytes: [UInt8]) -> Result {
    var offset = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    func lineEnd(_ start: Int) -> Int {
      var index = start
      while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
      return index
    }
    func nextLine(_ end: Int) -> Int {
      if end < bytes.count, bytes[end] == 0x0D, end + 1 < bytes.count, bytes[end + 1] == 0x0A {
        return end + 2
      }
      return min(bytes.count, end + 1)
    }
    func trimmed(_ range: Range<Int>) -> String {
      var lower = range.lowerBound
      var upper = range.upperBound
      while lower < upper, bytes[lower] == 0x20 || bytes[lower] == 0x09 { lower += 1 }
      while upper > lower, bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x09 { upper -= 1 }
      return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }
    let firstEnd = lineEnd(offset)
    guard trimmed(offset..<firstEnd) == "---" else {
      return Result(frontMatter: FrontMatter(), body: bytes, problems: [])
    }
    var fields: [FrontMatterField] = []
    var problems: [(SourceLocation, String, rule: String)] = []
    var line = 2
    var start = nextLine(firstEnd)
    var closed = false
    while start < bytes.count {
      let end = lineEnd(start)
      let text = trimmed(start..<end)
      if text == "---" || text == "..." {
        closed = true
        start = nextLine(end)
        break
      }
      if !text.isEmpty, !text.hasPrefix("#") {
        if let field = parseField(bytes, start..<end, line: line) {
          fields.append(field)
        } else {
          problems.append(
            (
              SourceLocation(line: line, column: 1),
              "front matter line is not 'key: value'", "front-matter-syntax"
            ))
        }
      }
      line += 1
      start = nextLine(end)
    }
    guard closed else {
      // One error at the opening `---`: without a closing line nothing after it is front
      // matter, so its lines are not reported as malformed fields.
      var column = 1
      while bytes[offset + column - 1] == 0x20 || bytes[offset + column - 1] == 0x09 { column += 1 }
      let opening = SourceLocation(line: 1, column: column)
      let message = "front matter starts with '---' but is never closed (no '---' or '...' line)"
      return Result(
        frontMatter: FrontMatter(), body: bytes,
        problems: [(opening, message, rule: "front-matter-syntax")])
    }
    // A key given twice: YAML refuses it, and the first value is the one read here, which
    // the writer of the second surely did not mean.
    var firstLine: [String: Int] = [:]
    for field in fields {
      if let earlier = firstLine[field.key] {
        problems.append(
          (
            field.location,
            "front matter key '\(field.key)' is given twice (first on line \(earlier)); give it once",
            "front-matter-syntax"
          ))
      } else {
        firstLine[field.key] = field.location.line
      }
    }
    var body = [UInt8](repeating: 0x0A, count: line)
    body.append(contentsOf: bytes[start...])
    return Result(
      frontMatter: FrontMatter(fields: fields, lines: 1...line), body: body, problems: problems)
  }

  private static func parseField(_ bytes: [UInt8], _ range: Range<Int>, line: Int)
    -> FrontMatterField?
  {
    var index = range.lowerBound
    while index < range.upperBound, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    let keyStart = index
    while index < range.upperBound, bytes[index] != UInt8(ascii: ":") { index += 1 }
    guard index < range.upperBound, index > keyStart else { return nil }
    let keyBytes = bytes[keyStart..<index]
    let key = String(decoding: keyBytes, as: UTF8.self)
    if keyBytes.allSatisfy({ $0 < 0x80 }) {
      // ASCII (nearly every key): a byte is a character, so test the bytes.
      guard keyBytes.allSatisfy(Self.isASCIIKeyByte) else { return nil }
    } else {
      guard key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
        return nil
      }
    }
    var valueStart = index + 1
    while valueStart < range.upperBound, bytes[valueStart] == 0x20 || bytes[valueStart] == 0x09 {
      valueStart += 1
    }
    var valueEnd = range.upperBound
    while valueEnd > valueStart, bytes[valueEnd - 1] == 0x20 || bytes[valueEnd - 1] == 0x09 {
      valueEnd -= 1
    }
    var value = String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)
    if Self.isQuoted(bytes[valueStart..<valueEnd], value), let first = value.first {
      value = String(value.dropFirst().dropLast())
      if first == "\"" {
        value = value.replacingEscapes()
      } else {
        value = value.replacingDoubledQuotes()
      }
    }
    return FrontMatterField(
      key: key, value: value,
      location: SourceLocation(line: line, column: keyStart - range.lowerBound + 1))
  }
}

extension FrontMatterParser {
  /// `[A-Za-z0-9_-]`: the ASCII characters a key may hold.
  fileprivate static func isASCIIKeyByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
      true
    default: false
    }
  }

  /// Whether a value is wrapped in a pair of `"` or `'`: at least two characters, the first
  /// a quote and the last the same quote. Values never hold a line break, so for ASCII bytes
  /// a byte is a character and the bytes answer; otherwise the characters do.
  fileprivate static func isQuoted(_ bytes: ArraySlice<UInt8>, _ value: String) -> Bool {
    if bytes.allSatisfy({ $0 < 0x80 }) {
      guard bytes.count >= 2, let first = bytes.first else { return false }
      return (first == UInt8(ascii: "\"") || first == UInt8(ascii: "'")) && bytes.last == first
    }
    guard value.count >= 2, let first = value.first else { return false }
    return (first == "\"" || first == "'") && value.last == first
  }
}

extension String {
  fileprivate func replacingEscapes() -> String {
    // Without a backslash byte there is no backslash character: nothing to replace.
    guard utf8.contains(UInt8(ascii: "\\")) else { return self }
    var result = ""
    var escaped = false
    for character in self {
      if escaped {
        switch character {
        case "n": result.append("\n")
        case "t": result.append("\t")
        default: result.append(character)
        }
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else {
        result.append(character)
      }
    }
    return result
  }

  fileprivate func replacingDoubledQuotes() -> String {
    guard utf8.contains(UInt8(ascii: "'")) else { return self }
    var result = ""
    var previousQuote = false
    for character in self {
      if character == "'", previousQuote {
        previousQuote = false
        continue
      }
      previousQuote = character == "'"
      result.append(character)
    }
    return result
  }
}
