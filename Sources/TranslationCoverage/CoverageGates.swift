import Foundation
import JSON

/// Every coverage gate: one for the catalogue, a default for all locales and per-locale
/// overrides.
public struct CoverageGates: Sendable, Hashable, Decodable {
  /// The catalogue's gate (`coverage:catalogue`).
  public var catalogue: CatalogueGate
  /// The gate of every locale without its own (JSON field `default`).
  public var defaultGate: LocaleGate
  /// Per-locale gates by code; each inherits what it leaves out from ``defaultGate``.
  public var locales: [String: LocaleGate]

  /// Creates gates.
  public init(
    catalogue: CatalogueGate = CatalogueGate(), defaultGate: LocaleGate = LocaleGate(),
    locales: [String: LocaleGate] = [:]
  ) {
    self.catalogue = catalogue
    self.defaultGate = defaultGate
    self.locales = locales
  }

  /// The gate in force for a locale.
  public func gate(for locale: String) -> LocaleGate {
    locales[locale]?.merged(over: defaultGate) ?? defaultGate
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case catalogue
    case defaultGate = "default"
    case locales
  }

  /// Decodes gates; unknown fields are errors.
  public init(from decoder: any Decoder) throws {
    try StrictJSON.rejectUnknownFields(in: decoder, known: CodingKeys.allCases.map(\.rawValue))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    catalogue =
      try container.decodeIfPresent(CatalogueGate.self, forKey: .catalogue)
      ?? CatalogueGate()
    defaultGate =
      try container.decodeIfPresent(LocaleGate.self, forKey: .defaultGate)
      ?? LocaleGate()
    locales = try container.decodeIfPresent([String: LocaleGate].self, forKey: .locales) ?? [:]
  }
}
