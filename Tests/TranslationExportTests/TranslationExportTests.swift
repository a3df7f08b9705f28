import Foundation
import LanguageProvider
import SourceScan
import Testing
import TranslationCoverage

@testable import TranslationExport

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The export built from a report and its texts: states from the to-do lists, refusals, and
/// files an XML parser reads back. (translate-toolkit, the oracle, reads the CLI's exports in
/// `ContractReportCLITests.CoverageExportTests`.)
@Suite("Translation export")
struct TranslationExportTests {
  static let catalogue = KeyCatalogue(entries: [
    CatalogueEntry(
      key: "CANCEL_BUTTON", fallback: "Cancel <now> & \"then\"", category: .control,
      notes: "Shown on every screen",
      locations: [CallSite(file: "a.tsx", line: 3, column: 5)]),
    CatalogueEntry(key: "MISSING_LABEL", fallback: "Missing"),
    CatalogueEntry(key: "SAME_LABEL", fallback: "Same"),
  ])

  static func measured(locales codes: [String] = ["en", "es"], es: [String: String]? = nil)
    async throws -> (CoverageReport, CoverageTexts)
  {
    let dictionaries = [
      "en": [
        "CANCEL_BUTTON": "Cancel <now> & \"then\"", "MISSING_LABEL": "Missing",
        "SAME_LABEL": "Same",
      ],
      "es": es ?? ["CANCEL_BUTTON": "Cancelar <ya>\r\n& \"luego\"", "SAME_LABEL": "Same"],
    ]
    return try await CoverageCalculator(settings: CoverageSettings(sourceLocale: "en"))
      .coverageWithTexts(
        of: catalogue, locales: codes.map { CoverageLocale(code: $0) },
        loadingDictionaries: { code in
          .success(TranslationDictionary(entries: dictionaries[code] ?? [:]))
        })
  }

  @Test("units take their state from the to-do list and their copy from the texts")
  func units() async throws {
    let (report, texts) = try await Self.measured()
    let export = try TranslationExport(report: report, texts: texts, original: "catalogue.json")
    let spanish = try export.units(of: try #require(report[locale: "es"]))
    #expect(spanish.map(\.key) == ["CANCEL_BUTTON", "MISSING_LABEL", "SAME_LABEL"])
    #expect(spanish.map(\.state) == [.translated, .needsTranslation, .needsReview])
    #expect(spanish[0].source == "Cancel <now> & \"then\"")
    #expect(spanish[0].target == "Cancelar <ya>\r\n& \"luego\"")
    #expect(spanish[0].noteLines.contains("category: control (critical)"))
    #expect(spanish[0].noteLines.contains("used at: a.tsx:3:5"))
    #expect(spanish[0].noteLines.contains("notes: Shown on every screen"))
    #expect(spanish[1].target == nil)
    #expect(spanish[1].reasons == [.fallbackShown])
    #expect(spanish[1].noteLines.first == "to do: fallback shown")
    #expect(
      spanish[1].noteLines.contains("used at: no call site (added to the catalogue by hand)"))
    #expect(spanish[2].target == "Same")
    #expect(spanish[2].reasons == [.identicalToSource])
  }

  /// An attribute's value (FoundationXML on Linux finds none by name in a namespaced document).
  static func attribute(_ name: String, of element: XMLElement?) -> String? {
    element?.attributes?.first { $0.name == name }?.stringValue
  }

