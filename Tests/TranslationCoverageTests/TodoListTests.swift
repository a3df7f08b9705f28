import Foundation
import LanguageProvider
import SourceScan
import Testing

@testable import TranslationCoverage

/// Each locale's to-do list: every key not translated and every translation needing review,
/// with the reason, category and call sites, measured through the provider.
@Suite("To-do lists per locale")
struct TodoListTests {
  static func location(_ file: String, _ line: Int) -> CallSite {
    CallSite(file: file, line: line, column: 5)
  }

  /// One key per reason, plus translated keys and a hand-added key without call sites.
  static let catalogue = KeyCatalogue(entries: [
    CatalogueEntry(key: "CANCEL_BUTTON", fallback: "Cancel", locations: [location("a.tsx", 3)]),
    CatalogueEntry(
      key: "EMPTY_LABEL", fallback: "Empty", locations: [location("a.tsx", 4), location("b.ts", 9)]),
    CatalogueEntry(key: "NO_FALLBACK_TITLE", locations: [location("b.ts", 1)]),
    CatalogueEntry(key: "Leave at door", fallback: "Leave at door", category: .control),
    CatalogueEntry(key: "MISSING_WARNING", fallback: "Careful", locations: [location("c.js", 2)]),
    CatalogueEntry(
      key: "ORDER_NUMBER_LABEL", fallback: "Order _id_", locations: [location("c.js", 7)]),
    CatalogueEntry(key: "EDGE_LABEL", fallback: "_count_ orders", critical: true),
    CatalogueEntry(key: "SAME_TITLE", fallback: "Chat", locations: [location("d.tsx", 1)]),
    CatalogueEntry(key: "BOTH_LABEL", fallback: "_n_ left", locations: [location("d.tsx", 2)]),
  ])

  static let rules = CategoryRules([
    CategoryRule(pattern: "*_BUTTON", category: .control),
    CategoryRule(pattern: "*_WARNING", category: .warning),
    CategoryRule(pattern: "*_LABEL", category: .label),
    CategoryRule(pattern: "*_TITLE", category: .title),
  ])

  static func report(dictionaries: [String: TranslationDictionary]) async -> CoverageReport {
    await CoverageCalculator(
      settings: CoverageSettings(sourceLocale: "en", categoryRules: rules)
    ).coverage(
      of: catalogue,
      locales: [
        CoverageLocale(code: "en"), CoverageLocale(code: "ar", rightToLeft: true),
        CoverageLocale(code: "fr"),
      ],
      dictionaries: dictionaries)
  }

  static let arabic = TranslationDictionary(entries: [
    "DRIVER_APP_CANCEL_BUTTON": "إلغاء",
    "EMPTY_LABEL": "",
    "ORDER_NUMBER_LABEL": "الطلب _number_ الآن",
    "EDGE_LABEL": "_count_ طلبات",
    "SAME_TITLE": "Chat",
    "BOTH_LABEL": "_m_ متبقية",
  ])

  static let english = TranslationDictionary(entries: [
    "CANCEL_BUTTON": "Cancel", "EMPTY_LABEL": "Empty", "MISSING_WARNING": "Careful",
    "ORDER_NUMBER_LABEL": "Order _id_", "EDGE_LABEL": "_count_ orders", "SAME_TITLE": "Chat",
    "BOTH_LABEL": "_n_ left",
  ])

