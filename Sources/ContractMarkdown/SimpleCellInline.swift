/// Reads the inline content of a table cell that uses only the simplest inline syntax, without
/// cmark: literal text, code spans (`` `refresh_token` ``) and, when no HTML is wanted, plain
/// inline links (`[the rules](../004/limits.md#retry)`). Most cells of a docs table are like
/// that, and each one cmark reads costs a second parse of its text.
///
/// The reader gives exactly what cmark gives or nothing: anything outside that subset (other
/// inline syntax, a backtick string without a closing string, a link with a title, spaces,
/// parentheses, escapes or entities in its destination, brackets or syntax in its text) makes
/// it answer nil, and the cell goes to cmark. Control bytes outside code spans do too.
enum SimpleCellInline {
  struct Content {
    var text: String
    /// Empty unless asked for.
    var html: String
    var links: [Link]
  }

  /// The content of `source` (a cell's trimmed text, `\|` already unescaped) that starts at
  /// `location`, or nil when cmark must read it. Links are read only when `renderHTML` is off
  /// (cmark's href escaping is not repeated here).
  static func read(
    _ source: UnsafeBufferPointer<UInt8>, renderHTML: Bool, at location: SourceLocation
  )
    -> Content?
  {
    let tick = UInt8(ascii: "`")
    let open = UInt8(ascii: "[")
    var html: [UInt8] = []
    if renderHTML { html.reserveCapacity(source.count + 16) }
    var links: [Link] = []
    let count = source.count
    var failed = false
    // The text is the source less its syntax, never longer: written straight into the string.
    let text = String(unsafeUninitializedCapacity: count) { output in
      var written = 0
      func write(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) {
        guard !bytes.isEmpty else { return }
        _ = UnsafeMutableBufferPointer(rebasing: output[written..<(written + bytes.count)])
          .initialize(from: bytes)
        written += bytes.count
      }
      var index = 0
      while index < count {
        var next = index
        while next < count, source[next] != tick, source[next] != open {
          guard isLiteral(source[next]) else {
            failed = true
            return 0
          }
          next += 1
        }
        write(source[index..<next])
        if renderHTML { CmarkTextEscaping.append(escaping: source[index..<next], to: &html) }
        guard next < count else { break }
        if source[next] == open {
          guard !renderHTML, let link = inlineLink(source, at: next) else {
            failed = true
            return 0
          }
          write(link.text)
          links.append(
            Link(
              destination: String(decoding: link.destination, as: UTF8.self), title: "",
              text: String(decoding: link.text, as: UTF8.self), isImage: false,
              location: SourceLocation(line: location.line, column: location.column + next)))
          index = link.end
          continue
        }
        guard let span = codeSpan(source, at: next) else {
          failed = true
          return 0
        }
        write(span.content)
        if renderHTML {
          html.append(contentsOf: "<code>".utf8)
          CmarkTextEscaping.append(escaping: span.content, to: &html)
          html.append(contentsOf: "</code>".utf8)
        }
        index = span.end
      }
      return written
    }
    guard !failed else { return nil }
    return Content(text: text, html: String(decoding: html, as: UTF8.self), links: links)
  }

  /// A byte that is text in cmark wherever it stands: none of the bytes that can start inline
  /// syntax (`` ` ``, `*`, `_`, `[`, `]`, `!`, `<`, `&`, `\`) and no control byte.
  private static func isLiteral(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["),
      UInt8(ascii: "]"), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: "&"),
      UInt8(ascii: "\\"), 0..<0x20, 0x7F:
      false
    default:
      true
    }
  }

  /// A destination byte cmark takes as it is: ASCII letters, digits and `-._~:/?#@$+,;=%*`
  /// (no space, parenthesis, quote, escape, entity or angle bracket).
  private static func isPlainDestination(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: ":"), UInt8(ascii: "/"),
      UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: "@"), UInt8(ascii: "$"),
      UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="),
      UInt8(ascii: "%"), UInt8(ascii: "*"):
      true
    default:
      false
    }
  }

  /// `[text](destination)` at `start`: text of literal bytes (at least one), then at once a
  /// destination of plain bytes (at least one) and `)`. Nil for anything else.
  private static func inlineLink(_ source: UnsafeBufferPointer<UInt8>, at start: Int) -> (
    text: Slice<UnsafeBufferPointer<UInt8>>, destination: Slice<UnsafeBufferPointer<UInt8>>,
    end: Int
  )? {
    let count = source.count
    var close = start + 1
    while close < count, isLiteral(source[close]) { close += 1 }
    guard close > start + 1, close + 1 < count, source[close] == UInt8(ascii: "]"),
      source[close + 1] == UInt8(ascii: "(")
    else { return nil }
    var end = close + 2
    while end < count, isPlainDestination(source[end]) { end += 1 }
    guard end > close + 2, end < count, source[end] == UInt8(ascii: ")") else { return nil }
    return (source[(start + 1)..<close], source[(close + 2)..<end], end + 1)
  }

  /// The code span whose opening backtick string starts at `start`: its content, normalised
  /// as cmark does (a cell holds no line ending: one space off each end when both ends are
  /// spaces and not everything is), and where it ends. Nil when no backtick string of the same
  /// length closes it.
  private static func codeSpan(_ source: UnsafeBufferPointer<UInt8>, at start: Int) -> (
    content: Slice<UnsafeBufferPointer<UInt8>>, end: Int
  )? {
    let tick = UInt8(ascii: "`")
    let count = source.count
    var opening = 0
    while start + opening < count, source[start + opening] == tick { opening += 1 }
    var probe = start + opening
    while probe < count {
      guard source[probe] == tick else {
        probe += 1
        continue
      }
      var length = 0
      while probe + length < count, source[probe + length] == tick { length += 1 }
      if length == opening {
        var content = source[(start + opening)..<probe]
        if content.count >= 2, content.first == 0x20, content.last == 0x20,
          content.contains(where: { $0 != 0x20 })
        {
          content = content.dropFirst().dropLast()
        }
        return (content, probe + length)
      }
      probe += length
    }
    return nil
  }
}
