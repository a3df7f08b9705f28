import Foundation
import JSON
import SourceScan

/// The translation-coverage part of `contracts/contract-report.json` (its `coverage` object):
/// key prefix, translation function names, locales, where the catalogue, languages and
/// dictionaries are, key-category rules, gates and the live service.
///
/// Paths are relative to the directory holding the settings file. Every field has a default,
/// so `{}` is valid; unknown fields and wrong types are errors naming the field. `docs/settings.md`
/// documents each field.
public struct CoverageSettings: Sendable, Hashable, Decodable {
  /// The prefix the provider tries first (`DRIVER_APP_` + key). Default `DRIVER_APP_`.
  public var keyPrefix: String
  /// The translation function names `scan` looks for. Default `["t"]`.
  public var functionNames: [String]
  /// The locale the fallback copy is written in; its translations may equal the fallback.
  /// Default: the `default` language of `languages.json`.
  public var sourceLocale: String?
  /// The locales to report, in order. Default: the enabled languages of `languages.json`.
  public var locales: [String]?
  /// The key catalogue. Default `translations/catalogue.json`.
  public var catalogue: String
  /// The language list. Default `translations/languages.json`.
  public var languages: String
  /// The directory of `<code>.json` dictionaries. Default `translations/dictionaries`.
  public var dictionaries: String
  /// Key-pattern rules for keys without a hand-set category. Default
  /// ``CategoryRules/conventional``.
  public var categoryRules: CategoryRules
  /// The gates. Default: the contract's minimums only (see ``LocaleGate`` and
  /// ``CatalogueGate``).
  public var gates: CoverageGates
  /// The translations service for `--live`; `nil` when not configured.
  public var service: TranslationServiceSettings?

  /// Creates settings; every argument has the documented default.
  public init(
    keyPrefix: String = "DRIVER_APP_", functionNames: [String] = SourceScanner.defaultFunctionNames,
    sourceLocale: String? = nil, locales: [String]? = nil,
    catalogue: String = "translations/catalogue.json",
    languages: String = "translations/languages.json",
    dictionaries: String = "translations/dictionaries",
    categoryRules: CategoryRules = .conventional, gates: CoverageGates = CoverageGates(),
    service: TranslationServiceSettings? = nil
  ) {
    self.keyPrefix = keyPrefix
    self.functionNames = functionNames
    self.sourceLocale = sourceLocale
    self.locales = locales
    self.catalogue = catalogue
    self.languages = languages
    self.dictionaries = dictionaries
    self.categoryRules = categoryRules
    self.gates = gates
    self.service = service
  }

  /// A path from these settings resolved against the settings file's directory (absolute
  /// paths stay as they are).
  public static func resolve(_ path: String, in directory: URL) -> URL {
    path.hasPrefix("/")
      ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case keyPrefix, functionNames, sourceLocale, locales, catalogue, languages, dictionaries
    case categoryRules, gates, service
  }

  /// One entry of `categoryRules`, decoded strictly.
  private struct RuleField: Decodable {
    var rule: CategoryRule

    private enum CodingKeys: String, CodingKey, CaseIterable {
      case pattern, category
    }

    init(from decoder: any Decoder) throws {
      try StrictJSON.rejectUnknownFields(in: decoder, known: CodingKeys.allCases.map(\.rawValue))
      let container = try decoder.container(keyedBy: CodingKeys.self)
      rule = CategoryRule(
        pattern: try container.decode(String.self, forKey: .pattern),
        category: KeyCategory(rawValue: try container.decode(String.self, forKey: .category)))
    }
  }

  /// Decodes settings strictly: unknown fields, wrong types and inconsistent locales are
  /// errors naming the field.
  public init(from decoder: any Decoder) throws {
    try StrictJSON.rejectUnknownFields(in: decoder, known: CodingKeys.allCases.map(\.rawValue))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = CoverageSettings()
    keyPrefix = try container.decodeIfPresent(String.self, forKey: .keyPrefix) ?? defaults.keyPrefix
    functionNames =
      try container.decodeIfPresent([String].self, forKey: .functionNames)
      ?? defaults.functionNames
    sourceLocale = try container.decodeIfPresent(String.self, forKey: .sourceLocale)
    locales = try container.decodeIfPresent([String].self, forKey: .locales)
    catalogue = try container.decodeIfPresent(String.self, forKey: .catalogue) ?? defaults.catalogue
    languages = try container.decodeIfPresent(String.self, forKey: .languages) ?? defaults.languages
    dictionaries =
      try container.decodeIfPresent(String.self, forKey: .dictionaries) ?? defaults.dictionaries
    categoryRules =
      try container.decodeIfPresent([RuleField].self, forKey: .categoryRules).map {
        CategoryRules($0.map(\.rule))
      } ?? defaults.categoryRules
    gates = try container.decodeIfPresent(CoverageGates.self, forKey: .gates) ?? defaults.gates
    service = try container.decodeIfPresent(TranslationServiceSettings.self, forKey: .service)

    let path = container.codingPath
    if functionNames.isEmpty || functionNames.contains(where: \.isEmpty) {
      throw StrictJSON.invalidValue(
        at: path + [CodingKeys.functionNames], "must list at least one non-empty name")
    }
    guard let locales else { return }
    if Set(locales).count != locales.count {
      throw StrictJSON.invalidValue(at: path + [CodingKeys.locales], "lists a locale twice")
    }
    if let sourceLocale, !locales.contains(sourceLocale) {
      throw StrictJSON.invalidValue(
        at: path + [CodingKeys.sourceLocale], "\"\(sourceLocale)\" is not one of \"locales\"")
    }
    for code in gates.locales.keys.sorted() where !locales.contains(code) {
      throw StrictJSON.invalidValue(
        at: path + [
          CodingKeys.gates, StrictJSON.FieldName(stringValue: "locales"),
          StrictJSON.FieldName(stringValue: code),
        ],
        "\"\(code)\" is not one of \"locales\"")
    }
  }
}
