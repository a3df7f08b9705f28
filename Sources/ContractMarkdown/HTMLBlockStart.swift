/// CommonMark's HTML block start conditions 1 to 7, used to decide whether a line after a
/// table starts an HTML block. Condition 7 may start a block here because a table, unlike a
/// paragraph, can be interrupted by it.
enum HTMLBlockStart {
  private static let type1: [String] = ["script", "pre", "style", "textarea"]
  private static let type6: Set<String> = [
    "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center",
    "col", "colgroup", "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset",
    "figcaption", "figure", "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5",
    "h6", "head", "header", "hr", "html", "iframe", "legend", "li", "link", "main", "menu",
    "menuitem", "nav", "noframes", "ol", "optgroup", "option", "p", "param", "section", "source",
    "summary", "table", "tbody", "td", "tfoot", "th", "thead", "title", "tr", "track", "ul",
  ]

  static func matches(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Bool {
    guard from < to, bytes[from] == UInt8(ascii: "<") else { return false }
    let rest = Array(bytes[(from + 1)..<to])
    if rest.starts(with: Array("!--".utf8)) || rest.first == UInt8(ascii: "?") { return true }
    if rest.starts(with: Array("![CDATA[".utf8)) { return true }
    if rest.count >= 2, rest[0] == UInt8(ascii: "!"), isLetter(rest[1]) { return true }
    let closing = rest.first == UInt8(ascii: "/")
    var index = closing ? 1 : 0
    let nameStart = index
    while index < rest.count, isLetter(rest[index]) || isDigit(rest[index]) || rest[index] == 0x2D {
      index += 1
    }
    guard index > nameStart, isLetter(rest[nameStart]) else { return false }
    let name = String(decoding: rest[nameStart..<index], as: UTF8.self).lowercased()
    let next: UInt8? = index < rest.count ? rest[index] : nil
    if !closing, type1.contains(name) {
      return next == nil || next == 0x20 || next == 0x09 || next == UInt8(ascii: ">")
    }
    if type6.contains(name) {
      if next == nil || next == 0x20 || next == 0x09 || next == UInt8(ascii: ">") { return true }
      if next == UInt8(ascii: "/"), index + 1 < rest.count, rest[index + 1] == UInt8(ascii: ">") {
        return true
      }
      return false
    }
    return isCompleteTag(rest, from: index, closing: closing)
  }

  /// Condition 7: a complete open or closing tag followed only by whitespace.
  private static func isCompleteTag(_ rest: [UInt8], from start: Int, closing: Bool) -> Bool {
    var index = start
    func skipSpace() -> Bool {
      let before = index
      while index < rest.count, rest[index] == 0x20 || rest[index] == 0x09 { index += 1 }
      return index > before
    }
    if closing {
      _ = skipSpace()
    } else {
      while true {
        let spaced = skipSpace()
        guard index < rest.count else { return false }
        let byte = rest[index]
        if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") { break }
        guard spaced, isLetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
        else { return false }
        index += 1
        while index < rest.count,
          isLetter(rest[index]) || isDigit(rest[index]) || "_.:-".utf8.contains(rest[index])
        {
          index += 1
        }
        let beforeValue = index
        _ = skipSpace()
        if index < rest.count, rest[index] == UInt8(ascii: "=") {
          index += 1
          _ = skipSpace()
          guard index < rest.count else { return false }
          let quote = rest[index]
          if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            index += 1
            while index < rest.count, rest[index] != quote { index += 1 }
            guard index < rest.count else { return false }
            index += 1
          } else {
            let valueStart = index
            while index < rest.count, !" \t\"'=<>`".utf8.contains(rest[index]) { index += 1 }
            guard index > valueStart else { return false }
          }
        } else {
          index = beforeValue
        }
      }
      if index < rest.count, rest[index] == UInt8(ascii: "/") { index += 1 }
    }
    guard index < rest.count, rest[index] == UInt8(ascii: ">") else { return false }
    index += 1
    while index < rest.count {
      guard rest[index] == 0x20 || rest[index] == 0x09 else { return false }
      index += 1
    }
    return true
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
