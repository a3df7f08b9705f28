import Foundation
import SourceScan
import Testing

@testable import TranslationCoverage

@Suite("Catalogue JSON writer")
struct CatalogueJSONWriterTests {
  /// What `JSONEncoder` gives for the catalogue with the file form's options.
  private func encoderBytes(_ catalogue: KeyCatalogue) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = try encoder.encode(catalogue)
    data.append(UInt8(ascii: "\n"))
    return data
  }

  /// Every control character, quotes, backslashes, slashes, DEL and non-ASCII text.
  private static let awkward: String = {
    var text = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }.joined()
    text += "\"quoted\" back\\slash a/b </script> \u{7F} é e\u{301} 日本 🚗 \u{2028}\u{2029} \u{FEFF}"
    return text
  }()

  @Test("an empty catalogue is written as JSONEncoder writes it")
  func empty() throws {
    let catalogue = KeyCatalogue()
    #expect(try catalogue.encodedJSON() == encoderBytes(catalogue))
  }

  @Test("every field, escapes and nesting give JSONEncoder's bytes")
  func everyField() throws {
    let location = CallSite(file: "src/App.tsx", line: 3, column: 14)
    let odd = CallSite(file: "dir:with \"colons\"/\(Self.awkward).tsx", line: 1, column: 1)
    let catalogue = KeyCatalogue(
      entries: [
        CatalogueEntry(key: "A_KEY", locations: [location]),
        CatalogueEntry(
          key: "B_KEY", fallback: "Bee", fallbackVariants: ["Bee", Self.awkward],
          category: .title, critical: true, notes: Self.awkward,
          locations: [location, odd, CallSite(file: "x", line: 123_456, column: 7_890)]),
        CatalogueEntry(key: "HAND_ADDED", critical: false, notes: "kept"),
        CatalogueEntry(key: Self.awkward, fallback: "", fallbackVariants: ["only one"]),
        CatalogueEntry(key: "Z_\u{E9}", fallback: "\u{1F697}", locations: [odd]),
      ],
      dynamicCalls: [
        DynamicKeyCall(location: odd, expression: Self.awkward),
        DynamicKeyCall(location: location, expression: ""),
      ])
    #expect(try catalogue.encodedJSON() == encoderBytes(catalogue))
  }

  @Test("a scanned catalogue is written as JSONEncoder writes it")
  func scanned() throws {
    let scanner = SourceScanner()
    let source = """
      t('ORDER_ACCEPT', 'Accept')
      t('ORDER_ACCEPT', 'Accept "order"\\n')
      t('NAV_HOME', 'Home / Start')
      t(`STATUS_${s}`)
      t("caf\\u00e9")
      """
    let catalogue = KeyCatalogue(scan: scanner.scan(source: source, file: "src/App.tsx"))
    #expect(catalogue.count == 3)
    #expect(try catalogue.encodedJSON() == encoderBytes(catalogue))
  }

  @Test("thousands of entries formatted in chunks on several threads give JSONEncoder's bytes")
  func chunked() throws {
    let entries = (0..<5_000).map { index in
      CatalogueEntry(
        key: "KEY_\(index)", fallback: index % 3 == 0 ? nil : "Copy \"\(index)\"\n",
        fallbackVariants: index % 7 == 0 ? ["a", "b"] : [],
        critical: index % 11 == 0 ? true : nil, notes: index % 13 == 0 ? "n/\(index)" : nil,
        locations: (0..<(index % 4)).map {
          CallSite(file: "src/f\(index).ts", line: $0 + 1, column: 3)
        })
    }
    let catalogue = KeyCatalogue(entries: entries)
    let expected = try encoderBytes(catalogue)
    for parallelism in [1, 2, 4, 8] {
      #expect(CatalogueJSONWriter.encode(catalogue, parallelism: parallelism) == expected)
    }
  }
}
