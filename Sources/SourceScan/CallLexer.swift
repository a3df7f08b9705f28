import Foundation

/// A single-pass lexer over one file's UTF-8 bytes that finds translation calls.
///
/// It knows just enough of JavaScript/TypeScript (strings, template literals, comments, regex
/// literals, JSX text) and Swift (strings, raw and multi-line strings, interpolation, nested
/// comments) to tell code from text, so `t(` inside a comment, a string or JSX text is not a
/// call. It never builds a `String` for source it skips.
struct CallLexer {
  /// The source language, which decides the lexical rules.
  enum Dialect: Sendable {
    case javaScript(jsx: Bool)
    case swift
  }

  /// One call found, by byte offset of the function name.
  enum Hit {
    case key(String, fallback: String?, offset: Int)
    case dynamic(expression: String, offset: Int)

    var offset: Int {
      switch self {
      case .key(_, _, let offset), .dynamic(_, let offset): offset
      }
    }
  }

  private enum Mode {
    /// Code; `closer` is the byte that ends this nested code (`}` or `)`), 0 at top level.
    case code(closer: UInt8, depth: Int)
    case template
    case swiftString(hashes: Int, multiline: Bool)
    case jsxTag
    case jsxChildren
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  private let count: Int
  private let isSwift: Bool
  private let allowsJSX: Bool
  private let names: [[UInt8]]
  private let firstByteMask: (UInt64, UInt64)
  /// Bit `n` is set when some name is `n` bytes long (all bits for names of 64 bytes or more),
  /// so most identifiers are rejected without looking at the names.
  private let nameLengthMask: UInt64
  private var index = 0
  private var modes: [Mode] = [.code(closer: 0, depth: 0)]
  private var regexAllowed = true
  private var declarationPending = false
  private(set) var hits: [Hit] = []

  init(bytes: UnsafeBufferPointer<UInt8>, dialect: Dialect, functionNames: [[UInt8]]) {
    self.bytes = bytes
    self.count = bytes.count
    self.names = functionNames
    var mask: [UInt64] = [0, 0]
    for name in functionNames {
      if let first = name.first, first < 128 { mask[Int(first) >> 6] |= 1 << (UInt64(first) & 63) }
    }
    firstByteMask = (mask[0], mask[1])
    nameLengthMask = functionNames.reduce(0) { lengths, name in
      name.count >= 64 ? UInt64.max : lengths | 1 << UInt64(name.count)
    }
    switch dialect {
    case .javaScript(let jsx):
      isSwift = false
      allowsJSX = jsx
    case .swift:
      isSwift = true
      allowsJSX = false
    }
    if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    if index + 1 < count, bytes[index] == .hash, bytes[index + 1] == .bang {
      skipLine()
    }
  }

  /// Runs the lexer to the end of the input and returns the calls found, in source order.
  mutating func run() -> [Hit] {
    while index < count {
      switch modes[modes.count - 1] {
      case .code(let closer, let depth): lexCode(closer: closer, depth: depth)
      case .template: lexTemplate()
      case .swiftString(let hashes, let multiline):
        lexSwiftString(hashes: hashes, multiline: multiline)
      case .jsxTag: lexJSXTag()
      case .jsxChildren: lexJSXChildren()
      }
    }
    return hits
  }

  // MARK: - Code

