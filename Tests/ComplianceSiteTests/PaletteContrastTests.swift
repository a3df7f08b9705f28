import ComplianceSite
import Foundation
import Testing

/// Every text colour of the stylesheet against every background it is drawn on meets WCAG AA
/// (4.5:1), in the light scheme, the dark scheme and print.
@Suite struct PaletteContrastTests {
  /// The custom properties of each `:root { … }` block of the stylesheet, in order: light,
  /// dark, print.
  static func schemes() throws -> [[String: BadgeColor]] {
    let css = try String(
      contentsOfFile: DefaultTemplatesSource.templatesDirectory + "/style.css", encoding: .utf8)
    var schemes: [[String: BadgeColor]] = []
    var rest = Substring(css)
    let declaration = try NSRegularExpression(pattern: "(--[a-z-]+):\\s*(#[0-9a-fA-F]{3,6})\\s*;")
    while let start = rest.range(of: ":root {") {
      let body = rest[start.upperBound...]
      let end = try #require(body.firstIndex(of: "}"))
      let text = String(body[..<end])
      var colors: [String: BadgeColor] = [:]
      for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        let name = String(text[Range(match.range(at: 1), in: text)!])
        colors[name] = BadgeColor(hex: String(text[Range(match.range(at: 2), in: text)!]))
      }
      schemes.append(colors)
      rest = body[end...]
    }
    return schemes
  }

  static let statuses = ["passed", "failed", "error", "unbound", "changed"]

  /// (text, background) pairs as drawn by the stylesheet.
  static var pairs: [(String, String)] {
    var pairs: [(String, String)] = []
    for background in ["--bg", "--surface"] {
      for text in ["--fg", "--muted", "--link"] { pairs.append((text, background)) }
    }
    for status in statuses {
      // Chips and marks; counts and labels on the page; everything that sits in a tinted row.
      pairs.append(("--\(status)-fg", "--\(status)-bg"))
      pairs.append(("--\(status)-fg", "--bg"))
      for text in ["--fg", "--muted", "--link", "--changed-fg", "--unbound-fg"] {
        pairs.append((text, "--\(status)-bg"))
      }
    }
    pairs.append(("--del-fg", "--del-bg"))
    pairs.append(("--ins-fg", "--ins-bg"))
    return pairs
  }

  @Test func everySchemeMeetsWCAGAA() throws {
    let schemes = try Self.schemes()
    try #require(schemes.count == 3)
    let light = schemes[0]
    let named = [
      ("light", light), ("dark", light.merging(schemes[1]) { $1 }),
      ("print", light.merging(schemes[2]) { $1 }),
    ]
    for (scheme, colors) in named {
      for (text, background) in Self.pairs {
        let foreground = try #require(colors[text], "\(scheme) \(text)")
        let back = try #require(colors[background], "\(scheme) \(background)")
        let ratio = foreground.contrastRatio(with: back)
        #expect(
          ratio >= 4.5, "\(scheme): \(text) \(foreground) on \(background) \(back) is \(ratio):1")
      }
    }
    #expect(schemes[1].count >= 20, "the dark scheme redefines the palette")
  }
}
