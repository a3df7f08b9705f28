import Foundation
import JSON

/// The limits the catalogue itself must meet, whatever the locale: the contract's
/// prerequisites on keys and fallback copy.
public struct CatalogueGate: Sendable, Hashable, Codable {
  /// The most critical keys (control, warning, error) that may lack fallback copy. A critical
  /// key without fallback copy shows its key text in every locale whose dictionary lacks it or
  /// fails. Default 0.
  public var maximumCriticalWithoutFallback: Int
  /// The most copy-rule findings (implementation details in fallback copy, keys that look like
  /// operational values) that may remain. Default 0.
  public var maximumCopyFindings: Int

  /// Creates a gate; the defaults are the contract's.
  public init(maximumCriticalWithoutFallback: Int = 0, maximumCopyFindings: Int = 0) {
    self.maximumCriticalWithoutFallback = maximumCriticalWithoutFallback
    self.maximumCopyFindings = maximumCopyFindings
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case maximumCriticalWithoutFallback, maximumCopyFindings
  }

  /// Decodes a gate; unknown fields and negative limits are errors.
  public init(from decoder: any Decoder) throws {
    try StrictJSON.rejectUnknownFields(in: decoder, known: CodingKeys.allCases.map(\.rawValue))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    maximumCriticalWithoutFallback =
      try container.decodeIfPresent(Int.self, forKey: .maximumCriticalWithoutFallback) ?? 0
    maximumCopyFindings = try container.decodeIfPresent(Int.self, forKey: .maximumCopyFindings) ?? 0
    for (key, value) in [
      (CodingKeys.maximumCriticalWithoutFallback, maximumCriticalWithoutFallback),
      (.maximumCopyFindings, maximumCopyFindings),
    ] where value < 0 {
      throw StrictJSON.invalidValue(at: container.codingPath + [key], "must not be negative")
    }
  }
}
