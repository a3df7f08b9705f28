import Foundation

/// An sRGB colour for a badge segment, with the WCAG arithmetic needed to pick readable text.
public struct BadgeColor: Sendable, Hashable, CustomStringConvertible {
  /// The red channel.
  public var red: UInt8
  /// The green channel.
  public var green: UInt8
  /// The blue channel.
  public var blue: UInt8

  /// Creates a colour from its channels.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Parses `#rrggbb`, `rrggbb`, `#rgb` or `rgb`; `nil` for anything else.
  public init?(hex: String) {
    var digits = Substring(hex)
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    guard digits.count == 3 || digits.count == 6, digits.allSatisfy(\.isHexDigit) else {
      return nil
    }
    let expanded = digits.count == 3 ? String(digits.flatMap { [$0, $0] }) : String(digits)
    guard let value = UInt32(expanded, radix: 16) else { return nil }
    self.init(
      red: UInt8(truncatingIfNeeded: value >> 16), green: UInt8(truncatingIfNeeded: value >> 8),
      blue: UInt8(truncatingIfNeeded: value))
  }

  /// Dark green for passing checks; white text on it meets WCAG AA (5.1:1).
  public static let success = BadgeColor(red: 0x1A, green: 0x7F, blue: 0x37)
  /// Dark red for failures (5.4:1 with white).
  public static let failure = BadgeColor(red: 0xCF, green: 0x22, blue: 0x2E)
  /// Dark amber for warnings such as a coverage gate nearly missed (4.9:1 with white).
  public static let warning = BadgeColor(red: 0x9A, green: 0x67, blue: 0x00)
  /// Blue for neutral information (5.2:1 with white).
  public static let info = BadgeColor(red: 0x09, green: 0x69, blue: 0xDA)
  /// Blue-grey for unknown or not applicable, distinct from the label grey (5.2:1 with white).
  public static let inactive = BadgeColor(red: 0x65, green: 0x6D, blue: 0x76)
  /// The dark grey of the label segment (7.5:1 with white).
  public static let label = BadgeColor(red: 0x55, green: 0x55, blue: 0x55)
  /// White.
  public static let white = BadgeColor(red: 0xFF, green: 0xFF, blue: 0xFF)
  /// Black.
  public static let black = BadgeColor(red: 0, green: 0, blue: 0)

  /// `#rrggbb` in lower case.
  public var hex: String {
    let digits = Array("0123456789abcdef")
    var text = "#"
    for channel in [red, green, blue] {
      text.append(digits[Int(channel >> 4)])
      text.append(digits[Int(channel & 0xF)])
    }
    return text
  }

  /// Same as ``hex``.
  public var description: String { hex }

  /// WCAG 2 relative luminance, from 0 (black) to 1 (white).
  public var relativeLuminance: Double {
    func linear(_ channel: UInt8) -> Double {
      let value = Double(channel) / 255
      return value <= 0.040_45 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// WCAG 2 contrast ratio with `other`, from 1 to 21.
  public func contrastRatio(with other: BadgeColor) -> Double {
    let lighter = max(relativeLuminance, other.relativeLuminance)
    let darker = min(relativeLuminance, other.relativeLuminance)
    return (lighter + 0.05) / (darker + 0.05)
  }

  /// White or black, whichever contrasts more with this colour. One of the two always reaches
  /// at least 4.58:1, so text in this colour meets WCAG AA on any background.
  public var textColor: BadgeColor {
    contrastRatio(with: .white) >= contrastRatio(with: .black) ? .white : .black
  }

}
