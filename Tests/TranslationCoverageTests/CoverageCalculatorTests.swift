import Foundation
import JSON
import LanguageProvider
import TestSupport
import Testing

@testable import TranslationCoverage

/// Coverage of the shipped data under `contracts/`, measured through the provider, pinned per
/// locale.
@Suite("Coverage through the provider")
struct CoverageCalculatorTests {
  static let contracts = ShippedDataTests.repositoryRoot.appendingPathComponent("contracts")

  /// The `coverage` object of the shipped `contract-report.json` (the rest of the file belongs
  /// to the ComplianceReport module's settings).
  private struct ShippedSettings: Decodable {
    var coverage: CoverageSettings
  }

  static func shippedInputs() async throws -> CoverageInputs {
    let settings = try StrictJSON.load(
      ShippedSettings.self, contentsOf: contracts.appendingPathComponent("contract-report.json")
    ).coverage
    return try await CoverageInputs.load(
      settings: settings, directory: contracts, displayDirectory: "contracts")
  }

  static func report(
    faults: Set<ProviderFault> = [], change: (inout CoverageInputs) -> Void = { _ in }
  ) async throws -> CoverageReport {
    var inputs = try await shippedInputs()
    change(&inputs)
    return await CoverageCalculator(settings: inputs.settings, faults: faults).coverage(
      of: inputs.catalogue, locales: inputs.locales, dictionaries: inputs.dictionaries)
  }

  @Test("without dictionary versions the report is the same but for the versions, all nil")
  func withoutDictionaryVersions() async throws {
    let inputs = try await Self.shippedInputs()
    func measure(_ versions: Bool) async -> CoverageReport {
      await CoverageCalculator(settings: inputs.settings, recordsDictionaryVersions: versions)
        .coverage(
          of: inputs.catalogue, locales: inputs.locales, dictionaries: inputs.dictionaries)
    }
    let with = await measure(true)
    var without = await measure(false)
    #expect(without.locales.allSatisfy { $0.version == nil })
    let loaded = with.locales.filter { $0.dictionary != .failed }
    #expect(!loaded.isEmpty)
    for locale in loaded {
      let dictionary = try #require(inputs.dictionaries[locale.code])
      #expect(locale.version == DictionaryVersion(dictionary: dictionary.entries).description)
    }
    for index in without.locales.indices {
      without.locales[index].version = with.locales[index].version
    }
    #expect(without == with)
  }

  /// The shipped settings hold fr and he to beta gates; this drops their own gates so they are
  /// held to the default gate like a released locale.
  static func releaseEveryLocale(_ inputs: inout CoverageInputs) {
    inputs.settings.gates.locales["fr"] = nil
    inputs.settings.gates.locales["he"] = nil
  }

  struct Expected: Sendable, CustomTestStringConvertible {
    var code: String
    var entries: Int
    var tiers: TierCounts
    var percent: Double
    var dictionary: DictionaryOutcome
    var empty: [String] = []
    var identical: [String] = []
    var mismatches: [String] = []
    var bidi = 0
    var unused: [String] = []
    var duplicates: [String] = []
    var critical: [String] = []
    var passes: Bool
    var testDescription: String { code }
  }

  static let expected: [Expected] = [
    Expected(
      code: "en", entries: 175, tiers: TierCounts(prefixed: 1, original: 172, fallback: 3),
      percent: 98.3, dictionary: .loaded, unused: ["ORDER_SNOOZE"], passes: true),
    Expected(
      code: "es", entries: 174, tiers: TierCounts(prefixed: 3, original: 162, fallback: 11),
      percent: 93.8, dictionary: .loaded, empty: ["ORDER_TIP_LABEL"],
      identical: [
        "CHAT_TITLE", "ORDER_MINUTES_SHORT", "ORDER_SUBTOTAL_LABEL", "ORDER_TOTAL_LABEL",
      ],
      mismatches: ["ORDER_NUMBER_LABEL"],
      unused: [
        "BUSINESS_CLOSED", "CART_EMPTY", "COUPON_APPLIED", "DRIVER_APP_ORDER_SNOOZE",
        "ORDER_SNOOZE",
      ],
      duplicates: ["LOGOUT"], passes: true),
    Expected(
      code: "fr", entries: 0, tiers: TierCounts(fallback: 175, keyText: 1), percent: 0,
      dictionary: .empty, passes: true),
    Expected(
      code: "ar", entries: 128, tiers: TierCounts(prefixed: 1, original: 125, fallback: 50),
      percent: 71.6, dictionary: .loaded, bidi: 6, unused: ["CART_EMPTY"], passes: true),
    Expected(
      code: "he", entries: 44,
      tiers: TierCounts(prefixed: 1, original: 43, fallback: 131, keyText: 1),
      percent: 25.0, dictionary: .loaded, bidi: 3, passes: true),
  ]

