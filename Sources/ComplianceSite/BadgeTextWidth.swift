/// Estimates how wide text is in an 11px Verdana-like sans-serif, deterministically.
///
/// Badges carry no fonts, so the width of each segment comes from this table (advance widths
/// in tenths of a pixel for printable ASCII, measured from Verdana at 11px) and the SVG asks
/// the viewer's font to fit that width (`textLength`). The estimate is integer arithmetic, so
/// the same text always gives the same SVG on every machine.
enum BadgeTextWidth {
  /// Advance widths in tenths of a pixel for U+0020 through U+007E.
  private static let asciiTenths: [Int] = [
    39, 43, 50, 90, 70, 118, 80, 30, 50, 50, 70, 90, 40, 50, 40, 50,
    70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 50, 50, 90, 90, 90, 60,
    110, 75, 76, 77, 85, 70, 63, 85, 83, 46, 50, 76, 61, 93, 82, 87,
    66, 87, 77, 75, 68, 81, 75, 109, 75, 68, 75, 50, 50, 50, 90, 70,
    70, 66, 68, 57, 68, 66, 39, 68, 70, 30, 38, 65, 30, 107, 70, 67,
    68, 68, 47, 57, 43, 70, 65, 90, 65, 65, 58, 70, 50, 70, 90,
  ]

  /// The estimated width of `text`, in tenths of a pixel.
  static func tenths(of text: String) -> Int {
    var total = 0
    for scalar in text.unicodeScalars {
      total += tenths(of: scalar)
    }
    return total
  }

  /// The estimated advance of one scalar: the table for ASCII, nothing for combining marks and
  /// invisible format characters, a full em for wide East Asian characters and emoji, and an
  /// average letter for everything else.
  static func tenths(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value >= 0x20 && value < 0x7F { return asciiTenths[Int(value - 0x20)] }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control:
      return 0
    default:
      break
    }
    switch value {
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
      return 110
    default:
      return 70
    }
  }
}
