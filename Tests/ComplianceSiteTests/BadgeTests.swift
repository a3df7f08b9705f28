import Foundation
import Testing

@testable import ComplianceSite

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Collects what an XML parser saw: element names, attributes by element, text by element.
private final class XMLSummary: NSObject, XMLParserDelegate {
  var elements: [String] = []
  var attributes: [String: [[String: String]]] = [:]
  var texts: [String: [String]] = [:]
  private var current: [String] = []
  private var buffer = ""

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes attributeDict: [String: String]
  ) {
    elements.append(elementName)
    attributes[elementName, default: []].append(attributeDict)
    current.append(elementName)
    buffer = ""
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    buffer += string
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    if elementName == "text" || elementName == "title" {
      texts[elementName, default: []].append(buffer)
    }
    buffer = ""
    current.removeLast()
  }
}

private func parse(_ svg: String) throws -> XMLSummary {
  let parser = XMLParser(data: Data(svg.utf8))
  let summary = XMLSummary()
  parser.delegate = summary
  let parsed = parser.parse()
  if !parsed {
    Issue.record("SVG is not well-formed XML: \(String(describing: parser.parserError))\n\(svg)")
  }
  return summary
}

@Suite struct BadgeTests {
  @Test func isWellFormedAccessibleSVG() throws {
    let badge = Badge(label: "contracts", message: "12 passing", color: .success)
    let summary = try parse(badge.svg)
    #expect(summary.elements.first == "svg")
    let root = try #require(summary.attributes["svg"]?.first)
    #expect(root["role"] == "img")
    #expect(root["aria-label"] == "contracts: 12 passing")
    #expect(root["xmlns"] == "http://www.w3.org/2000/svg")
    #expect(root["width"] == String(badge.width))
    #expect(summary.texts["title"] == ["contracts: 12 passing"])
    #expect(summary.texts["text"] == ["contracts", "12 passing"])
  }

  @Test(arguments: [
    "<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "a & b ' c", "javascript:x",
    "مرحبا 日本語 🚀",
  ])
  func hostileTextStaysText(text: String) throws {
    let badge = Badge(label: text, message: text, color: .failure)
    let svg = badge.svg
    #expect(!svg.contains("<script"))
    #expect(!svg.contains("<img"))
    let summary = try parse(svg)
    #expect(summary.texts["text"] == [text, text])
    #expect(summary.attributes["svg"]?.first?["aria-label"] == "\(text): \(text)")
    #expect(Set(summary.elements) == ["svg", "title", "rect", "path", "g", "text"])
  }

  @Test func controlCharactersAreReplacedSoTheXMLStaysValid() throws {
    let badge = Badge(label: "nul\u{0}bell\u{7}", message: "ok", color: .info)
    let summary = try parse(badge.svg)
    #expect(summary.texts["text"]?.first == "nul\u{FFFD}bell\u{FFFD}")
  }

  @Test func messageOnlyBadge() throws {
    let badge = Badge(label: "", message: "98%", color: .success)
    let summary = try parse(badge.svg)
    #expect(summary.texts["text"] == ["98%"])
    #expect(summary.attributes["svg"]?.first?["aria-label"] == "98%")
    #expect(summary.attributes["path"] == nil)
  }

  @Test func selfContainedWithoutFontsScriptsOrIds() {
    let svg = Badge(label: "coverage ar", message: "87%", color: .warning).svg
    for forbidden in ["@font-face", "url(", "href", "<script", " id=", "<style"] {
      #expect(!svg.contains(forbidden), "found \(forbidden)")
    }
    #expect(svg.contains("sans-serif"))
  }

  @Test func widthIsDeterministicAndFollowsTheText() {
    let short = Badge(label: "a", message: "b", color: .success)
    let long = Badge(label: "translation coverage", message: "100% of 20,000 keys", color: .success)
    #expect(short.width < long.width)
    #expect(long.svg == Badge(label: long.label, message: long.message, color: .success).svg)
    // "i" is narrow and "W" wide in the table, so widths are not just character counts.
    #expect(BadgeTextWidth.tenths(of: "iiii") < BadgeTextWidth.tenths(of: "WWWW"))
    #expect(BadgeTextWidth.tenths(of: "e\u{301}") == BadgeTextWidth.tenths(of: "e"))
    #expect(BadgeTextWidth.tenths(of: "日本") == 220)
  }

  @Test func presetColoursMeetWCAGAAWithTheirTextColour() {
    let presets: [BadgeColor] = [.success, .failure, .warning, .info, .inactive, .label]
    for color in presets {
      #expect(color.contrastRatio(with: color.textColor) >= 4.5, "\(color)")
    }
    #expect(BadgeColor.success.textColor == .white)
  }

  @Test func anyColourGetsAATextColour() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<500 {
      let color = BadgeColor(
        red: .random(in: 0...255, using: &generator),
        green: .random(in: 0...255, using: &generator),
        blue: .random(in: 0...255, using: &generator))
      #expect(color.contrastRatio(with: color.textColor) >= 4.5, "\(color)")
    }
    // Shields' bright green fails with white text; the badge switches to black.
    #expect(BadgeColor(hex: "#4c1")?.textColor == .black)
  }

  @Test func parsesHexColours() {
    #expect(BadgeColor(hex: "#1a7f37") == .success)
    #expect(BadgeColor(hex: "CF222E") == .failure)
    #expect(BadgeColor(hex: "#fff") == .white)
    #expect(BadgeColor(hex: "#12345") == nil)
    #expect(BadgeColor(hex: "zzzzzz") == nil)
    #expect(BadgeColor.success.hex == "#1a7f37")
    #expect(abs(BadgeColor.white.contrastRatio(with: .black) - 21) < 0.001)
  }

  @Test func segmentTextUsesTheChosenTextColour() throws {
    let badge = Badge(label: "x", message: "y", color: BadgeColor(hex: "#4c1")!)
    let summary = try parse(badge.svg)
    #expect(summary.attributes["text"]?.map { $0["fill"] } == ["#ffffff", "#000000"])
  }
}
