import Foundation
import Support

/// A placeholder token in copy: `_name_`, `_order_id_`, `:amount:`, `{{x}}`, `%s`, `%@`,
/// `%1$s`.
///
/// A translation must carry the same placeholders as the fallback, or the app shows a raw
/// token or drops a value (an order number, an amount) that the driver needs.
public struct Placeholder: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  /// The syntax family of a placeholder.
  public enum Style: String, Sendable, Hashable, Codable {
    /// `_name_`, the Ordering apps' style.
    case underscore
    /// `:amount:`.
    case colon
    /// `{{name}}`, i18next/Mustache interpolation.
    case braces
    /// printf-style `%s`, `%d`, `%@`, `%1$s`.
    case printf
  }

  /// The token as it should be compared: `{{ x }}` is `{{x}}`, and unpositioned printf
  /// specifiers are numbered by order (`%s %s` → `%1$s`, `%2$s`), so a translation may
  /// reorder positional arguments.
  public var token: String
  /// The syntax family.
  public var style: Style
  /// UTF-8 byte range of the token in the text it was found in.
  public var range: Range<Int>

  /// Creates a placeholder.
  public init(token: String, style: Style, range: Range<Int>) {
    self.token = token
    self.style = style
    self.range = range
  }

  /// The token.
  public var description: String { token }

  /// Orders by token.
  public static func < (lhs: Placeholder, rhs: Placeholder) -> Bool { lhs.token < rhs.token }

  /// Every placeholder in `text`, in order of appearance.
  public static func all(in text: String) -> [Placeholder] {
    text.withBorrowedUTF8 { all(inUTF8: $0) }
  }

  /// Every placeholder in a text's UTF-8, in order of appearance.
  static func all(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> [Placeholder] {
    PlaceholderScanner(bytes: bytes).scan()
  }

  /// The placeholders `translation` lacks and those it adds, compared with `source` as
  /// multisets of tokens; `nil` when they agree.
  public static func mismatch(source: String, translation: String) -> PlaceholderMismatch? {
    mismatch(expected: all(in: source).map(\.token), translation: translation)
  }

  /// ``mismatch(source:translation:)`` with the source's tokens already known, so a fallback
  /// shared by many locales is scanned once. A translation without any byte a placeholder can
  /// start with is not scanned at all.
  static func mismatch(expected: [String], translation: String) -> PlaceholderMismatch? {
    translation.withBorrowedUTF8 { mismatch(expected: expected, translationUTF8: $0) }
  }

  /// ``mismatch(expected:translation:)`` of a translation's UTF-8.
  static func mismatch(expected: [String], translationUTF8 translation: UnsafeBufferPointer<UInt8>)
    -> PlaceholderMismatch?
  {
    if expected.isEmpty, !mayContainPlaceholder(translation) { return nil }
    let found = PlaceholderScanner(bytes: translation).scan().map(\.token)
    // The usual case: the same tokens in the same order.
    if found == expected { return nil }
    var remaining: [String: Int] = [:]
    for token in expected { remaining[token, default: 0] += 1 }
    var unexpected: [String] = []
    for token in found {
      if let count = remaining[token], count > 0 {
        remaining[token] = count - 1
      } else {
        unexpected.append(token)
      }
    }
    let missing = expected.filter { token in
      guard let count = remaining[token], count > 0 else { return false }
      remaining[token] = count - 1
      return true
    }
    if missing.isEmpty, unexpected.isEmpty { return nil }
    return PlaceholderMismatch(missing: missing, unexpected: unexpected)
  }
}

extension Placeholder {
  /// False when `text` has none of the bytes a placeholder starts with (`_ : { %`), so it
  /// certainly holds none.
  static func mayContainPlaceholder(_ text: String) -> Bool {
    text.withBorrowedUTF8 { mayContainPlaceholder($0) }
  }

  /// ``mayContainPlaceholder(_:)`` of a text's UTF-8.
  static func mayContainPlaceholder(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.contains { byte in
      byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "{")
        || byte == UInt8(ascii: "%")
    }
  }
}

/// Finds placeholders over UTF-8 bytes without regular expressions.
private struct PlaceholderScanner {
  let bytes: UnsafeBufferPointer<UInt8>