  private mutating func lexCode(closer: UInt8, depth startDepth: Int) {
    var depth = startDepth
    while index < count {
      let byte = bytes[index]
      switch byte {
      case .space, .tab, .newline, .carriageReturn, 0x0B, 0x0C:
        index += 1
      case .slash:
        let next = peek(1)
        if next == .slash {
          skipLine()
        } else if next == .star {
          skipBlockComment()
        } else if regexAllowed, !isSwift || (next != .space && next != .newline), skipRegex() {
          regexAllowed = false
        } else {
          index += 1
          regexAllowed = true
        }
      case .singleQuote where !isSwift, .doubleQuote where !isSwift:
        index = endOfQuoted(from: index) ?? (index + 1)
        regexAllowed = false
      case .backtick where !isSwift:
        index += 1
        regexAllowed = false
        saveDepth(depth)
        modes.append(.template)
        return
      case .backtick:
        index += 1
        while index < count, bytes[index] != .backtick, bytes[index] != .newline { index += 1 }
        if index < count, bytes[index] == .backtick { index += 1 }
        regexAllowed = false
      case .doubleQuote:
        startSwiftString(hashes: 0)
        saveDepth(depth)
        return
      case .hash where isSwift:
        var end = index
        while end < count, bytes[end] == .hash { end += 1 }
        if end < count, bytes[end] == .doubleQuote {
          let hashes = end - index
          index = end
          startSwiftString(hashes: hashes)
          saveDepth(depth)
          return
        }
        index = end
        regexAllowed = true
      case .openBrace:
        depth += 1
        index += 1
        regexAllowed = true
      case .closeBrace:
        index += 1
        regexAllowed = true
        if depth == 0 {
          if closer == .closeBrace {
            modes.removeLast()
            return
          }
        } else {
          depth -= 1
        }
      case .openParen:
        if closer == .closeParen { depth += 1 }
        index += 1
        regexAllowed = true
      case .closeParen:
        index += 1
        regexAllowed = false
        if closer == .closeParen {
          if depth == 0 {
            modes.removeLast()
            return
          }
          depth -= 1
        }
      case .closeBracket:
        index += 1
        regexAllowed = false
      case .lessThan where allowsJSX && regexAllowed:
        let next = peek(1)
        if next == .greaterThan || isIdentifierStart(next) {
          index += 1
          saveDepth(depth)
          modes.append(.jsxTag)
          return
        }
        index += 1
        regexAllowed = true
      case _ where isIdentifierStart(byte) || (byte == .hash && !isSwift):
        lexIdentifier()
      case _ where byte >= .zero && byte <= .nine:
        index += 1
        while index < count, isIdentifierPart(bytes[index]) || bytes[index] == .dot { index += 1 }
        regexAllowed = false
      default:
        index += 1
        regexAllowed = true
      }
    }
  }

  /// Stores the current code depth back into the mode stack before a nested mode is pushed.
  private mutating func saveDepth(_ depth: Int) {
    if case .code(let closer, _) = modes[modes.count - 1] {
      modes[modes.count - 1] = .code(closer: closer, depth: depth)
    }
  }

  private mutating func lexIdentifier() {
    let start = index
    index += 1
    while index < count, isIdentifierPart(bytes[index]) { index += 1 }
    let length = index - start
    let wasDeclaration = declarationPending
    declarationPending = false
    regexAllowed = false
    if bytes[start] == .hash { return }
    if !wasDeclaration, matchesFunctionName(start: start, length: length) {
      detectCall(nameStart: start, nameEnd: index)
      return
    }
    if length <= 10 {
      switch keyword(start: start, length: length) {
      case .declaration: declarationPending = true
      case .expressionPrefix: regexAllowed = true
      case .none: break
      }
    }
  }

  private enum Keyword { case declaration, expressionPrefix }

  /// Recognizes the few keywords that matter: declarations (`function`, `func`, `def`) and
  /// words after which a `/` starts a regex or a `<` starts JSX. Runs for most identifiers, so
  /// it compares bytes against static text without building an array or a string.
  private func keyword(start: Int, length: Int) -> Keyword? {
    let first = bytes[start]
    guard first >= UInt8(ascii: "a"), first <= UInt8(ascii: "y") else { return nil }
    func isWord(_ word: StaticString) -> Bool {
      word.utf8Start.pointee == first && equals(word, start: start)
    }
    switch length {
    case 2: return isWord("in") || isWord("of") || isWord("do") ? .expressionPrefix : nil
    case 3:
      if isWord("def") { return .declaration }
      return isWord("new") ? .expressionPrefix : nil
    case 4:
      if isWord("func") { return .declaration }
      return isWord("void") || isWord("case") || isWord("else") ? .expressionPrefix : nil
    case 5:
      return isWord("throw") || isWord("yield") || isWord("await") ? .expressionPrefix : nil
    case 6:
      return isWord("return") || isWord("typeof") || isWord("delete") ? .expressionPrefix : nil
    case 8: return isWord("function") ? .declaration : nil
    case 10: return isWord("instanceof") ? .expressionPrefix : nil
    default: return nil
    }
  }

