import TranslationCoverage

/// Translator exports of a coverage report: one file per locale with every catalogue key, its
/// source text, the locale's translation, whether the key is translated and why not, its
/// category and call sites.
///
/// Every fact comes from the ``CoverageReport`` (states and reasons from each locale's to-do
/// list) and the ``CoverageTexts`` measured with it (the copy itself); nothing is measured
/// again here. A report from the translations service (`--live`) is refused: its values never
/// enter an export. Output is deterministic: keys in catalogue order, locales in report order.
public struct TranslationExport: Sendable {
  /// The report the states come from.
  public let report: CoverageReport
  /// The copy measured with it.
  public let texts: CoverageTexts
  /// The catalogue's path as the files name it (XLIFF `original`).
  public let original: String

  /// Prepares an export; refuses a live report, texts of another report and locale codes that
  /// cannot name a file.
  public init(report: CoverageReport, texts: CoverageTexts, original: String)
    throws(ExportError)
  {
    guard !report.live else { throw .liveValues }
    guard texts.keys == report.matrix.keys else {
      throw .textsDoNotMatch("the catalogue keys differ")
    }
    var names = Set<String>()
    for locale in report.locales {
      guard texts.translations[locale.code] != nil else {
        throw .textsDoNotMatch("no translations of \(ExportError.shown(locale.code))")
      }
      guard Self.isSafeFileName(locale.code), names.insert(locale.code.lowercased()).inserted
      else { throw .unsafeLocaleCode(locale.code) }
    }
    self.report = report
    self.texts = texts
    self.original = original
  }

  /// Letters, digits, `.`, `_` and `-`, not starting with `.`.
  static func isSafeFileName(_ code: String) -> Bool {
    guard let first = code.unicodeScalars.first, first != "." else { return false }
    return code.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || "._-".unicodeScalars.contains(scalar))
    }
  }

  /// One locale's units in key order: each key's state and reasons from the locale's to-do
  /// list, its texts from ``texts``.
  public func units(of locale: LocaleCoverage) throws(ExportError) -> [ExportUnit] {
    guard let translations = texts.translations[locale.code] else {
      throw .textsDoNotMatch("no translations of \(ExportError.shown(locale.code))")
    }
    var units: [ExportUnit] = []
    units.reserveCapacity(texts.keys.count)
    var todo = locale.todo[...]
    for (row, key) in texts.keys.enumerated() {
      let source = texts.sourceText(row: row, sourceLocale: report.sourceLocale)
      let target = translations[row]
      var unit = ExportUnit(
        key: key, source: source ?? key, sourceIsKey: source == nil, target: target,
        state: .translated, reasons: [], detail: nil,
        category: texts.categories[row], critical: texts.critical[row],
        locations: texts.locations[row], notes: texts.notes[row])
      if let entry = todo.first, entry.key == key {
        todo = todo.dropFirst()
        unit.state = entry.isUntranslated ? .needsTranslation : .needsReview
        unit.reasons = entry.reasons
        unit.detail = entry.detail
      }
      guard (unit.state == .needsTranslation) == (target == nil) else {
        throw .textsDoNotMatch(
          "\(ExportError.shown(locale.code)): \(ExportError.shown(key)) is "
            + (target == nil
              ? "translated in the report but not in the texts" : "untranslated in the report"))
      }
      try Self.checkCharacters(of: unit, locale: locale.code)
      units.append(unit)
    }
    guard todo.isEmpty else {
      throw .textsDoNotMatch(
        "\(ExportError.shown(locale.code)): the to-do list names keys out of catalogue order")
    }
    return units
  }

  /// Every locale's file in `format`, in report order: `(file name, bytes)`. Either every file
  /// renders or none: the first problem (in locale, then key order) is thrown.
  public func files(_ format: ExportFormat) throws(ExportError) -> [(
    name: String, contents: [UInt8]
  )] {
    var files: [(name: String, contents: [UInt8])] = []
    for locale in report.locales {
      let units = try units(of: locale)
      let text: String
      switch format {
      case .xliff:
        text = XLIFFWriter.render(
          units, original: original, sourceLocale: report.sourceLocale, targetLocale: locale.code)
      case .csv:
        text = CSVWriter.render(units, locale: locale.code)
      }
      files.append((locale.code + "." + format.fileExtension, Array(text.utf8)))
    }
    return files
  }

  /// Refuses a unit whose written text holds a character XML 1.0 cannot carry.
  private static func checkCharacters(of unit: ExportUnit, locale: String) throws(ExportError) {
    var fields: [(String, String)] = [("key", unit.key), ("source", unit.source)]
    if let target = unit.target { fields.append(("target", target)) }
    if let notes = unit.notes { fields.append(("notes", notes)) }
    fields.append(("category", unit.category))
    for location in unit.locations { fields.append(("location", location.file)) }
    for (field, text) in fields {
      if let bad = text.unicodeScalars.first(where: { !isCarried($0) }) {
        throw .unrepresentableCharacter(
          locale: locale, key: unit.key, field: field, codePoint: bad.value)
      }
    }
  }

  /// Whether XML 1.0 carries the character (and so both formats do).
  static func isCarried(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: true
    case 0..<0x20, 0xFFFE, 0xFFFF: false
    default: true
    }
  }
}