  @Test("per-locale figures of the shipped data", arguments: expected)
  func shippedFigures(_ expected: Expected) async throws {
    let report = try await Self.report()
    let locale = try #require(report[locale: expected.code])
    #expect(locale.dictionaryEntries == expected.entries)
    #expect(locale.tiers == expected.tiers)
    #expect(locale.tiers.total == 176)
    #expect(locale.coveragePercent == expected.percent)
    #expect(locale.dictionary == expected.dictionary)
    #expect(locale.fallbackOnly == (expected.code == "fr"))
    #expect(locale.readiness == (expected.code == "fr" ? .fallbackOnly : .complete))
    #expect(locale.isSource == (expected.code == "en"))
    #expect(locale.emptyValues == expected.empty)
    #expect(locale.identicalToFallback == expected.identical)
    #expect(locale.placeholderMismatches.map(\.key) == expected.mismatches)
    #expect(locale.bidiFindings.count == expected.bidi)
    #expect(locale.unusedKeys == expected.unused)
    #expect(locale.prefixedDuplicates == expected.duplicates)
    #expect(locale.criticalWithoutFallback == expected.critical)
    #expect(locale.gateResult.passed == expected.passes)
    #expect(locale.gateResult.name == "coverage:\(expected.code)")
    #expect(locale.categories.reduce(0) { $0 + $1.tiers.total } == 176)
  }