  @Test("the XLIFF parses as XLIFF 1.2 and keeps every character")
  func xliffParses() async throws {
    let (report, texts) = try await Self.measured()
    let files = try TranslationExport(report: report, texts: texts, original: "c&t.json").files(
      .xliff)
    #expect(files.map(\.name) == ["en.xlf", "es.xlf"])
    let document = try XMLDocument(data: Data(files[1].contents), options: [])
    let root = try #require(document.rootElement())
    #expect(root.name == "xliff")
    #expect(Self.attribute("version", of: root) == "1.2")
    let file = try #require(root.elements(forName: "file").first)
    #expect(Self.attribute("original", of: file) == "c&t.json")
    #expect(Self.attribute("source-language", of: file) == "en")
    #expect(Self.attribute("target-language", of: file) == "es")
    let units = try #require(file.elements(forName: "body").first).elements(forName: "trans-unit")
    #expect(units.count == 3)
    let target = try #require(units[0].elements(forName: "target").first)
    #expect(target.stringValue == "Cancelar <ya>\r\n& \"luego\"")
    #expect(Self.attribute("state", of: target) == "translated")
    #expect(Self.attribute("approved", of: units[0]) == "yes")
    #expect(
      Self.attribute("state", of: units[1].elements(forName: "target").first)
        == "needs-translation")
    #expect(Self.attribute("approved", of: units[1]) == nil)
    #expect(
      Self.attribute("state", of: units[2].elements(forName: "target").first)
        == "needs-review-translation")
  }

  @Test("CSV: quoted fields, doubled quotes, CRLF records, a header of translate-toolkit names")
  func csv() async throws {
    let (report, texts) = try await Self.measured()
    let files = try TranslationExport(report: report, texts: texts, original: "c.json").files(
      .csv)
    let text = String(decoding: files[1].contents, as: UTF8.self)
    #expect(
      text.hasPrefix(
        "\"id\",\"source\",\"target\",\"fuzzy\",\"status\",\"reasons\",\"category\",\"critical\",\"location\",\"developer_comments\",\"locale\"\r\n"
      ))
    #expect(text.contains("\"Cancel <now> & \"\"then\"\"\",\"Cancelar <ya>\r\n& \"\"luego\"\"\""))
    #expect(
      text.contains(
        "\"MISSING_LABEL\",\"Missing\",\"\",\"False\",\"untranslated\",\"fallbackShown\""))
    #expect(
      text.contains(
        "\"SAME_LABEL\",\"Same\",\"Same\",\"True\",\"needs-review\",\"identicalToSource\""))
    #expect(text.hasSuffix("\"es\"\r\n"))
  }

  @Test("a live report, texts of another report and unsafe locale codes are refused")
  func refusals() async throws {
    var (report, texts) = try await Self.measured()
    report.live = true
    #expect(throws: ExportError.liveValues) {
      _ = try TranslationExport(report: report, texts: texts, original: "c.json")
    }
    report.live = false
    let (other, otherTexts) = try await Self.measured(locales: ["en"])
    #expect(throws: ExportError.self) {
      _ = try TranslationExport(report: report, texts: otherTexts, original: "c.json")
    }
    _ = other
    func adding(_ code: String) -> CoverageTexts {
      var translations = texts.translations
      translations[code] = translations["es"]
      return CoverageTexts(
        keys: texts.keys, fallbacks: texts.fallbacks, categories: texts.categories,
        critical: texts.critical, locations: texts.locations, notes: texts.notes,
        translations: translations)
    }
    for code in ["../etc", ".hidden", "a/b", "x y", "", "EN"] {
      var renamed = report
      renamed.locales[1].code = code
      #expect(throws: ExportError.unsafeLocaleCode(code)) {
        _ = try TranslationExport(report: renamed, texts: adding(code), original: "c.json")
      }
    }
  }

  @Test("a control character in a text stops the export, naming locale, key and code point")
  func controlCharacters() async throws {
    let (report, texts) = try await Self.measured(es: [
      "CANCEL_BUTTON": "Cancel\u{0}", "SAME_LABEL": "x",
    ])
    let export = try TranslationExport(report: report, texts: texts, original: "c.json")
    #expect(
      throws: ExportError.unrepresentableCharacter(
        locale: "es", key: "CANCEL_BUTTON", field: "target", codePoint: 0)
    ) {
      _ = try export.files(.csv)
    }
    #expect(
      ExportError.unrepresentableCharacter(
        locale: "es", key: "A\u{1B}B", field: "target", codePoint: 0x1B
      ).description
        == "es: A\\u{001B}B: the target holds U+001B, which an export cannot carry (XML 1.0 forbids it); fix the dictionary"
    )
  }
}