  private func equals(_ word: StaticString, start: Int) -> Bool {
    let pointer = word.utf8Start
    for offset in 1..<word.utf8CodeUnitCount where pointer[offset] != bytes[start + offset] {
      return false
    }
    return true
  }

  private func matchesFunctionName(start: Int, length: Int) -> Bool {
    let first = bytes[start]
    guard first < 128,
      (first < 64 ? firstByteMask.0 : firstByteMask.1) & (1 << (UInt64(first) & 63)) != 0,
      length >= 64 || nameLengthMask & (1 << UInt64(length)) != 0
    else {
      return false
    }
    for name in names where equals(name, start: start, length: length) { return true }
    return false
  }

  private func equals(_ word: [UInt8], start: Int, length: Int) -> Bool {
    guard word.count == length else { return false }
    for offset in 0..<length where word[offset] != bytes[start + offset] { return false }
    return true
  }

  // MARK: - Calls

  private mutating func detectCall(nameStart: Int, nameEnd: Int) {
    var position = skipTrivia(from: nameEnd)
    guard position < count, bytes[position] == .openParen else { return }
    position = skipTrivia(from: position + 1)
    guard position < count else { return }
    if bytes[position] == .closeParen {
      hits.append(.dynamic(expression: "", offset: nameStart))
      return
    }
    if case .literal(let key, let end) = literal(at: position) {
      let after = skipTrivia(from: end)
      if after < count, bytes[after] == .comma || bytes[after] == .closeParen, !key.isEmpty {
        var fallback: String?
        if bytes[after] == .comma {
          let fallbackStart = skipTrivia(from: after + 1)
          if case .literal(let text, let fallbackEnd) = literal(at: fallbackStart) {
            let next = skipTrivia(from: fallbackEnd)
            if next < count, bytes[next] == .comma || bytes[next] == .closeParen {
              fallback = text
            }
          }
        }
        hits.append(.key(key, fallback: fallback, offset: nameStart))
        return
      }
    }
    hits.append(.dynamic(expression: argumentText(from: position), offset: nameStart))
  }

  private enum LiteralScan {
    case literal(String, end: Int)
    case notLiteral
  }

  /// Reads a plain string literal starting at `position`: quoted, back-quoted without `${`,
  /// or a Swift string without interpolation. Anything else is not a literal key.
  private func literal(at position: Int) -> LiteralScan {
    guard position < count else { return .notLiteral }
    let quote = bytes[position]
    if isSwift {
      var hashes = 0
      var open = position
      while open < count, bytes[open] == .hash {
        hashes += 1
        open += 1
      }
      guard open < count, bytes[open] == .doubleQuote else { return .notLiteral }
      if open + 2 < count, bytes[open + 1] == .doubleQuote, bytes[open + 2] == .doubleQuote {
        return .notLiteral
      }
      return quotedLiteral(contentStart: open + 1, quote: .doubleQuote, hashes: hashes)
    }
    guard quote == .singleQuote || quote == .doubleQuote || quote == .backtick else {
      return .notLiteral
    }
    return quotedLiteral(contentStart: position + 1, quote: quote, hashes: 0)
  }

