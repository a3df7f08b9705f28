import Foundation
import Support

/// A strict RFC 8259 JSON reader over UTF-8 bytes that knows where every value starts.
///
/// Foundation's parsers say *that* a file is malformed but not reliably *where* on every
/// platform, and they cannot say which key holds a value of the wrong type. This reader
/// reports the byte offset of the first error, and its string-map fast path builds
/// `[String: String]` directly, without an intermediate `Any` tree, so decoding a dictionary
/// costs less than `JSONSerialization` alone.
package struct JSONReader {
  /// A parse failure at a byte offset.
  package struct Failure: Error {
    package var offset: Int
    package var reason: String
  }

  /// An object member with the byte offset of its value.
  package struct Member {
    package var key: String
    package var value: Value
    package var offset: Int
  }

  /// An array element with its byte offset.
  package struct Element {
    package var value: Value
    package var offset: Int
  }

  /// A decoded JSON value; objects keep their members in file order.
  package enum Value {
    case object([Member])
    case array([Element])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// The value's kind, for messages that must not repeat the value itself.
    package var kindName: String {
      switch self {
      case .object: "an object"
      case .array: "an array"
      case .string: "a string"
      case .number: "a number"
      case .bool: "a boolean"
      case .null: "null"
      }
    }

    /// The member named `key` of an object, with its offset.
    package func member(_ key: String) -> Member? {
      guard case .object(let members) = self else { return nil }
      return members.last { $0.key == key }
    }
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  package private(set) var index = 0
  private let maximumDepth = 512

  package init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
  }

  // MARK: - Document structure

  /// Parses one complete document: a value with nothing but whitespace after it.
  package mutating func parseDocument() throws(Failure) -> Value {
    skipWhitespace()
    let value = try parseValue(depth: 0)
    try expectEnd()
    return value
  }

  /// Fails unless only whitespace remains.
  package mutating func expectEnd() throws(Failure) {
    skipWhitespace()
    if index < bytes.count { throw fail("unexpected \(describeByte()) after the JSON value") }
  }

  package mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  /// The byte at the cursor, or `nil` at the end.
  package var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  package mutating func expect(_ byte: UInt8, _ what: String) throws(Failure) {
    guard index < bytes.count, bytes[index] == byte else {
      throw fail("expected \(what), found \(describeByte())")
    }
    index += 1
  }

  /// Parses any value at the cursor.
  package mutating func parseValue(depth: Int) throws(Failure) -> Value {
    guard index < bytes.count else { throw fail("unexpected end of file, expected a value") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
    case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"):
      try expectWord("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expectWord("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expectWord("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return .number(try parseNumber())
    default:
      throw fail("expected a value, found \(describeByte())")
    }
  }

  /// Fails at the cursor when an object or array opened there would be `depth` levels deep,
  /// deeper than a document may nest.
  package func checkDepth(_ depth: Int) throws(Failure) {
    guard depth <= maximumDepth else { throw fail("nesting deeper than \(maximumDepth) levels") }
  }

  /// Moves past any value at the cursor with the checks `parseValue` makes, building nothing:
  /// for the parts of a document a reader does not need (``JSONProjection``).
  package mutating func skipValue(depth: Int) throws(Failure) {
    guard index < bytes.count else { throw fail("unexpected end of file, expected a value") }
    switch bytes[index] {
    case UInt8(ascii: "{"): try skipContainer(depth: depth + 1, isObject: true)
    case UInt8(ascii: "["): try skipContainer(depth: depth + 1, isObject: false)
    case UInt8(ascii: "\""): try skipString()
    case UInt8(ascii: "t"): try expectWord("true")
    case UInt8(ascii: "f"): try expectWord("false")
    case UInt8(ascii: "n"): try expectWord("null")
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try scanNumber()
    default: throw fail("expected a value, found \(describeByte())")
    }
  }

  private mutating func skipContainer(depth: Int, isObject: Bool) throws(Failure) {
    try checkDepth(depth)
    let closing = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
    index += 1
    skipWhitespace()
    if current == closing {
      index += 1
      return
    }
    while true {
      skipWhitespace()
      if isObject {
        try skipKey()
        skipWhitespace()
        try expect(UInt8(ascii: ":"), "':' after an object key")
        skipWhitespace()
      }
      try skipValue(depth: depth)
      let what =
        isObject ? "',' or '}' after an object member" : "',' or ']' after an array element"
      if try endOfMember(closing: closing, what) { return }
    }
  }

  private mutating func parseObject(depth: Int) throws(Failure) -> Value {
    try checkDepth(depth)
    index += 1
    var members: [Member] = []
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      let key = try parseKey()
      skipWhitespace()
      try expect(UInt8(ascii: ":"), "':' after an object key")
      skipWhitespace()
      let offset = index
      members.append(Member(key: key, value: try parseValue(depth: depth), offset: offset))
      if try endOfMember(closing: UInt8(ascii: "}"), "',' or '}' after an object member") {
        return .object(members)
      }
    }
  }

  private mutating func parseArray(depth: Int) throws(Failure) -> Value {
    try checkDepth(depth)
    index += 1
    var elements: [Element] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      let offset = index
      elements.append(Element(value: try parseValue(depth: depth), offset: offset))
      if try endOfMember(closing: UInt8(ascii: "]"), "',' or ']' after an array element") {
        return .array(elements)
      }
    }
  }

  /// After a member: consumes `,` (returns false) or the closing bracket (returns true).
  package mutating func endOfMember(closing: UInt8, _ what: String) throws(Failure) -> Bool {
    skipWhitespace()
    guard index < bytes.count else { throw fail("unexpected end of file, expected \(what)") }
    let byte = bytes[index]
    index += 1
    if byte == UInt8(ascii: ",") {
      skipWhitespace()
      if current == closing { throw fail("trailing comma before \(describeByte())") }
      return false
    }
    if byte == closing { return true }
    index -= 1
    throw fail("expected \(what), found \(describeByte())")
  }

  /// Parses an object key (a string) at the cursor.
  package mutating func parseKey() throws(Failure) -> String {
    try expectKey()
    return try parseString()
  }

  /// Moves past an object key at the cursor with the checks `parseKey` makes (see
  /// `skipString` for what it returns).
  @discardableResult
  package mutating func skipKey() throws(Failure) -> (range: Range<Int>, escaped: Bool) {
    try expectKey()
    return try skipString()
  }

  private func expectKey() throws(Failure) {
    guard current == UInt8(ascii: "\"") else {
      throw fail("expected a string key in double quotes, found \(describeByte())")
    }
  }

  // MARK: - String maps

  /// What the string-map fast path found where a string value was expected.
  package enum MapResult {
    /// Every value a string. Without storing, the map is empty and `mayRepeatKeys` says
    /// whether a key may be named twice (``KeyRepeatCheck``); storing, it is false and the
    /// map's members tell.
    case complete(JSONStringMap, mayRepeatKeys: Bool)
    case nonString(key: String, kind: String, offset: Int)
  }

  /// Parses an object whose values should all be strings into a ``JSONStringMap``; stops at
  /// the first value of another type and reports its key. With `storing` false nothing is kept
  /// (the map comes back empty) but every check is made and fails at the same offset: for
  /// callers (lint) that only need to know whether a file decodes.
  package mutating func parseStringMap(storing: Bool = true) throws(Failure) -> MapResult {
    try expect(UInt8(ascii: "{"), "'{'")
    var map = JSONStringMap()
    // About one key in 64 bytes of a dictionary file (the benchmark corpus has one in 70).
    var repeats = KeyRepeatCheck(expectedKeys: storing ? 0 : bytes.count / 64)
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      index += 1
      return .complete(map, mayRepeatKeys: false)
    }
    if storing { map.reserve(forFileOf: bytes.count) }
    while true {
      skipWhitespace()
      let keyOffset = index
      let key = try skipKey()
      if !storing { repeats.add(self.bytes(in: key.range), escaped: key.escaped) }
      skipWhitespace()
      try expect(UInt8(ascii: ":"), "':' after an object key")
      skipWhitespace()
      if current == UInt8(ascii: "\"") {
        let textOffset = index
        let text = try skipString()
        if storing {
          try appendMember(
            to: &map, key: key, at: keyOffset, text: text, at: textOffset)
        }
      } else {
        let offset = index
        let value = try parseValue(depth: 1)
        return .nonString(key: try string(at: keyOffset), kind: value.kindName, offset: offset)
      }
      if try endOfMember(closing: UInt8(ascii: "}"), "',' or '}' after an object member") {
        return .complete(map, mayRepeatKeys: repeats.mayRepeat)
      }
    }
  }

  /// Adds a member `skipString` has checked: its bytes as they stand, or decoded where they
  /// hold an escape.
  private mutating func appendMember(
    to map: inout JSONStringMap, key: (range: Range<Int>, escaped: Bool), at keyOffset: Int,
    text: (range: Range<Int>, escaped: Bool), at textOffset: Int
  ) throws(Failure) {
    var keyString = key.escaped ? try string(at: keyOffset) : ""
    var textString = text.escaped ? try string(at: textOffset) : ""
    let bytes = self.bytes
    keyString.withUTF8 { decodedKey in
      textString.withUTF8 { decodedText in
        map.append(
          key: key.escaped ? decodedKey : UnsafeBufferPointer(rebasing: bytes[key.range]),
          text: text.escaped ? decodedText : UnsafeBufferPointer(rebasing: bytes[text.range]))
      }
    }
  }

  /// Moves past a string at the cursor (which must be a `"`) with the checks `parseString`
  /// makes, allocating only for strings with escapes. Returns the byte range between the
  /// quotes and whether it holds an escape.
  @discardableResult
  package mutating func skipString() throws(Failure) -> (range: Range<Int>, escaped: Bool) {
    let start = index + 1
    let run = plainRun(from: start)
    var position = run.end
    var ascii = !run.high
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        if !ascii, !Self.isValidUTF8(UnsafeBufferPointer(rebasing: bytes[start..<position])) {
          index = start
          throw fail("string is not valid UTF-8")
        }
        index = position + 1
        return (start..<position, false)
      }
      if byte == UInt8(ascii: "\\") {
        index = start - 1
        _ = try parseString()
        return (start..<(index - 1), true)
      }
      if byte < 0x20 {
        index = position
        throw fail("control character U+\(hex(byte)) inside a string; escape it")
      }
      if byte >= 0x80 { ascii = false }
      position += 1
    }
    index = bytes.count
    throw fail("unterminated string")
  }

  /// The string that starts at `offset` (a `"`), read without moving the cursor.
  package mutating func string(at offset: Int) throws(Failure) -> String {
    let saved = index
    index = offset
    defer { index = saved }
    return try parseString()
  }

  /// The document's size in bytes.
  package var byteCount: Int { bytes.count }

  /// The bytes of `range` of the document, as written (escapes undecoded).
  package func bytes(in range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: bytes[range])
  }

  /// Whether the bytes in `range` are exactly `word`'s.
  package func bytesEqual(_ range: Range<Int>, _ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard range.count == count else { return false }
    for offset in 0..<count where bytes[range.lowerBound + offset] != word.utf8Start[offset] {
      return false
    }
    return true
  }

  /// Whether `bytes` is well-formed UTF-8, the rule `String(validating:)` applies.
  package static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    UTF8Validation.isValid(bytes)
  }

  // MARK: - Scalars

  /// Parses a string at the cursor (which must be a `"`), decoding escapes.
  package mutating func parseString() throws(Failure) -> String {
    let start = index + 1
    var (position, high) = plainRun(from: start)
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        let text = try makeString(start, position, mayBeNonASCII: high)
        index = position + 1
        return text
      }
      if byte == UInt8(ascii: "\\") {
        return try parseEscapedString(from: start, plainUntil: position)
      }
      if byte < 0x20 {
        index = position
        throw fail("control character U+\(hex(byte)) inside a string; escape it")
      }
      if byte >= 0x80 { high = true }
      position += 1
    }
    index = bytes.count
    throw fail("unterminated string")
  }

  /// ``JSONStringBytes/plainRun(_:from:)`` over the reader's bytes.
  private func plainRun(from start: Int) -> (end: Int, high: Bool) {
    JSONStringBytes.plainRun(bytes, from: start)
  }

  private mutating func parseEscapedString(from start: Int, plainUntil: Int) throws(Failure)
    -> String
  {
    var out: [UInt8] = Array(bytes[start..<plainUntil])
    var position = plainUntil
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        index = position + 1
        guard let text = String(validating: out, as: UTF8.self) else {
          index = start
          throw fail("string is not valid UTF-8")
        }
        return text
      case UInt8(ascii: "\\"):
        guard position + 1 < bytes.count else { break }
        let escape = bytes[position + 1]
        position += 2
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
          var value = try hex4(at: position)
          position += 4
          if (0xD800..<0xDC00).contains(value) {
            guard position + 6 <= bytes.count, bytes[position] == UInt8(ascii: "\\"),
              bytes[position + 1] == UInt8(ascii: "u")
            else {
              index = position
              throw fail("unpaired surrogate \\u\(String(value, radix: 16, uppercase: true))")
            }
            let low = try hex4(at: position + 2)
            guard (0xDC00..<0xE000).contains(low) else {
              index = position
              throw fail("unpaired surrogate \\u\(String(value, radix: 16, uppercase: true))")
            }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            position += 6
          } else if (0xDC00..<0xE000).contains(value) {
            index = position - 6
            throw fail("unpaired surrogate \\u\(String(value, radix: 16, uppercase: true))")
          }
          out.append(contentsOf: String(Character(Unicode.Scalar(value)!)).utf8)
        default:
          index = position - 2
          throw fail("invalid escape '\\\(Character(Unicode.Scalar(escape)))'")
        }
        continue
      case 0..<0x20:
        index = position
        throw fail("control character U+\(hex(byte)) inside a string; escape it")
      default:
        out.append(byte)
        position += 1
        continue
      }
      break
    }
    index = bytes.count
    throw fail("unterminated string")
  }

  /// The string of the bytes `start..<end`; `mayBeNonASCII` false when the caller saw every
  /// byte below 0x80.
  private mutating func makeString(_ start: Int, _ end: Int, mayBeNonASCII: Bool) throws(Failure)
    -> String
  {
    let slice = UnsafeBufferPointer(rebasing: bytes[start..<end])
    if !mayBeNonASCII { return String(decoding: slice, as: UTF8.self) }
    guard let text = String(validating: slice, as: UTF8.self) else {
      index = start
      throw fail("string is not valid UTF-8")
    }
    return text
  }

  private mutating func hex4(at position: Int) throws(Failure) -> UInt32 {
    guard position + 4 <= bytes.count else {
      index = position
      throw fail("\\u needs four hex digits")
    }
    var value: UInt32 = 0
    for offset in 0..<4 {
      let byte = bytes[position + offset]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default:
        index = position + offset
        throw fail("\\u needs four hex digits")
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  private mutating func parseNumber() throws(Failure) -> Double {
    let start = index
    try scanNumber()
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    return Double(text) ?? .nan
  }

  /// Moves past a number at the cursor, checking its grammar.
  private mutating func scanNumber() throws(Failure) {
    if current == UInt8(ascii: "-") { index += 1 }
    guard let first = current, isDigit(first) else { throw fail("expected a digit") }
    index += 1
    if first == UInt8(ascii: "0"), let next = current, isDigit(next) {
      throw fail("leading zeros are not allowed in numbers")
    }
    while let byte = current, isDigit(byte) { index += 1 }
    if current == UInt8(ascii: ".") {
      index += 1
      guard let byte = current, isDigit(byte) else { throw fail("expected a digit after '.'") }
      while let byte = current, isDigit(byte) { index += 1 }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard let byte = current, isDigit(byte) else { throw fail("expected a digit in exponent") }
      while let byte = current, isDigit(byte) { index += 1 }
    }
  }

  private mutating func expectWord(_ word: StaticString) throws(Failure) {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count,
      (0..<count).allSatisfy({ bytes[index + $0] == word.utf8Start[$0] })
    else { throw fail("expected a value, found \(describeByte())") }
    index += count
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  // MARK: - Errors

  /// A failure at the cursor.
  package func fail(_ reason: String) -> Failure { Failure(offset: index, reason: reason) }

  /// Names the byte at the cursor without quoting file content beyond one character.
  package func describeByte() -> String {
    guard index < bytes.count else { return "end of file" }
    let byte = bytes[index]
    if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x\(hex(byte))"
  }

  private func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
  }

  /// 1-based line and UTF-8 byte column of `offset` (a BOM is not counted).
  package static func lineAndColumn(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (
    line: Int, column: Int
  ) {
    var line = 1
    var lineStart =
      bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    let end = min(offset, bytes.count)
    var position = 0
    while position < end {
      if bytes[position] == 0x0A {
        line += 1
        lineStart = position + 1
      }
      position += 1
    }
    return (line, max(1, offset - lineStart + 1))
  }
}
