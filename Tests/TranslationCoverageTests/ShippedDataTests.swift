import Foundation
import SourceScan
import Testing

@testable import TranslationCoverage

/// The synthetic data under `contracts/translations/`: reproducible from `app-src/` and pinned,
/// so its figures cannot drift silently.
@Suite("Shipped translation data")
struct ShippedDataTests {
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let translations = repositoryRoot.appendingPathComponent("contracts/translations")
  static let catalogueURL = translations.appendingPathComponent("catalogue.json")
  static let appSource = translations.appendingPathComponent("app-src")

  private func scanAppSource() throws -> ScanResult {
    try SourceScanner().scan([Self.appSource], relativeTo: Self.repositoryRoot)
  }

  private func catalogue() throws -> KeyCatalogue {
    try KeyCatalogue.load(
      contentsOf: Self.catalogueURL, displayPath: "contracts/translations/catalogue.json")
  }

  private func dictionary(_ code: String) throws -> TranslationDictionary {
    try DictionaryFile.load(
      contentsOf: Self.translations.appendingPathComponent("dictionaries/\(code).json"))
  }

  /// Rewrites `catalogue.json` from `app-src/`, keeping hand-set fields:
  /// `REGENERATE_TRANSLATION_CATALOGUE=1 swift test --filter TranslationCoverageTests`.
  @Test(
    "regenerate catalogue.json from app-src",
    .enabled(if: ProcessInfo.processInfo.environment["REGENERATE_TRANSLATION_CATALOGUE"] == "1"))
  func regenerate() throws {
    let (merged, _) = try catalogue().merging(try scanAppSource())
    try merged.write(to: Self.catalogueURL)
  }

  @Test("scanning app-src reproduces catalogue.json byte for byte")
  func reproducible() throws {
    let shipped = try catalogue()
    let scan = try scanAppSource()
    #expect(scan.keys.map(\.key) == shipped.keys)
    let (merged, report) = shipped.merging(scan)
    #expect(report.isUnchanged)
    #expect(try merged.encodedJSON() == (try Data(contentsOf: Self.catalogueURL)))
  }

