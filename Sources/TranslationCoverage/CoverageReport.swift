import SourceScan

/// Translation coverage of a catalogue in every configured locale, measured through the
/// language provider, with the gates it was held to.
///
/// It names keys, locales, categories and counts only: never a dictionary value.
public struct CoverageReport: Sendable, Hashable, Codable {
  /// The key prefix the provider tried first.
  public var keyPrefix: String
  /// The locale the fallback copy is written in.
  public var sourceLocale: String?
  /// True when the dictionaries came from the translations service, not files.
  public var live: Bool
  /// Catalogue keys.
  public var keyCount: Int
  /// Critical keys (control, warning, error) without fallback copy: they show their key text
  /// wherever the dictionary lacks them or fails.
  public var criticalWithoutFallback: [String]
  /// Copy-rule findings about keys and fallback copy (implementation details, keys that look
  /// like operational values).
  public var copyFindings: [CopyFinding]
  /// Keys whose call sites give different fallback copy.
  public var inconsistentFallbacks: [String]
  /// Calls with a non-literal key: listed, never counted as missing.
  public var dynamicCalls: [DynamicKeyCall]
  /// Per-locale figures, in settings order.
  public var locales: [LocaleCoverage]
  /// The tier of every key in every locale.
  public var matrix: TierMatrix
  /// The catalogue gate in force.
  public var catalogueGate: CatalogueGate
  /// `coverage:catalogue`, then `coverage:<locale>` for each locale.
  public var gates: [CoverageGateResult]

  /// Creates a report; ``CoverageCalculator`` fills it.
  public init(
    keyPrefix: String, sourceLocale: String?, live: Bool, keyCount: Int,
    criticalWithoutFallback: [String], copyFindings: [CopyFinding],
    inconsistentFallbacks: [String], dynamicCalls: [DynamicKeyCall], locales: [LocaleCoverage],
    matrix: TierMatrix, catalogueGate: CatalogueGate, gates: [CoverageGateResult]
  ) {
    self.keyPrefix = keyPrefix
    self.sourceLocale = sourceLocale
    self.live = live
    self.keyCount = keyCount
    self.criticalWithoutFallback = criticalWithoutFallback
    self.copyFindings = copyFindings
    self.inconsistentFallbacks = inconsistentFallbacks
    self.dynamicCalls = dynamicCalls
    self.locales = locales
    self.matrix = matrix
    self.catalogueGate = catalogueGate
    self.gates = gates
  }

  /// True when every coverage gate held.
  public var passed: Bool { gates.allSatisfy(\.passed) }

  /// The figures of one locale.
  public subscript(locale code: String) -> LocaleCoverage? {
    locales.first { $0.code == code }
  }
}
