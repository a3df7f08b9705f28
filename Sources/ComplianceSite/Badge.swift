/// A shields-style flat SVG status badge ("contracts | passing") that a README or the report's
/// index can embed.
///
/// The SVG is self-contained: no fonts, images, scripts or ids (so several badges can be
/// inlined in one page), a generic `font-family`, and segment widths from a deterministic
/// per-character estimate that the text is fitted to. It is accessible: `role="img"`, an
/// `aria-label` and a `<title>` carry "label: message", and the text colour of each segment is
/// chosen for at least WCAG AA contrast (4.5:1). Label and message are XML-escaped.
public struct Badge: Sendable, Hashable {
  /// The left, grey segment ("contracts"); may be empty for a message-only badge.
  public var label: String
  /// The right, coloured segment ("12 passing").
  public var message: String
  /// The message segment's background.
  public var color: BadgeColor
  /// The label segment's background.
  public var labelColor: BadgeColor

  /// Creates a badge.
  public init(
    label: String, message: String, color: BadgeColor, labelColor: BadgeColor = .label
  ) {
    self.label = label
    self.message = message
    self.color = color
    self.labelColor = labelColor
  }

  /// The badge's height in pixels.
  public static let height = 20
  /// Space left and right of each text, in pixels.
  public static let horizontalPadding = 6

  /// What screen readers announce and the tooltip shows: "label: message", or the message
  /// alone when there is no label.
  public var accessibleText: String {
    label.isEmpty ? message : "\(label): \(message)"
  }

  /// The total width in pixels.
  public var width: Int { labelWidth + messageWidth }

  private var labelWidth: Int { label.isEmpty ? 0 : Badge.segmentWidth(label) }
  private var messageWidth: Int { Badge.segmentWidth(message) }

  private static func segmentWidth(_ text: String) -> Int {
    (BadgeTextWidth.tenths(of: text) + 9) / 10 + 2 * horizontalPadding
  }

  /// The SVG document, UTF-8 text without an XML declaration (so it can also be inlined in
  /// HTML).
  public var svg: String {
    let total = width
    let accessible = Badge.escape(accessibleText)
    var parts: [String] = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(total)\" height=\"\(Badge.height)\""
        + " viewBox=\"0 0 \(total) \(Badge.height)\" role=\"img\" aria-label=\"\(accessible)\">",
      "<title>\(accessible)</title>",
      "<rect width=\"\(total)\" height=\"\(Badge.height)\" rx=\"3\" fill=\"\(color.hex)\"/>",
    ]
    if !label.isEmpty {
      // Left segment: rounded on the left, square where it meets the message.
      let straight = labelWidth - 3
      parts.append(
        "<path d=\"M3 0h\(straight)v\(Badge.height)h-\(straight)a3 3 0 0 1-3-3v-14a3 3 0 0 1 3-3z\""
          + " fill=\"\(labelColor.hex)\"/>")
    }
    parts.append(
      "<g text-anchor=\"middle\" font-family=\"Verdana,Geneva,'DejaVu Sans',sans-serif\""
        + " font-size=\"11\">")
    if !label.isEmpty {
      parts.append(Badge.text(label, from: 0, width: labelWidth, color: labelColor.textColor))
    }
    parts.append(Badge.text(message, from: labelWidth, width: messageWidth, color: color.textColor))
    parts.append("</g></svg>")
    return parts.joined(separator: "\n") + "\n"
  }

  private static func text(_ text: String, from start: Int, width: Int, color: BadgeColor) -> String
  {
    let fitted = width - 2 * horizontalPadding
    let center = start * 2 + width  // in half pixels
    let x = center % 2 == 0 ? "\(center / 2)" : "\(center / 2).5"
    return "<text x=\"\(x)\" y=\"14\" fill=\"\(color.hex)\" textLength=\"\(fitted)\""
      + " lengthAdjust=\"spacingAndGlyphs\">\(escape(text))</text>"
  }

  /// Escapes text for XML content and attribute values, replacing characters XML 1.0 forbids
  /// (most control characters, lone surrogates cannot occur in `String`) with U+FFFD.
  static func escape(_ text: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        let value = scalar.value
        if value < 0x20 || value == 0xFFFE || value == 0xFFFF {
          result.unicodeScalars.append("\u{FFFD}")
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
