import Foundation
import JSON

/// The limits one locale must meet, from the `gates` of the coverage settings.
///
/// Every field is optional: a locale's own gate inherits each field it leaves out from the
/// `default` gate (see ``merged(over:)``), and a field left out of both takes the documented
/// default.
public struct LocaleGate: Sendable, Hashable, Codable {
  /// The lowest acceptable coverage, 0–100 (prefixed + original over all catalogue keys).
  /// Default 0.
  public var minimumCoveragePercent: Double?
  /// The most keys that may show their key text (no translation, no fallback). Default: no
  /// limit.
  public var maximumKeyText: Int?
  /// The most critical keys (control, warning, error) that may show their key text in this
  /// locale: they have neither a translation nor fallback copy. Default 0.
  public var maximumCriticalWithoutFallback: Int?
  /// Whether a locale whose dictionary failed or is empty may pass. Default `false`: fallback
  /// only is never complete.
  public var allowFallbackOnly: Bool?

  /// Creates a gate.
  public init(
    minimumCoveragePercent: Double? = nil, maximumKeyText: Int? = nil,
    maximumCriticalWithoutFallback: Int? = nil, allowFallbackOnly: Bool? = nil
  ) {
    self.minimumCoveragePercent = minimumCoveragePercent
    self.maximumKeyText = maximumKeyText
    self.maximumCriticalWithoutFallback = maximumCriticalWithoutFallback
    self.allowFallbackOnly = allowFallbackOnly
  }

  /// This gate with every field it leaves out taken from `base`.
  public func merged(over base: LocaleGate) -> LocaleGate {
    LocaleGate(
      minimumCoveragePercent: minimumCoveragePercent ?? base.minimumCoveragePercent,
      maximumKeyText: maximumKeyText ?? base.maximumKeyText,
      maximumCriticalWithoutFallback: maximumCriticalWithoutFallback
        ?? base.maximumCriticalWithoutFallback,
      allowFallbackOnly: allowFallbackOnly ?? base.allowFallbackOnly)
  }

  /// The minimum coverage in force (default 0).
  public var effectiveMinimumCoveragePercent: Double { minimumCoveragePercent ?? 0 }
  /// The critical-key limit in force (default 0).
  public var effectiveMaximumCriticalWithoutFallback: Int { maximumCriticalWithoutFallback ?? 0 }
  /// Whether fallback only may pass (default `false`).
  public var effectiveAllowFallbackOnly: Bool { allowFallbackOnly ?? false }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case minimumCoveragePercent, maximumKeyText, maximumCriticalWithoutFallback, allowFallbackOnly
  }

  /// Decodes a gate; unknown fields and out-of-range limits are errors.
  public init(from decoder: any Decoder) throws {
    try StrictJSON.rejectUnknownFields(in: decoder, known: CodingKeys.allCases.map(\.rawValue))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    minimumCoveragePercent = try container.decodeIfPresent(
      Double.self, forKey: .minimumCoveragePercent)
    maximumKeyText = try container.decodeIfPresent(Int.self, forKey: .maximumKeyText)
    maximumCriticalWithoutFallback = try container.decodeIfPresent(
      Int.self, forKey: .maximumCriticalWithoutFallback)
    allowFallbackOnly = try container.decodeIfPresent(Bool.self, forKey: .allowFallbackOnly)
    if let minimum = minimumCoveragePercent, !(0...100).contains(minimum) {
      throw StrictJSON.invalidValue(
        at: container.codingPath + [CodingKeys.minimumCoveragePercent],
        "must be between 0 and 100")
    }
    for (key, value) in [
      (CodingKeys.maximumKeyText, maximumKeyText),
      (.maximumCriticalWithoutFallback, maximumCriticalWithoutFallback),
    ] {
      if let value, value < 0 {
        throw StrictJSON.invalidValue(at: container.codingPath + [key], "must not be negative")
      }
    }
  }
}