  @Test("catalogue figures, gates and the tier matrix")
  func catalogueAndGates() async throws {
    let report = try await Self.report()
    #expect(report.keyCount == 176)
    #expect(report.keyPrefix == "DRIVER_APP_")
    #expect(report.sourceLocale == "en")
    #expect(!report.live)
    #expect(report.criticalWithoutFallback.isEmpty)
    #expect(report.copyFindings.isEmpty)
    #expect(report.inconsistentFallbacks == ["ORDER_ACCEPT"])
    #expect(report.dynamicCalls.count == 3)
    #expect(
      report.gates.map(\.name) == ["coverage:catalogue"]
        + ["en", "es", "fr", "ar", "he"].map { "coverage:\($0)" })
    #expect(report.gates.map(\.passed) == [true, true, true, true, true, true])
    #expect(report.passed)
    #expect(
      report.gates[0].detail
        == "176 keys; every critical key has fallback copy; no copy-rule finding")
    #expect(
      report[locale: "fr"]?.gateResult.detail
        == "coverage 0.0% (minimum 0.0%), key text 1 (at most 1), critical without fallback 0 (at most 0)"
    )
    #expect(
      report[locale: "he"]?.gateResult.detail
        == "coverage 25.0% (minimum 20.0%), key text 1 (at most 1), critical without fallback 0 (at most 0)"
    )
    #expect(
      report[locale: "ar"]?.gateResult.detail
        == "coverage 71.6% (minimum 70.0%), key text 0 (at most 0), critical without fallback 0 (at most 0)"
    )
    #expect(report[locale: "ar"]?.gate.effectiveMinimumCoveragePercent == 70)

    let matrix = report.matrix
    #expect(matrix.keys == (try await Self.shippedInputs()).catalogue.keys)
    #expect(matrix.locales == ["en", "es", "fr", "ar", "he"])
    #expect(matrix.tier(of: "LOGOUT", in: "es") == .prefixed)
    #expect(matrix.tier(of: "ORDER_TIP_LABEL", in: "es") == .fallback)
    #expect(matrix.tier(of: "TAB_MESSAGES", in: "he") == .prefixed)
    #expect(matrix.tier(of: "NAV_CLOSE_BUTTON", in: "fr") == .fallback)
    #expect(matrix.tier(of: "TAB_HISTORY", in: "fr") == .keyText)
    #expect(matrix.tier(of: "NOT_IN_CATALOGUE", in: "fr") == nil)
    #expect(
      matrix.tiers(of: "CANCEL_BUTTON").map(\.tier) == [
        .original, .original, .fallback, .original, .original,
      ])
  }

  @Test("held to the default gate, the beta locales fail: fr is fallback only, he at 25%")
  func releasedLocalesFail() async throws {
    let report = try await Self.report(change: Self.releaseEveryLocale)
    #expect(report.gates.map(\.passed) == [true, true, true, false, true, false])
    #expect(!report.passed)
    #expect(
      report[locale: "fr"]?.gateResult.detail
        == "fallback only (the dictionary is empty); coverage 0.0% below the minimum 90.0%; "
        + "1 key(s) shown as key text (at most 0)")
    #expect(
      report[locale: "he"]?.gateResult.detail
        == "coverage 25.0% below the minimum 90.0%; 1 key(s) shown as key text (at most 0)")
  }

  @Test("each version is the provider's DictionaryVersion of the dictionary it was served")
  func versions() async throws {
    let inputs = try await Self.shippedInputs()
    let report = try await Self.report()
    for locale in report.locales {
      let entries = try #require(inputs.dictionaries[locale.code]).entries
      #expect(locale.version == DictionaryVersion(dictionary: entries).description)
    }
  }

  @Test("the report never carries a dictionary value")
  func noDictionaryValues() async throws {
    let inputs = try await Self.shippedInputs()
    let json = String(decoding: try JSONEncoder().encode(try await Self.report()), as: UTF8.self)
    for dictionary in inputs.dictionaries.values {
      for text in dictionary.entries.values where text.contains(" ") {
        #expect(!json.contains(text))
      }
    }
  }

  @Test("the matrix round-trips through JSON, one letter per key and locale")
  func matrixCodable() async throws {
    let report = try await Self.report()
    let data = try JSONEncoder().encode(report)
    #expect(try JSONDecoder().decode(CoverageReport.self, from: data) == report)
    let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(report.matrix))
    let tiers = try #require((object as? [String: Any])?["tiers"] as? [String: String])
    #expect(tiers["fr"]?.count == 176)
    #expect(tiers["fr"]?.allSatisfy { $0 == "f" || $0 == "k" } == true)
  }

  // MARK: - Through the provider

  @Test("a provider fault changes the figures: prefixSkipped loses every prefixed override")
  func prefixSkippedChangesFigures() async throws {
    let report = try await Self.report(faults: [.prefixSkipped])
    #expect(report.locales.allSatisfy { $0.tiers.prefixed == 0 })
    #expect(report.matrix.tier(of: "LOGOUT", in: "es") == .original)
    #expect(report.matrix.tier(of: "TAB_MESSAGES", in: "he") == .fallback)
    #expect(report[locale: "he"]?.tiers == TierCounts(original: 43, fallback: 132, keyText: 1))
    #expect(report[locale: "he"]?.coveragePercent == 24.4)
  }

  @Test("fallbackIgnored turns every fallback into key text and fails every locale's gate")
  func fallbackIgnoredChangesFigures() async throws {
    let report = try await Self.report(faults: [.fallbackIgnored])
    #expect(report[locale: "fr"]?.tiers == TierCounts(keyText: 176))
    #expect(report[locale: "en"]?.tiers.keyText == 3)
    #expect(report.gates.dropFirst().allSatisfy { !$0.passed })
    #expect(report.gates.first?.passed == true)
  }

  @Test("emptyStringCountedAsTranslation: an empty value counts as translated")
  func emptyStringFault() async throws {
    let report = try await Self.report(faults: [.emptyStringCountedAsTranslation])
    #expect(report.matrix.tier(of: "ORDER_TIP_LABEL", in: "es") == .original)
    #expect(report[locale: "es"]?.tiers.original == 163)
  }

  @Test("a failed dictionary is fallback only, with the reason and no response text")
  func failedDictionary() async throws {
    let report = try await Self.report { inputs in
      inputs.dictionaries["es"] = .failed(messageCount: 2)
    }
    let spanish = try #require(report[locale: "es"])
    #expect(spanish.dictionary == .failed)
    #expect(spanish.failure == "the service answered with an error envelope")
    #expect(spanish.readiness == .fallbackOnly)
    #expect(spanish.fallbackOnly)
    #expect(spanish.tiers.translated == 0)
    #expect(spanish.version == DictionaryVersion(dictionary: [:]).description)
    #expect(spanish.gateResult.detail.hasPrefix("fallback only (the dictionary failed)"))
  }

  @Test("gates: a locale's own gate inherits what it leaves out; allowFallbackOnly lets fr pass")
  func gateSettings() async throws {
    let report = try await Self.report { inputs in
      inputs.settings.gates.locales["fr"] = LocaleGate(
        minimumCoveragePercent: 0, maximumKeyText: 2, maximumCriticalWithoutFallback: 1,
        allowFallbackOnly: true)
      inputs.settings.gates.defaultGate.maximumKeyText = nil
      inputs.settings.gates.locales["he"] = nil
    }
    #expect(report[locale: "fr"]?.gateResult.passed == true)
    #expect(report[locale: "he"]?.gateResult.detail == "coverage 25.0% below the minimum 90.0%")
    #expect(
      LocaleGate(minimumCoveragePercent: 70).merged(over: LocaleGate(maximumKeyText: 3))
        == LocaleGate(minimumCoveragePercent: 70, maximumKeyText: 3))
  }

  @Test("a translation is identical to its fallback exactly when the two are equal Strings")
  func identicalToFallbackAsStrings() async throws {
    let pairs: [(key: String, fallback: String?, translation: String)] = [
      ("A_SAME", "Orders", "Orders"),
      ("B_COMPOSED", "Caf\u{00E9}", "Cafe\u{0301}"),
      ("C_LONGER", "Caf\u{00E9}", "Caf\u{00E9}!"),
      ("D_SPACE", "Pedidos", "Pedidos "),
      ("E_NO_FALLBACK", nil, "Orders"),
      ("F_SAME_BEYOND_ASCII", "\u{65E5}\u{672C}", "\u{65E5}\u{672C}"),
      ("G_DECOMPOSED", "Cafe\u{0301}", "Caf\u{00E9}"),
      ("H_OTHER_ACCENT", "Caf\u{00E9}", "Caf\u{00E8}"),
    ]
    let catalogue = KeyCatalogue(
      entries: pairs.map { CatalogueEntry(key: $0.key, fallback: $0.fallback) })
    // Decoded from a file the table keeps the file's bytes; given as Strings it keeps those.
    let body = pairs.map { "\(JSONText.quoted($0.key)): \(JSONText.quoted($0.translation))" }
    let file = Data("{\"error\": false, \"result\": {\(body.joined(separator: ", "))}}".utf8)
    let dictionaries = [
      try DictionaryFile.decode(file, file: "es.json"),
      TranslationDictionary(
        entries: Dictionary(uniqueKeysWithValues: pairs.map { ($0.key, $0.translation) })),
    ]
    for dictionary in dictionaries {
      let report = await CoverageCalculator(settings: CoverageSettings(sourceLocale: "en"))
        .coverage(
          of: catalogue, locales: [CoverageLocale(code: "es")], dictionaries: ["es": dictionary])
      #expect(
        report.locales[0].identicalToFallback
          == ["A_SAME", "B_COMPOSED", "F_SAME_BEYOND_ASCII", "G_DECOMPOSED"])
    }
  }

  @Test("unused keys are prefix-aware, and a catalogue key that is not key-shaped is notAKey")
  func prefixAwareUnusedAndNonKeys() async {
    let catalogue = KeyCatalogue(entries: [
      CatalogueEntry(key: "ORDERS_TITLE", fallback: "Orders"),
      CatalogueEntry(key: "Leave at door", fallback: "Leave at door", category: .control),
    ])
    let dictionary = TranslationDictionary(entries: [
      "DRIVER_APP_ORDERS_TITLE": "Pedidos", "ORDERS_TITLE": "Pedidos", "DRIVER_APP_OTHER": "x",
      "OTHER": "y", "": "z",
    ])
    let report = await CoverageCalculator(settings: CoverageSettings(sourceLocale: "en"))
      .coverage(
        of: catalogue, locales: [CoverageLocale(code: "es")], dictionaries: ["es": dictionary])
    let spanish = report.locales[0]
    #expect(spanish.tiers == TierCounts(prefixed: 1, notAKey: 1))
    #expect(spanish.unusedKeys == ["", "DRIVER_APP_OTHER", "OTHER"])
    #expect(spanish.prefixedDuplicates == ["ORDERS_TITLE"])
    #expect(spanish.criticalWithoutFallback == ["Leave at door"])
    #expect(report.copyFindings.map(\.rule) == [.keyIsFreeText])
  }
}
