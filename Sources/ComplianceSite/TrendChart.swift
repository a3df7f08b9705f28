import Templates

/// Small inline SVG charts of the pass share over runs: a trend for the index and a sparkline
/// per contract. Only numbers the tool computed go into the markup; the label is escaped.
/// Coordinates have one decimal, so the same runs give the same bytes.
enum TrendChart {
  /// A line through `values` (each 0…1, oldest first) in a `width` × `height` box, with a dot
  /// on the latest; nil for fewer than two values (no trend yet).
  static func svg(_ values: [Double], width: Int, height: Int, label: String, axis: Bool = false)
    -> String?
  {
    guard values.count >= 2 else { return nil }
    let pad = 3.0
    let innerWidth = Double(width) - 2 * pad
    let innerHeight = Double(height) - 2 * pad
    let points = values.enumerated().map { index, value -> (Double, Double) in
      let x = pad + innerWidth * Double(index) / Double(values.count - 1)
      let y = pad + innerHeight * (1 - min(max(value, 0), 1))
      return (x, y)
    }
    let text = points.map { "\(number($0.0)),\(number($0.1))" }.joined(separator: " ")
    let escaped = HTMLEscaping.escape(label)
    var svg =
      "<svg class=\"trend\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"\(escaped)\">"
    if axis {
      for share in [0.0, 0.5, 1.0] {
        let y = number(pad + innerHeight * (1 - share))
        svg +=
          "<line class=\"trend-axis\" x1=\"\(number(pad))\" y1=\"\(y)\" x2=\"\(number(pad + innerWidth))\" y2=\"\(y)\"/>"
      }
    }
    svg += "<polyline class=\"trend-line\" fill=\"none\" points=\"\(text)\"/>"
    if let last = points.last {
      svg +=
        "<circle class=\"trend-dot\" cx=\"\(number(last.0))\" cy=\"\(number(last.1))\" r=\"2.5\"/>"
    }
    return svg + "</svg>"
  }

  /// One decimal, `.` as separator, whatever the process locale.
  static func number(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    let sign = tenths < 0 ? "-" : ""
    return "\(sign)\(abs(tenths) / 10).\(abs(tenths) % 10)"
  }
}
