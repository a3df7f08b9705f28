/// A strict JSON parser (RFC 8259) over the UTF-8 bytes of one protocol line, producing a
/// ``JSONValue``. Foundation's `JSONDecoder` through `Codable` spent more than a quarter of a
/// check's time on these small messages; this reads them directly. Nesting deeper than 512
/// levels is refused, so a hostile provider cannot exhaust the stack.
struct JSONLineParser {
  /// What is wrong with the text, and at which byte.
  struct Failure: Error, CustomStringConvertible {
    var message: String
    var offset: Int
    var description: String { "\(message) at byte \(offset)" }
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  private var depth = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// One value, with nothing but whitespace around it.
  mutating func document() throws -> JSONValue {
    skipWhitespace()
    let value = try parseValue()
    skipWhitespace()
    guard index == bytes.count else { throw fail("unexpected text after the value") }
    return value
  }

  private func fail(_ message: String) -> Failure { Failure(message: message, offset: index) }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private mutating func parseValue() throws -> JSONValue {
    guard index < bytes.count else { throw fail("unexpected end") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw fail("unexpected character")
    }
  }

  private mutating func literal(_ word: StaticString, _ value: JSONValue) throws -> JSONValue {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count else { throw fail("unexpected end") }
    for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
      throw fail("unexpected character")
    }
    index += count
    return value
  }

  private mutating func nested<Value>(_ body: (inout JSONLineParser) throws -> Value) throws
    -> Value
  {
    depth += 1
    guard depth <= 512 else { throw fail("nested deeper than 512 levels") }
    defer { depth -= 1 }
    return try body(&self)
  }

  private mutating func parseObject() throws -> JSONValue {
    try nested { parser in
      parser.index += 1
      var members: [String: JSONValue] = [:]
      parser.skipWhitespace()
      if parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: "}") {
        parser.index += 1
        return .object(members)
      }
      while true {
        parser.skipWhitespace()
        guard parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: "\"")
        else { throw parser.fail("expected a member name") }
        let key = try parser.parseString()
        parser.skipWhitespace()
        guard parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: ":")
        else { throw parser.fail("expected ':'") }
        parser.index += 1
        parser.skipWhitespace()
        members[key] = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index < parser.bytes.count else { throw parser.fail("unexpected end") }
        if parser.bytes[parser.index] == UInt8(ascii: ",") {
          parser.index += 1
        } else if parser.bytes[parser.index] == UInt8(ascii: "}") {
          parser.index += 1
          return .object(members)
        } else {
          throw parser.fail("expected ',' or '}'")
        }
      }
    }
  }

  private mutating func parseArray() throws -> JSONValue {
    try nested { parser in
      parser.index += 1
      var values: [JSONValue] = []
      parser.skipWhitespace()
      if parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: "]") {
        parser.index += 1
        return .array(values)
      }
      while true {
        parser.skipWhitespace()
        values.append(try parser.parseValue())
        parser.skipWhitespace()
        guard parser.index < parser.bytes.count else { throw parser.fail("unexpected end") }
        if parser.bytes[parser.index] == UInt8(ascii: ",") {
          parser.index += 1
        } else if parser.bytes[parser.index] == UInt8(ascii: "]") {
          parser.index += 1
          return .array(values)
        } else {
          throw parser.fail("expected ',' or ']'")
        }
      }
    }
  }

  private mutating func parseNumber() throws -> JSONValue {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    func digits(_ parser: inout JSONLineParser) -> Int {
      let from = parser.index
      while parser.index < parser.bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index])
      {
        parser.index += 1
      }
      return parser.index - from
    }
    guard index < bytes.count else { throw fail("unexpected end") }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else if digits(&self) == 0 {
      throw fail("expected a digit")
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits(&self) > 0 else { throw fail("expected a digit after '.'") }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits(&self) > 0 else { throw fail("expected a digit in the exponent") }
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    guard let value = Double(text), value.isFinite else { throw fail("a number out of range") }
    return .number(value)
  }

  private mutating func parseString() throws -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var runStart = index
    func flush(_ parser: inout JSONLineParser, to end: Int) {
      guard end > runStart else { return }
      let run = String(
        decoding: UnsafeBufferPointer(rebasing: parser.bytes[runStart..<end]), as: UTF8.self)
      scalars.append(contentsOf: run.unicodeScalars)
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        flush(&self, to: index)
        index += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        flush(&self, to: index)
        index += 1
        guard index < bytes.count else { throw fail("unexpected end") }
        let escaped = bytes[index]
        index += 1
        switch escaped {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{08}")
        case UInt8(ascii: "f"): scalars.append("\u{0C}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"): scalars.append(try unicodeEscape())
        default: throw fail("an unknown escape")
        }
        runStart = index
      case 0..<0x20:
        throw fail("a control character in a string")
      default:
        index += 1
      }
    }
    throw fail("an unterminated string")
  }

  /// The scalar of a `\uXXXX` escape (a surrogate pair for one scalar; a lone surrogate is
  /// U+FFFD, as JavaScript's `JSON.parse` would keep it printable).
  private mutating func unicodeEscape() throws -> Unicode.Scalar {
    let first = try hex4()
    if (0xD800...0xDBFF).contains(first), index + 1 < bytes.count,
      bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
    {
      let mark = index
      index += 2
      let second = try hex4()
      if (0xDC00...0xDFFF).contains(second) {
        return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) ?? "\u{FFFD}"
      }
      index = mark
    }
    return Unicode.Scalar(first) ?? "\u{FFFD}"
  }

  private mutating func hex4() throws -> UInt32 {
    guard index + 4 <= bytes.count else { throw fail("unexpected end") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw fail("a bad \\u escape")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }
}