  @Test("every reason, in key order, with category, criticality, call sites and detail")
  func everyReason() async throws {
    let report = await Self.report(dictionaries: ["en": Self.english, "ar": Self.arabic])
    let arabic = try #require(report[locale: "ar"])
    #expect(
      arabic.todo.map(\.key) == [
        "BOTH_LABEL", "EDGE_LABEL", "EMPTY_LABEL", "Leave at door", "MISSING_WARNING",
        "NO_FALLBACK_TITLE", "ORDER_NUMBER_LABEL", "SAME_TITLE",
      ])
    let byKey = Dictionary(uniqueKeysWithValues: arabic.todo.map { ($0.key, $0) })
    #expect(byKey["EMPTY_LABEL"]?.reasons == [.emptyValue])
    #expect(byKey["EMPTY_LABEL"]?.tier == .fallback)
    #expect(byKey["EMPTY_LABEL"]?.category == "label")
    #expect(
      byKey["EMPTY_LABEL"]?.locations == [Self.location("a.tsx", 4), Self.location("b.ts", 9)])
    #expect(byKey["MISSING_WARNING"]?.reasons == [.fallbackShown])
    #expect(byKey["MISSING_WARNING"]?.critical == true)
    #expect(byKey["MISSING_WARNING"]?.category == "warning")
    #expect(byKey["NO_FALLBACK_TITLE"]?.reasons == [.keyTextShown])
    #expect(byKey["NO_FALLBACK_TITLE"]?.tier == .keyText)
    #expect(byKey["Leave at door"]?.reasons == [.keyTextShown])
    #expect(byKey["Leave at door"]?.tier == .notAKey)
    #expect(byKey["Leave at door"]?.detail?.contains("not key-shaped") == true)
    #expect(byKey["Leave at door"]?.locations == [])
    #expect(byKey["ORDER_NUMBER_LABEL"]?.reasons == [.placeholderMismatch])
    #expect(byKey["ORDER_NUMBER_LABEL"]?.tier == .original)
    #expect(byKey["ORDER_NUMBER_LABEL"]?.detail == "missing _id_; 1 unexpected placeholder")
    #expect(byKey["EDGE_LABEL"]?.reasons == [.copyRule])
    #expect(byKey["EDGE_LABEL"]?.detail == "unisolatedEdgePlaceholder")
    #expect(byKey["EDGE_LABEL"]?.critical == true)
    #expect(byKey["EDGE_LABEL"]?.category == "label")
    #expect(byKey["SAME_TITLE"]?.reasons == [.identicalToSource])
    #expect(byKey["BOTH_LABEL"]?.reasons == [.placeholderMismatch, .copyRule])
    #expect(byKey["BOTH_LABEL"]?.reason == .placeholderMismatch)
    #expect(
      byKey["BOTH_LABEL"]?.detail
        == "missing _n_; 1 unexpected placeholder; unisolatedEdgePlaceholder")
    // CANCEL_BUTTON is translated (prefixed) and breaks no rule: not on the list.
    #expect(byKey["CANCEL_BUTTON"] == nil)
    // Untranslated entries are exactly the keys not resolved by the dictionary.
    #expect(arabic.untranslatedCount == arabic.tiers.total - arabic.tiers.translated)
    #expect(arabic.todo.filter { !$0.isUntranslated }.count == 4)
  }

  @Test("the source locale never reports identical-to-source; a failed locale lists every key")
  func sourceAndFailedLocales() async throws {
    let report = await Self.report(dictionaries: ["en": Self.english, "ar": Self.arabic])
    let english = try #require(report[locale: "en"])
    #expect(english.todo.allSatisfy { !$0.reasons.contains(.identicalToSource) })
    #expect(english.todo.map(\.key) == ["Leave at door", "NO_FALLBACK_TITLE"])
    let french = try #require(report[locale: "fr"])
    #expect(french.dictionary == .failed)
    #expect(french.todo.count == Self.catalogue.count)
    #expect(french.todo.allSatisfy { $0.isUntranslated })
    #expect(
      Set(french.todo.map(\.reason)) == [.fallbackShown, .keyTextShown],
      "a failed dictionary has no empty values")
  }

  @Test("the list round-trips through JSON; an entry without a reason is refused")
  func json() async throws {
    let report = await Self.report(dictionaries: ["en": Self.english, "ar": Self.arabic])
    let data = try JSONEncoder().encode(report)
    let decoded = try JSONDecoder().decode(CoverageReport.self, from: data)
    #expect(decoded == report)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("\"reasons\":[\"placeholderMismatch\",\"copyRule\"]"))
    #expect(!text.contains("إلغاء"), "a dictionary value entered the report")
    let bad =
      #"{"key":"A","reasons":[],"tier":"fallback","category":"x","critical":false,"locations":[]}"#
    #expect(throws: DecodingError.self) {
      _ = try JSONDecoder().decode(TodoEntry.self, from: Data(bad.utf8))
    }
  }

  @Test("with texts: the same report, and each locale's translations (never empty ones)")
  func texts() async throws {
    let dictionaries = [
      "en": Self.english, "ar": Self.arabic, "fr": TranslationDictionary(entries: [:]),
    ]
    let calculator = CoverageCalculator(
      settings: CoverageSettings(sourceLocale: "en", categoryRules: Self.rules))
    let locales = [
      CoverageLocale(code: "en"), CoverageLocale(code: "ar", rightToLeft: true),
      CoverageLocale(code: "fr"),
    ]
    let plain = await calculator.coverage(
      of: Self.catalogue, locales: locales, dictionaries: dictionaries)
    let (report, texts) = try await calculator.coverageWithTexts(
      of: Self.catalogue, locales: locales,
      loadingDictionaries: { code in
        dictionaries[code].map { .success($0) }
          ?? .failure(.unreadable(file: code, reason: "no such file or directory"))
      })
    #expect(report == plain)
    #expect(texts.keys == report.matrix.keys)
    let row = try #require(texts.keys.firstIndex(of: "CANCEL_BUTTON"))
    #expect(texts.translations["ar"]?[row] == "إلغاء")
    #expect(texts.sourceText(row: row, sourceLocale: "en") == "Cancel")
    let empty = try #require(texts.keys.firstIndex(of: "EMPTY_LABEL"))
    let emptyText: String?? = texts.translations["ar"]?[empty]
    #expect(emptyText == .some(.none))
    let noFallback = try #require(texts.keys.firstIndex(of: "NO_FALLBACK_TITLE"))
    #expect(texts.sourceText(row: noFallback, sourceLocale: "en") == nil)
    #expect(texts.translations["fr"]?.allSatisfy { $0 == nil } == true)
    #expect(texts.categories[row] == "control")
    #expect(texts.locations[row] == [Self.location("a.tsx", 3)])
  }
}