  @Test("catalogue figures")
  func catalogueFigures() throws {
    let shipped = try catalogue()
    #expect(shipped.count == 176)
    #expect(shipped.entries.allSatisfy { $0.category != nil && !$0.locations.isEmpty })
    var perCategory: [KeyCategory: Int] = [:]
    for entry in shipped.entries { perCategory[entry.category!, default: 0] += 1 }
    #expect(
      perCategory == [
        .control: 45, .label: 52, .title: 21, .status: 15, .error: 14, .message: 12,
        .warning: 10, .placeholder: 7,
      ])
    #expect(shipped.criticalEntries(using: CategoryRules([])).count == 70)
    // The contract's Prerequisites require fallback copy for every critical key, so the
    // shipped app source complies; only a label (TAB_HISTORY) lacks fallback copy.
    #expect(
      shipped.entries.filter { $0.isCritical(using: CategoryRules([])) && $0.fallback == nil }
        .isEmpty)
    #expect(shipped.entries.filter { $0.fallback == nil }.map(\.key) == ["TAB_HISTORY"])
    #expect(shipped.entries.filter(\.hasInconsistentFallbacks).map(\.key) == ["ORDER_ACCEPT"])
    #expect(shipped["ORDER_ACCEPT"]?.fallbackVariants == ["Accept", "Accept order"])
    #expect(shipped["CANCEL_BUTTON"]?.locations.count == 3)
    #expect(shipped["DELIVERY_SPEED_WARNING"]?.fallback == "Don't use the app while driving")
    #expect(
      shipped.dynamicCalls.map(\.location.description) == [
        "contracts/translations/app-src/screens/OrdersList.tsx:43:14",
        "contracts/translations/app-src/utils/status.ts:39:3",
        "contracts/translations/app-src/utils/status.ts:41:62",
      ])
    // Security and privacy: fallback copy carries no implementation details.
    #expect(CopyRules.check(shipped).isEmpty)
  }

  @Test("languages.json figures")
  func languages() throws {
    let list = try LanguageList.load(
      contentsOf: Self.translations.appendingPathComponent("languages.json"))
    #expect(list.languages.map(\.code) == ["en", "es", "fr", "ar", "he", "pt"])
    #expect(list.defaultLanguage?.code == "en")
    #expect(list.languages.filter(\.isRightToLeft).map(\.code) == ["ar", "he"])
    #expect(list.languages.filter { !$0.isEnabled }.map(\.code) == ["pt"])
  }

  @Test(
    "dictionary sizes and key coverage per locale",
    arguments: [
      // code, entries, catalogue keys present (original or Driver-prefixed), prefixed entries
      ("en", 175, 173, 1), ("es", 174, 166, 4), ("fr", 0, 0, 0), ("ar", 128, 126, 1),
      ("he", 44, 44, 1),
    ])
  func dictionaryFigures(code: String, entries: Int, covered: Int, prefixed: Int) throws {
    let shipped = try catalogue()
    let dictionary = try dictionary(code)
    #expect(dictionary.format == .apiResponse)
    #expect(!dictionary.isFailed)
    #expect(dictionary.count == entries)
    #expect(
      shipped.keys.filter { dictionary[$0] != nil || dictionary["DRIVER_APP_" + $0] != nil }.count
        == covered)
    #expect(dictionary.entries.keys.filter { $0.hasPrefix("DRIVER_APP_") }.count == prefixed)
  }

  @Test("the gaps the data is meant to show")
  func gaps() throws {
    let shipped = try catalogue()
    let known = Set(shipped.keys)
    func unused(_ dictionary: TranslationDictionary) -> [String] {
      dictionary.entries.keys.filter { key in
        !known.contains(key)
          && !(key.hasPrefix("DRIVER_APP_") && known.contains(String(key.dropFirst(11))))
      }.sorted()
    }
    let en = try dictionary("en")
    let es = try dictionary("es")
    let fr = try dictionary("fr")
    let ar = try dictionary("ar")
    let he = try dictionary("he")

    #expect(fr.isEmpty && fr.isFallbackOnly)
    #expect(unused(en) == ["ORDER_SNOOZE"])
    #expect(
      unused(es) == [
        "BUSINESS_CLOSED", "CART_EMPTY", "COUPON_APPLIED", "DRIVER_APP_ORDER_SNOOZE",
        "ORDER_SNOOZE",
      ])
    #expect(unused(ar) == ["CART_EMPTY"])
    #expect(es.entries.filter { $0.value.isEmpty }.map(\.key) == ["ORDER_TIP_LABEL"])
    #expect(es["DRIVER_APP_LOGOUT"] == es["LOGOUT"], "a prefixed entry duplicating the original")
    #expect(he["DRIVER_APP_TAB_MESSAGES"] != nil && he["TAB_MESSAGES"] == nil)

    let identical = shipped.entries.filter { entry in
      guard let fallback = entry.fallback, let text = es[entry.key] else { return false }
      return text == fallback
    }
    #expect(
      identical.map(\.key) == [
        "CHAT_TITLE", "ORDER_MINUTES_SHORT", "ORDER_SUBTOTAL_LABEL", "ORDER_TOTAL_LABEL",
      ])

    func findings(_ dictionary: TranslationDictionary, _ code: String, rtl: Bool) -> [String] {
      shipped.entries.flatMap { entry -> [CopyFinding] in
        guard let text = dictionary[entry.key] else { return [] }
        return CopyRules.checkTranslation(
          text, fallback: entry.fallback, key: entry.key, locale: code, isRightToLeft: rtl)
      }.map(\.description)
    }
    #expect(
      findings(es, "es", rtl: false) == [
        "ORDER_NUMBER_LABEL [es]: placeholderMismatch (missing _order_id_; 1 unexpected placeholder)"
      ])
    #expect(
      findings(ar, "ar", rtl: true) == [
        "DELIVERY_STEP_LABEL [ar]: unisolatedEdgePlaceholder",
        "LANGUAGE_CHANGED_MESSAGE [ar]: unisolatedEdgePlaceholder",
        "ORDERS_COUNT_LABEL [ar]: unisolatedEdgePlaceholder",
        "ORDER_MINUTES_SHORT [ar]: unisolatedEdgePlaceholder",
        "PROFILE_EARNINGS_TODAY_LABEL [ar]: unisolatedEdgePlaceholder",
        "PROFILE_GREETING [ar]: unisolatedEdgePlaceholder",
      ])
    #expect(ar["ORDER_NUMBER_LABEL"]?.unicodeScalars.first { $0 == "\u{2068}" } != nil)
    #expect(
      findings(he, "he", rtl: true) == [
        "LANGUAGE_CHANGED_MESSAGE [he]: unisolatedEdgePlaceholder",
        "ORDER_NUMBER_LABEL [he]: unisolatedEdgePlaceholder",
        "PROFILE_GREETING [he]: unisolatedEdgePlaceholder",
      ])
    #expect(en["ERROR_UPLOAD_FAILED"] == "The photo could not be uploaded")
  }
}
