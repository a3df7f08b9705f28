/// Appends text to a UTF-8 buffer, optionally escaping the five HTML-significant characters.
///
/// The one HTML escaper of the engine (`{{name}}`) and of the site's own markup (links, chart
/// labels), so that both escape alike. cmark's text escaping, which leaves `'` alone, is
/// ContractMarkdown's `CmarkTextEscaping`.
public enum HTMLEscaping {
  /// Appends `text` to `output`; with `escaped`, `& < > " '` become entities, which is safe in
  /// element content and in quoted attribute values.
  static func append(_ text: String, to output: inout [UInt8], escaped: Bool) {
    // A native string's bytes, read in place; a bridged or other one is made native below.
    let done: Void? = text.utf8.withContiguousStorageIfAvailable {
      append($0, to: &output, escaped: escaped)
    }
    if done != nil { return }
    var text = text
    text.withUTF8 { append($0, to: &output, escaped: escaped) }
  }

  /// Appends `source` to `output`, escaped as ``append(_:to:escaped:)`` says.
  private static func append(
    _ source: UnsafeBufferPointer<UInt8>, to output: inout [UInt8], escaped: Bool
  ) {
    if escaped { appendEscaped(source, to: &output) } else { output.append(contentsOf: source) }
  }

  /// Appends `source`, escaping `& < > " '`.
  static func appendEscaped(_ source: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
    var runStart = 0
    for index in 0..<source.count {
      let replacement: StaticString
      switch source[index] {
      case UInt8(ascii: "&"): replacement = "&amp;"
      case UInt8(ascii: "<"): replacement = "&lt;"
      case UInt8(ascii: ">"): replacement = "&gt;"
      case UInt8(ascii: "\""): replacement = "&quot;"
      case UInt8(ascii: "'"): replacement = "&#39;"
      default: continue
      }
      if runStart < index {
        output.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index]))
      }
      replacement.withUTF8Buffer { output.append(contentsOf: $0) }
      runStart = index + 1
    }
    if runStart < source.count {
      output.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart...]))
    }
  }

  /// `text` with `& < > " '` escaped, as a string.
  public static func escape(_ text: String) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(text.utf8.count)
    append(text, to: &output, escaped: true)
    return String(decoding: output, as: UTF8.self)
  }
}
