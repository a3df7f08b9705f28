/// A paragraph's or heading's inline HTML, without the element cmark wraps it in: cmark's
/// `<p>…</p>\n` or `<hN>…</hN>\n` around the inline content.
enum InnerHTML {
  /// The inner HTML of `rendered` (cmark's HTML of one paragraph or heading). When the bytes
  /// are ASCII without a carriage return, every byte is a `Character` of its own and compares
  /// only equal to itself, so the bytes are trimmed directly; otherwise `trim(_:)` does it on
  /// `Character`s.
  static func trim(_ rendered: UnsafeBufferPointer<UInt8>) -> String {
    for byte in rendered where byte >= 0x80 || byte == 0x0D {
      return trim(String(decoding: rendered, as: UTF8.self))
    }
    let bytes = rendered
    func has(_ text: StaticString, at index: Int, before end: Int) -> Bool {
      let count = text.utf8CodeUnitCount
      guard index >= 0, end - index >= count else { return false }
      let pattern = text.utf8Start
      for offset in 0..<count where bytes[index + offset] != pattern[offset] { return false }
      return true
    }
    var lower = 0
    var upper = bytes.count
    if has("<p>", at: 0, before: upper) {
      lower = 3
    } else if has("<h", at: 0, before: upper),
      let close = bytes[lower..<upper].firstIndex(of: UInt8(ascii: ">"))
    {
      lower = close + 1
    }
    if upper > lower, bytes[upper - 1] == UInt8(ascii: "\n") { upper -= 1 }
    if has("</p>", at: upper - 4, before: upper), upper - 4 >= lower {
      upper -= 4
    } else if upper > lower, bytes[upper - 1] == UInt8(ascii: ">"),
      let open = bytes[lower..<upper].lastIndex(of: UInt8(ascii: "<")),
      has("</h", at: open, before: upper)
    {
      upper = open
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self)
  }

  /// The same on `Character`s, for any text.
  static func trim(_ rendered: String) -> String {
    var html = rendered[...]
    if html.hasPrefix("<p>") {
      html = html.dropFirst(3)
    } else if html.hasPrefix("<h"), let close = html.firstIndex(of: ">") {
      html = html[html.index(after: close)...]
    }
    if html.hasSuffix("\n") { html = html.dropLast() }
    if html.hasSuffix("</p>") {
      html = html.dropLast(4)
    } else if html.hasSuffix(">"), let open = html.lastIndex(of: "<"),
      html[open...].hasPrefix("</h")
    {
      html = html[..<open]
    }
    return String(html)
  }
}