  func scan() -> [Placeholder] {
    var found: [Placeholder] = []
    var printfCount = 0
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "_") where !isWord(before: index):
        if let end = underscoreEnd(from: index) {
          found.append(make(index..<end, .underscore))
          index = end
          continue
        }
      case UInt8(ascii: ":") where !isWord(before: index):
        if let end = colonEnd(from: index) {
          found.append(make(index..<end, .colon))
          index = end
          continue
        }
      case UInt8(ascii: "{") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "{"):
        if let (end, name) = bracesEnd(from: index) {
          found.append(Placeholder(token: "{{\(name)}}", style: .braces, range: index..<end))
          index = end
          continue
        }
      case UInt8(ascii: "%"):
        if index + 1 < count, bytes[index + 1] == UInt8(ascii: "%") {
          index += 2
          continue
        }
        if let (end, position, conversion) = printfEnd(from: index) {
          let number: Int
          if let position {
            number = position
          } else {
            printfCount += 1
            number = printfCount
          }
          found.append(
            Placeholder(token: "%\(number)$\(conversion)", style: .printf, range: index..<end))
          index = end
          continue
        }
      default:
        break
      }
      index += 1
    }
    return found
  }

  private func make(_ range: Range<Int>, _ style: Placeholder.Style) -> Placeholder {
    Placeholder(
      token: String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self),
      style: style, range: range)
  }

  private func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
  }

  /// ASCII word bytes only: scripts that attach prefixes to a placeholder (Hebrew `ל_name_`,
  /// Arabic `ال`) still get it replaced by the app, so they must not hide it.
  private func isWord(before index: Int) -> Bool {
    index > 0 && isWordByte(bytes[index - 1])
  }

  /// `_name_`: a run of word bytes that starts and ends with `_` and holds a letter.
  private func underscoreEnd(from start: Int) -> Int? {
    var end = start + 1
    var hasLetter = false
    while end < bytes.count, isWordByte(bytes[end]) {
      if bytes[end] != UInt8(ascii: "_"), bytes[end] > UInt8(ascii: "9") { hasLetter = true }
      end += 1
    }
    guard hasLetter, end - start >= 3, bytes[end - 1] == UInt8(ascii: "_") else { return nil }
    return end
  }

  /// `:name:`: an identifier starting with a letter between colons.
  private func colonEnd(from start: Int) -> Int? {
    var end = start + 1
    guard end < bytes.count, isLetter(bytes[end]) else { return nil }
    while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
    guard end < bytes.count, bytes[end] == UInt8(ascii: ":") else { return nil }
    end += 1
    if end < bytes.count, isWordByte(bytes[end]) { return nil }
    return end
  }

  /// `{{ name }}` with an identifier-like name (dots and dashes allowed).
  private func bracesEnd(from start: Int) -> (Int, String)? {
    var position = start + 2
    var name: [UInt8] = []
    while position + 1 < bytes.count, position - start < 80 {
      let byte = bytes[position]
      if byte == UInt8(ascii: "}"), bytes[position + 1] == UInt8(ascii: "}") {
        guard !name.isEmpty else { return nil }
        return (position + 2, String(decoding: name, as: UTF8.self))
      }
      if isWordByte(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") {
        name.append(byte)
      } else if byte != UInt8(ascii: " ") {
        return nil
      }
      position += 1
    }
    return nil
  }

  /// `%[n$][l|ll|h]conversion` with conversion one of `@ s d i u f x X c`.
  private func printfEnd(from start: Int) -> (Int, Int?, String)? {
    var position = start + 1
    var argument: Int?
    var digitsEnd = position
    while digitsEnd < bytes.count, bytes[digitsEnd] >= UInt8(ascii: "0"),
      bytes[digitsEnd] <= UInt8(ascii: "9")
    {
      digitsEnd += 1
    }
    if digitsEnd > position, digitsEnd < bytes.count, bytes[digitsEnd] == UInt8(ascii: "$") {
      argument = Int(
        String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<digitsEnd]), as: UTF8.self))
      position = digitsEnd + 1
    }
    var lengthModifier = ""
    while position < bytes.count,
      bytes[position] == UInt8(ascii: "l")
        || bytes[position] == UInt8(ascii: "h"), lengthModifier.count < 2
    {
      lengthModifier.append(Character(Unicode.Scalar(bytes[position])))
      position += 1
    }
    guard position < bytes.count else { return nil }
    let conversion = bytes[position]
    guard "@sdiufxXc".utf8.contains(conversion) else { return nil }
    let end = position + 1
    if conversion != UInt8(ascii: "@"), end < bytes.count, isLetter(bytes[end]) { return nil }
    return (end, argument, lengthModifier + String(Character(Unicode.Scalar(conversion))))
  }

  private func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }
}