  private func quotedLiteral(contentStart: Int, quote: UInt8, hashes: Int) -> LiteralScan {
    // Most literals have no escape: their text is the bytes between the quotes, copied once.
    var position = contentStart
    while position < count {
      let byte = bytes[position]
      if byte == quote, hashesFollow(position + 1, hashes) {
        return .literal(
          String(
            decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<position]), as: UTF8.self),
          end: position + 1 + hashes)
      }
      if byte == .backslash || byte == .newline || byte == .dollar { break }
      position += 1
    }
    var decoded: [UInt8] = []
    position = contentStart
    while position < count {
      let byte = bytes[position]
      if byte == quote, hashesFollow(position + 1, hashes) {
        return .literal(String(decoding: decoded, as: UTF8.self), end: position + 1 + hashes)
      }
      if byte == .backslash, hashesFollow(position + 1, hashes) {
        let escape = position + 1 + hashes
        guard escape < count else { return .notLiteral }
        if isSwift, bytes[escape] == .openParen { return .notLiteral }
        position = decodeEscape(at: escape, into: &decoded)
        continue
      }
      if quote == .backtick, byte == .dollar, position + 1 < count,
        bytes[position + 1] == .openBrace
      {
        return .notLiteral
      }
      if byte == .newline, quote != .backtick { return .notLiteral }
      decoded.append(byte)
      position += 1
    }
    return .notLiteral
  }

  private func hashesFollow(_ position: Int, _ hashes: Int) -> Bool {
    guard hashes > 0 else { return true }
    guard position + hashes <= count else { return false }
    for offset in 0..<hashes where bytes[position + offset] != .hash { return false }
    return true
  }

  /// Decodes the escape whose character is at `position` (just after the backslash) and
  /// returns the position after it.
  private func decodeEscape(at position: Int, into out: inout [UInt8]) -> Int {
    let byte = bytes[position]
    switch byte {
    case UInt8(ascii: "n"): out.append(.newline)
    case UInt8(ascii: "t"): out.append(.tab)
    case UInt8(ascii: "r"): out.append(.carriageReturn)
    case UInt8(ascii: "b") where !isSwift: out.append(0x08)
    case UInt8(ascii: "f") where !isSwift: out.append(0x0C)
    case UInt8(ascii: "v") where !isSwift: out.append(0x0B)
    case .zero: out.append(0)
    case .newline: break
    case .carriageReturn:
      if position + 1 < count, bytes[position + 1] == .newline { return position + 2 }
    case UInt8(ascii: "x") where !isSwift:
      if let value = hexValue(position + 1, length: 2) {
        appendScalar(value, to: &out)
        return position + 3
      }
      out.append(byte)
    case UInt8(ascii: "u"):
      if position + 1 < count, bytes[position + 1] == .openBrace {
        var end = position + 2
        while end < count, end - position < 12, bytes[end] != .closeBrace { end += 1 }
        if end < count, bytes[end] == .closeBrace,
          let value = hexValue(position + 2, length: end - position - 2)
        {
          appendScalar(value, to: &out)
          return end + 1
        }
      } else if !isSwift, let value = hexValue(position + 1, length: 4) {
        if (0xD800..<0xDC00).contains(value), position + 10 < count,
          bytes[position + 5] == .backslash, bytes[position + 6] == UInt8(ascii: "u"),
          let low = hexValue(position + 7, length: 4), (0xDC00..<0xE000).contains(low)
        {
          appendScalar(0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00), to: &out)
          return position + 11
        }
        appendScalar(value, to: &out)
        return position + 5
      }
      out.append(byte)
    default:
      out.append(byte)
    }
    return position + 1
  }

  private func hexValue(_ start: Int, length: Int) -> UInt32? {
    guard length > 0, length <= 8, start + length <= count else { return nil }
    var value: UInt32 = 0
    for offset in 0..<length {
      let byte = bytes[start + offset]
      let digit: UInt8
      switch byte {
      case .zero ... .nine: digit = byte - .zero
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  private func appendScalar(_ value: UInt32, to out: inout [UInt8]) {
    let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
    out.append(contentsOf: String(Character(scalar)).utf8)
  }

  /// The first argument's source text, whitespace folded, for listing a dynamic call.
  private func argumentText(from start: Int) -> String {
    var depth = 0
    var position = start
    let limit = min(count, start + 2_000)
    // Characters read so far (a whitespace run counts once; strings are counted byte by byte
    // as scalars): past what can be shown, the rest of the argument need not be read. A file
    // of many dynamic calls ('t((' repeated, minified code) must not read 2,000 bytes per call.
    var shown = 0
    var inWhitespace = false
    var truncated = false
    func tally(_ byte: UInt8) {
      switch byte {
      case .space, .tab, .newline, .carriageReturn, 0x0B, 0x0C:
        if !inWhitespace { shown += 1 }
        inWhitespace = true
      default:
        if byte & 0xC0 != 0x80 { shown += 1 }
        inWhitespace = false
      }
    }
    scan: while position < limit {
      let byte = bytes[position]
      tally(byte)
      if shown > 122 {
        truncated = true
        break scan
      }
      switch byte {
      case .openParen, .openBracket, .openBrace:
        depth += 1
      case .closeParen, .closeBracket, .closeBrace:
        if depth == 0 { break scan }
        depth -= 1
      case .comma where depth == 0:
        break scan
      case .doubleQuote, .singleQuote, .backtick:
        if isSwift, byte != .doubleQuote { break }
        position += 1
        while position < limit, bytes[position] != byte, shown <= 122 {
          tally(bytes[position])
          if bytes[position] == .backslash { position += 1 }
          position += 1
        }
      default:
        break
      }
      position += 1
    }
    let raw = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[start..<min(position, limit)]),
      as: UTF8.self)
    // Whitespace folded and cut at 120 characters, reading only as far as needed.
    var folded = ""
    var length = 0
    var pendingSpace = false
    for character in raw {
      if character.isWhitespace {
        pendingSpace = length > 0
        continue
      }
      if pendingSpace {
        folded.append(" ")
        length += 1
        pendingSpace = false
      }
      folded.append(character)
      length += 1
      if length > 120 { break }
    }
    return truncated || length > 120 ? String(folded.prefix(119)) + "…" : folded
  }

  // MARK: - Strings, comments, regex

  /// The position after a `'`/`"` string starting at `start`, or `nil` when unterminated on
  /// its line (then only the quote is skipped, which keeps a stray apostrophe harmless).
  private func endOfQuoted(from start: Int) -> Int? {
    let quote = bytes[start]
    var position = start + 1
    while position < count {
      let byte = bytes[position]
      if byte == quote { return position + 1 }
      if byte == .backslash {
        position += 2
        continue
      }
      if byte == .newline { return nil }
      position += 1
    }
    return nil
  }

  private mutating func skipLine() {
    while index < count, bytes[index] != .newline { index += 1 }
  }

  private mutating func skipBlockComment() {
    index += 2
    var depth = 1
    while index < count {
      let byte = bytes[index]
      if byte == .star, peek(1) == .slash {
        index += 2
        depth -= 1
        if depth == 0 || !isSwift { return }
      } else if isSwift, byte == .slash, peek(1) == .star {
        index += 2
        depth += 1
      } else {
        index += 1
      }
    }
  }

  /// Skips a regex literal at `index` if one is well formed on this line.
  private mutating func skipRegex() -> Bool {
    var position = index + 1
    var inClass = false
    while position < count {
      let byte = bytes[position]
      switch byte {
      case .newline: return false
      case .backslash: position += 1
      case .openBracket: inClass = true
      case .closeBracket: inClass = false
      case .slash where !inClass:
        position += 1
        while position < count, isIdentifierPart(bytes[position]) { position += 1 }
        index = position
        return true
      default: break
      }
      position += 1
    }
    return false
  }

  private func skipTrivia(from start: Int) -> Int {
    var position = start
    while position < count {
      let byte = bytes[position]
      if byte == .space || byte == .tab || byte == .newline || byte == .carriageReturn {
        position += 1
      } else if byte == .slash, position + 1 < count, bytes[position + 1] == .slash {
        while position < count, bytes[position] != .newline { position += 1 }
      } else if byte == .slash, position + 1 < count, bytes[position + 1] == .star {
        position += 2
        while position + 1 < count, !(bytes[position] == .star && bytes[position + 1] == .slash) {
          position += 1
        }
        position += 2
      } else {
        return position
      }
    }
    return position
  }

  // MARK: - Template literals and Swift strings

  private mutating func lexTemplate() {
    while index < count {
      let byte = bytes[index]
      if byte == .backtick {
        index += 1
        modes.removeLast()
        regexAllowed = false
        return
      }
      if byte == .backslash {
        index += 2
        continue
      }
      if byte == .dollar, peek(1) == .openBrace {
        index += 2
        regexAllowed = true
        modes.append(.code(closer: .closeBrace, depth: 0))
        return
      }
      index += 1
    }
  }

  private mutating func startSwiftString(hashes: Int) {
    let multiline = peek(1) == .doubleQuote && peek(2) == .doubleQuote
    index += multiline ? 3 : 1
    modes.append(.swiftString(hashes: hashes, multiline: multiline))
  }

  private mutating func lexSwiftString(hashes: Int, multiline: Bool) {
    while index < count {
      let byte = bytes[index]
      if byte == .backslash, hashesFollow(index + 1, hashes) {
        let escape = index + 1 + hashes
        if escape < count, bytes[escape] == .openParen {
          index = escape + 1
          regexAllowed = true
          modes.append(.code(closer: .closeParen, depth: 0))
          return
        }
        index = escape + 1
        continue
      }
      if byte == .doubleQuote {
        let closes =
          !multiline || (peek(1) == .doubleQuote && peek(2) == .doubleQuote)
        let quoteEnd = index + (multiline ? 3 : 1)
        if closes, hashesFollow(quoteEnd, hashes) {
          index = quoteEnd + hashes
          modes.removeLast()
          regexAllowed = false
          return
        }
      }
      if byte == .newline, !multiline {
        modes.removeLast()
        return
      }
      index += 1
    }
  }

  // MARK: - JSX

  private mutating func lexJSXTag() {
    while index < count {
      let byte = bytes[index]
      switch byte {
      case .slash where peek(1) == .greaterThan:
        index += 2
        modes.removeLast()
        regexAllowed = false
        return
      case .slash where peek(1) == .slash:
        skipLine()
      case .slash where peek(1) == .star:
        skipBlockComment()
      case .greaterThan:
        index += 1
        modes[modes.count - 1] = .jsxChildren
        return
      case .openBrace:
        index += 1
        regexAllowed = true
        modes.append(.code(closer: .closeBrace, depth: 0))
        return
      case .singleQuote, .doubleQuote:
        index += 1
        while index < count, bytes[index] != byte { index += 1 }
        index += 1
      default:
        index += 1
      }
    }
  }

  private mutating func lexJSXChildren() {
    while index < count {
      let byte = bytes[index]
      if byte == .openBrace {
        index += 1
        regexAllowed = true
        modes.append(.code(closer: .closeBrace, depth: 0))
        return
      }
      if byte == .lessThan {
        if peek(1) == .slash {
          while index < count, bytes[index] != .greaterThan { index += 1 }
          index += 1
          modes.removeLast()
          regexAllowed = false
        } else {
          index += 1
          modes.append(.jsxTag)
        }
        return
      }
      index += 1
    }
  }

  // MARK: - Bytes

  private func peek(_ offset: Int) -> UInt8 {
    index + offset < count ? bytes[index + offset] : 0
  }

  private func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == .underscore
      || byte == .dollar || byte >= 0x80
  }

  private func isIdentifierPart(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || (byte >= .zero && byte <= .nine)
  }
}

