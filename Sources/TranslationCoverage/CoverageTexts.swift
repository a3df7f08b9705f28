import SourceScan

/// The copy behind a coverage report measured from dictionary files, for translator exports:
/// every catalogue key's fallback copy, category and call sites, and per locale the text the
/// provider resolved for each key it translated.
///
/// A ``CoverageReport`` never holds copy (it goes into CI logs and the published site); an
/// export needs it. ``CoverageCalculator/coverageWithTexts(of:locales:loadingDictionaries:)``
/// gives both from one measurement, so an export says exactly what the report says. There is no
/// way to build it from a live service: values from the translations service never reach an
/// export.
public struct CoverageTexts: Sendable {
  /// The catalogue keys, sorted: the row order of everything below (the report's
  /// ``TierMatrix/keys``).
  public let keys: [String]
  /// Each key's fallback copy, `nil` when no call site gives one.
  public let fallbacks: [String?]
  /// Each key's category (`uncategorized` when none applies).
  public let categories: [String]
  /// Whether each key is critical.
  public let critical: [Bool]
  /// Each key's call sites.
  public let locations: [[CallSite]]
  /// Each key's hand-written notes for translators (the catalogue's `notes`), if any.
  public let notes: [String?]
  /// Per locale code: for each key the text the provider resolved it to when the dictionary
  /// translated it (prefixed or original tier, empty texts never), else `nil`.
  public private(set) var translations: [String: [String?]]

  init(plan: CataloguePlan, catalogue: KeyCatalogue) {
    keys = plan.keys
    notes = catalogue.entries.map(\.notes)
    fallbacks = plan.requests.map(\.fallback)
    categories = plan.categoryIndex.map { plan.categoryNames[$0] }
    critical = plan.critical
    locations = plan.locations
    translations = [:]
  }

  /// Creates texts from their parts (for tests and other measurements); every list has one
  /// element per key.
  public init(
    keys: [String], fallbacks: [String?], categories: [String], critical: [Bool],
    locations: [[CallSite]], notes: [String?], translations: [String: [String?]]
  ) {
    precondition(
      [fallbacks.count, categories.count, critical.count, locations.count, notes.count].allSatisfy {
        $0 == keys.count
      } && translations.values.allSatisfy { $0.count == keys.count }, "one element per key")
    self.keys = keys
    self.fallbacks = fallbacks
    self.categories = categories
    self.critical = critical
    self.locations = locations
    self.notes = notes
    self.translations = translations
  }

  mutating func add(locale: String, translations texts: [String?]) {
    translations[locale] = texts
  }

  /// The source text of the key at `row`: its translation in `sourceLocale` when that locale
  /// translated it, else its fallback copy, else `nil` (the key text is all there is).
  public func sourceText(row: Int, sourceLocale: String?) -> String? {
    if let sourceLocale, let text = translations[sourceLocale]?[row] { return text }
    return fallbacks[row]
  }
}
