import LanguageProvider

/// One locale's coverage, measured through the provider's own translate function.
///
/// Names keys, counts and categories only: no dictionary value (which can come from a live
/// service) is ever kept here.
public struct LocaleCoverage: Sendable, Hashable, Codable {
  /// The language code.
  public var code: String
  /// The display name, when known.
  public var name: String?
  /// Whether the language is written right to left.
  public var rightToLeft: Bool
  /// Whether this is the source locale (the fallback copy's language).
  public var isSource: Bool
  /// Loaded, empty or failed.
  public var dictionary: DictionaryOutcome
  /// Why the dictionary failed (error envelope, HTTP status, …), without any response text.
  public var failure: String?
  /// How many entries the provider holds for this locale.
  public var dictionaryEntries: Int
  /// The provider's ``DictionaryVersion`` of the dictionary it holds, as hex; `nil` when the
  /// calculator was asked not to record versions (see
  /// ``CoverageCalculator/recordsDictionaryVersions``).
  public var version: String?
  /// The provider's readiness once the dictionary settled (`complete` or `fallbackOnly`).
  public var readiness: Readiness
  /// True when no key can be translated: the dictionary failed or is empty, or the provider
  /// says so. Never reported as complete.
  public var fallbackOnly: Bool
  /// Catalogue keys by the tier the provider resolved them at.
  public var tiers: TierCounts
  /// Coverage in percent, rounded to one decimal: (prefixed + original) / catalogue keys.
  public var coveragePercent: Double
  /// Dictionary keys (original or prefixed form of a catalogue key) whose text is empty.
  public var emptyValues: [String]
  /// Translated keys whose text equals the fallback copy (not reported for the source locale).
  public var identicalToFallback: [String]
  /// Translated keys whose placeholders differ from the fallback's.
  public var placeholderMismatches: [CopyFinding]
  /// Bidi findings in translations: unisolated edge placeholders (RTL locales) and embedding
  /// or override controls.
  public var bidiFindings: [CopyFinding]
  /// Dictionary keys that no catalogue key uses, either as itself or with the prefix.
  public var unusedKeys: [String]
  /// Catalogue keys whose prefixed entry repeats the original entry's text.
  public var prefixedDuplicates: [String]
  /// Critical keys (control, warning, error) that show their key text in this locale: no
  /// translation and no fallback copy.
  public var criticalWithoutFallback: [String]
  /// Tiers per key category, sorted by category.
  public var categories: [CategoryCoverage]
  /// The locale's to-do list, in key order: every key it does not translate and every
  /// translation that needs review, with the reason, category and call sites.
  public var todo: [TodoEntry]
  /// The gate in force for this locale (default merged with the locale's own).
  public var gate: LocaleGate
  /// Whether the gate held, and why not.
  public var gateResult: CoverageGateResult

  /// Creates a record; ``CoverageCalculator`` fills it.
  public init(
    code: String, name: String?, rightToLeft: Bool, isSource: Bool,
    dictionary: DictionaryOutcome, failure: String?, dictionaryEntries: Int, version: String?,
    readiness: Readiness, fallbackOnly: Bool, tiers: TierCounts, coveragePercent: Double,
    emptyValues: [String], identicalToFallback: [String],
    placeholderMismatches: [CopyFinding], bidiFindings: [CopyFinding], unusedKeys: [String],
    prefixedDuplicates: [String], criticalWithoutFallback: [String],
    categories: [CategoryCoverage], todo: [TodoEntry] = [], gate: LocaleGate,
    gateResult: CoverageGateResult
  ) {
    self.code = code
    self.name = name
    self.rightToLeft = rightToLeft
    self.isSource = isSource
    self.dictionary = dictionary
    self.failure = failure
    self.dictionaryEntries = dictionaryEntries
    self.version = version
    self.readiness = readiness
    self.fallbackOnly = fallbackOnly
    self.tiers = tiers
    self.coveragePercent = coveragePercent
    self.emptyValues = emptyValues
    self.identicalToFallback = identicalToFallback
    self.placeholderMismatches = placeholderMismatches
    self.bidiFindings = bidiFindings
    self.unusedKeys = unusedKeys
    self.prefixedDuplicates = prefixedDuplicates
    self.criticalWithoutFallback = criticalWithoutFallback
    self.categories = categories
    self.todo = todo
    self.gate = gate
    self.gateResult = gateResult
  }

  /// Keys translated by the dictionary (prefixed + original).
  public var translated: Int { tiers.translated }

  /// The coverage as text with one decimal, e.g. `98.3%`.
  public var coverageText: String { Self.percentText(coveragePercent) }

  /// `value` with one decimal and a percent sign, independent of the process locale.
  public static func percentText(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)%"
  }
}
