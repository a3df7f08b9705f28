import Foundation

/// A decision-table cell's Markdown source read as a writer means it: inline code spans are
/// literal text, everything between them is plain text with backslash escapes resolved (so the
/// table's `\|` is `|`). Fixtures use it to read structured input cells such as
/// `` DRIVER_APP_ORDERS = Pedidos; LOGIN = `Iniciar sesión` ``.
public struct CellText: Sendable, Hashable {
  /// A run of plain text or one code span.
  public struct Part: Sendable, Hashable {
    /// The text: escapes resolved for plain text, the span's content for code.
    public var text: String
    /// Whether the part is a code span (literal text, never a rule or a separator).
    public var isLiteral: Bool
    /// The Markdown source of the part.
    public var source: String
  }

  /// The cell's parts in order.
  public private(set) var parts: [Part]

  /// Reads a cell's Markdown source.
  public init(markdown: String) {
    parts = Self.tokenize(Array(markdown))
  }

  private init(parts: [Part]) {
    self.parts = parts
  }

  /// The Markdown source, as written.
  public var source: String { parts.map(\.source).joined() }

  /// The text with code spans unwrapped and escapes resolved, trimmed.
  public var text: String {
    parts.map(\.text).joined().trimmingCharacters(in: .whitespaces)
  }

  /// Whether the cell is exactly one code span (surrounding spaces aside): literal text.
  public var isLiteral: Bool {
    let meaningful = parts.filter { $0.isLiteral || !$0.text.allSatisfy(\.isWhitespace) }
    return meaningful.count == 1 && meaningful[0].isLiteral
  }

  /// The literal content when the cell is one code span.
  public var literal: String? {
    isLiteral ? parts.first(where: \.isLiteral)?.text : nil
  }

  /// Whether the cell holds nothing but whitespace.
  public var isBlank: Bool {
    parts.allSatisfy { !$0.isLiteral && $0.text.allSatisfy(\.isWhitespace) }
  }

  /// The plain text the cell starts with, when it does not start with a code span.
  public var leadingPlainText: String {
    guard let first = parts.first, !first.isLiteral else { return "" }
    return first.text
  }

  /// Splits the cell at `separator` where it occurs in plain text (never inside a code span);
  /// each piece keeps its own parts. `a; `b; c`; d` splits into three.
  public func split(separator: Character) -> [CellText] {
    var pieces: [[Part]] = [[]]
    for part in parts {
      guard !part.isLiteral, part.source.contains(separator) else {
        pieces[pieces.count - 1].append(part)
        continue
      }
      // Split plain source at unescaped separators, re-reading each side.
      var current: [Character] = []
      var escaped = false
      for character in part.source {
        if escaped {
          current.append(character)
          escaped = false
        } else if character == "\\" {
          current.append(character)
          escaped = true
        } else if character == separator {
          pieces[pieces.count - 1] += Self.tokenize(current)
          pieces.append([])
          current = []
        } else {
          current.append(character)
        }
      }
      pieces[pieces.count - 1] += Self.tokenize(current)
    }
    return pieces.map { CellText(parts: $0) }
  }

  /// Splits once at the first `separator` in plain text: `KEY = value` → (`KEY`, `value`).
  public func splitOnce(separator: Character) -> (CellText, CellText)? {
    let pieces = split(separator: separator)
    guard pieces.count >= 2 else { return nil }
    var rest = pieces[1].parts
    for piece in pieces.dropFirst(2) {
      rest += Self.tokenize([separator]) + piece.parts
    }
    return (pieces[0], CellText(parts: rest))
  }

  // MARK: Reading Markdown

  private static func tokenize(_ characters: [Character]) -> [Part] {
    var parts: [Part] = []
    var plainText = ""
    var plainSource = ""
    func flushPlain() {
      if !plainSource.isEmpty {
        parts.append(Part(text: plainText, isLiteral: false, source: plainSource))
      }
      plainText = ""
      plainSource = ""
    }
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "\\", index + 1 < characters.count,
        characters[index + 1].isASCII,
        characters[index + 1].isPunctuation
          || characters[index + 1].isSymbol
      {
        plainText.append(characters[index + 1])
        plainSource.append(character)
        plainSource.append(characters[index + 1])
        index += 2
        continue
      }
      if character == "`" {
        let run = runLength(characters, from: index)
        if let close = closingRun(characters, from: index + run, length: run) {
          flushPlain()
          let content = String(characters[(index + run)..<close])
          parts.append(
            Part(
              text: codeContent(content), isLiteral: true,
              source: String(characters[index..<(close + run)])))
          index = close + run
          continue
        }
        let ticks = String(repeating: "`", count: run)
        plainText += ticks
        plainSource += ticks
        index += run
        continue
      }
      plainText.append(character)
      plainSource.append(character)
      index += 1
    }
    flushPlain()
    return parts
  }

  private static func runLength(_ characters: [Character], from start: Int) -> Int {
    var end = start
    while end < characters.count, characters[end] == "`" { end += 1 }
    return end - start
  }

  /// Where a backtick run of exactly `length` starts, at or after `start`.
  private static func closingRun(_ characters: [Character], from start: Int, length: Int) -> Int? {
    var index = start
    while index < characters.count {
      if characters[index] == "`" {
        let run = runLength(characters, from: index)
        if run == length { return index }
        index += run
      } else {
        index += 1
      }
    }
    return nil
  }

  /// CommonMark code span content: line endings become spaces, one space stripped from each
  /// side when both have one; the table's `\|` is `|`.
  private static func codeContent(_ raw: String) -> String {
    var content = raw.replacingOccurrences(of: "\\|", with: "|")
      .replacingOccurrences(of: "\n", with: " ")
    if content.count >= 2, content.first == " ", content.last == " ",
      !content.allSatisfy({ $0 == " " })
    {
      content.removeFirst()
      content.removeLast()
    }
    return content
  }
}