extension UInt8 {
  fileprivate static var tab: UInt8 { 0x09 }
  fileprivate static var newline: UInt8 { 0x0A }
  fileprivate static var carriageReturn: UInt8 { 0x0D }
  fileprivate static var space: UInt8 { 0x20 }
  fileprivate static var bang: UInt8 { 0x21 }
  fileprivate static var doubleQuote: UInt8 { 0x22 }
  fileprivate static var hash: UInt8 { 0x23 }
  fileprivate static var dollar: UInt8 { 0x24 }
  fileprivate static var singleQuote: UInt8 { 0x27 }
  fileprivate static var openParen: UInt8 { 0x28 }
  fileprivate static var closeParen: UInt8 { 0x29 }
  fileprivate static var star: UInt8 { 0x2A }
  fileprivate static var comma: UInt8 { 0x2C }
  fileprivate static var dot: UInt8 { 0x2E }
  fileprivate static var slash: UInt8 { 0x2F }
  fileprivate static var zero: UInt8 { 0x30 }
  fileprivate static var nine: UInt8 { 0x39 }
  fileprivate static var lessThan: UInt8 { 0x3C }
  fileprivate static var greaterThan: UInt8 { 0x3E }
  fileprivate static var openBracket: UInt8 { 0x5B }
  fileprivate static var backslash: UInt8 { 0x5C }
  fileprivate static var closeBracket: UInt8 { 0x5D }
  fileprivate static var underscore: UInt8 { 0x5F }
  fileprivate static var backtick: UInt8 { 0x60 }
  fileprivate static var openBrace: UInt8 { 0x7B }
  fileprivate static var closeBrace: UInt8 { 0x7D }
}
