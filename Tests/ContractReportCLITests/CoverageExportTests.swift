import Foundation
import LanguageProvider
import SourceScan
import Testing
import TranslationCoverage

/// `coverage --export xliff|csv --out DIR`, read back by translate-toolkit: every file opens,
/// and its translated, fuzzy (needs review) and untranslated counts and unit ids are exactly
/// the report's to-do lists; texts arrive byte for byte.
@Suite("coverage --export")
struct CoverageExportTests {
  static let formats = ["xliff", "csv"]

  static func fileExtension(_ format: String) -> String { format == "xliff" ? "xlf" : "csv" }

  /// The report `coverage --format json` prints for `arguments`.
  static func report(_ arguments: [String]) async throws -> CoverageReport {
    let outcome = await CommandRunner.run(["coverage"] + arguments + ["--format", "json"])
    #expect(outcome.code == 0 || outcome.code == 1, "\(outcome.error)")
    return try JSONDecoder().decode(CoverageReport.self, from: Data(outcome.out.utf8))
  }

  /// translate-toolkit's counts and ids of every file against the report's to-do lists.
  static func expectAgreement(
    _ files: [String: TranslateToolkit.File], report: CoverageReport, format: String
  ) {
    #expect(
      files.keys.sorted()
        == report.locales.map { "\($0.code).\(fileExtension(format))" }.sorted())
    for locale in report.locales {
      guard let file = files["\(locale.code).\(fileExtension(format))"] else { continue }
      let untranslated = locale.todo.filter(\.isUntranslated)
      let review = locale.todo.filter { !$0.isUntranslated }
      #expect(
        file.stats
          == TranslateToolkit.File.Stats(
            translated: report.keyCount - locale.todo.count, fuzzy: review.count,
            untranslated: locale.untranslatedCount, total: report.keyCount),
        "\(locale.code)")
      #expect(untranslated.count == locale.untranslatedCount)
      #expect(
        Set(file.units.filter { !$0.translated && !$0.fuzzy }.map(\.id))
          == Set(untranslated.map(\.key)), "\(locale.code)")
      #expect(Set(file.units.filter(\.fuzzy).map(\.id)) == Set(review.map(\.key)), "\(locale.code)")
      #expect(file.units.map(\.id) == report.matrix.keys, "every key once, in catalogue order")
      let units = file.byID
      for entry in locale.todo {
        let notes = units[entry.key]?.notes ?? ""
        #expect(notes.contains("to do: \(entry.reasons.map(\.label).joined(separator: ", "))"))
        #expect(notes.contains("category: \(entry.category)"))
        for location in entry.locations { #expect(notes.contains(location.description)) }
      }
    }
  }

  @Test("the shipped data: translate-toolkit's counts are the report's", arguments: formats)
  func shipped(_ format: String) async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let out = directory.path + "/export"
    let outcome = await CommandRunner.run([
      "coverage", Repository.contracts.path, "--export", format, "--out", out,
    ])
    #expect(outcome.code == 0, "\(outcome.error)")
    let report = try await Self.report([Repository.contracts.path])
    #expect(
      outcome.error.contains(
        "wrote \(out)/es.\(Self.fileExtension(format)): 176 units, 11 untranslated, 5 to review"))
    // The terminal output is the report's, as without --export.
    #expect(outcome.out == (await CommandRunner.run(["coverage", Repository.contracts.path])).out)
    let files = try await TranslateToolkit.read(URL(fileURLWithPath: out))
    Self.expectAgreement(files, report: report, format: format)
    #expect(files["es.\(Self.fileExtension(format))"]?.stats.untranslated == 11)
    #expect(files["fr.\(Self.fileExtension(format))"]?.stats.untranslated == 176)

    // Targets are the dictionary files' own texts at the tier the provider used; sources the
    // source locale's translation, else the fallback copy.
    let catalogue = try KeyCatalogue.load(
      contentsOf: Repository.contracts.appendingPathComponent("translations/catalogue.json"))
    func dictionary(_ code: String) throws -> [String: String] {
      try DictionaryFile.load(
        contentsOf: Repository.contracts.appendingPathComponent(
          "translations/dictionaries/\(code).json")
      ).entries
    }
    let english = try dictionary("en")
    for locale in report.locales {
      let entries = try dictionary(locale.code)
      let units = files["\(locale.code).\(Self.fileExtension(format))"]?.units ?? []
      for unit in units {
        let tier = report.matrix.tier(of: unit.id, in: locale.code)
        switch tier {
        case .prefixed?: #expect(unit.target == entries["DRIVER_APP_" + unit.id])
        case .original?: #expect(unit.target == entries[unit.id])
        default: #expect(unit.target == "", "\(locale.code) \(unit.id)")
        }
        let sourceTier = report.matrix.tier(of: unit.id, in: "en")
        let expectedSource =
          sourceTier == .prefixed
          ? english["DRIVER_APP_" + unit.id]
          : sourceTier == .original ? english[unit.id] : catalogue[unit.id]?.fallback ?? unit.id
        #expect(unit.source == expectedSource, "\(locale.code) \(unit.id)")
        for location in catalogue[unit.id]?.locations ?? [] {
          #expect(unit.notes.contains(location.description))
          if format == "xliff" {
            #expect(unit.locations.contains("\(location.file):\(location.line)"))
          }
        }
      }
    }
    let notes = files["es.\(Self.fileExtension(format))"]?.byID["DELIVERY_CODE_PLACEHOLDER"]?.notes
    #expect(notes?.contains("Needed to complete a delivery; treat as critical.") == true)
  }

  /// Copy that breaks naive writers: markup, quotes, backslashes, line breaks of every kind,
  /// tabs, formula-like text, combining characters, right-to-left text, edge spaces.
  static let hostile: [(key: String, fallback: String?, arabic: String?)] = [
    ("AMP_LABEL", #"Fish & <chips> "quoted" 'single' \ back\slash"#, #"سمك & <رقائق> "مقتبس" \n"#),
    ("LINES_MESSAGE", "Line one\nLine two\r\nThree\tTabbed\rFour", "سطر\nسطر\r\nثالث\tرابع\r"),
    ("FORMULA_LABEL", "=SUM(A1)", "=1+1"),
    ("CAFE_TITLE", "Cafe\u{301} 🚚 ]]> --> <!--", "مقهى\u{301} 🚚 ]]>"),
    ("PADDED_LABEL", "  padded  ", "  مبطن  "),
    ("NO_FALLBACK_TITLE", nil, nil),
    ("BLANK_LABEL", "Blank", ""),
    ("UNTOUCHED_LABEL", "Not yet", nil),
    ("SAME_LABEL", "Same", "Same"),
  ]

  static func hostileProject(arabicOverride: [String: String] = [:]) throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try directory.write(
      #"{"coverage": {"locales": ["en", "ar"], "sourceLocale": "en"}}"#,
      to: "contract-report.json")
    var entries: [CatalogueEntry] = []
    var english: [String: String] = [:]
    var arabic: [String: String] = [:]
    for (index, item) in hostile.enumerated() {
      entries.append(
        CatalogueEntry(
          key: item.key, fallback: item.fallback,
          notes: index == 0 ? "Shown \"on the map\" & <short>" : nil,
          locations: [
            CallSite(
              file: "src/My Screens/A&B \"q\".tsx", line: index + 1, column: 3)
          ]))
      if let fallback = item.fallback { english[item.key] = fallback }
      if let text = item.arabic { arabic[item.key] = text }
    }
    arabic.merge(arabicOverride) { _, new in new }
    try directory.write(
      String(decoding: try KeyCatalogue(entries: entries).encodedJSON(), as: UTF8.self),
      to: "translations/catalogue.json")
    try directory.write(
      String(decoding: try JSONEncoder().encode(english), as: UTF8.self),
      to: "translations/dictionaries/en.json")
    try directory.write(
      String(decoding: try JSONEncoder().encode(arabic), as: UTF8.self),
      to: "translations/dictionaries/ar.json")
    return directory
  }

  @Test("hostile copy arrives byte for byte; counts still agree", arguments: formats)
  func hostileCopy(_ format: String) async throws {
    let directory = try Self.hostileProject()
    defer { directory.remove() }
    let out = directory.path + "/out"
    let outcome = await CommandRunner.run([
      "coverage", directory.path, "--export", format, "--out", out,
    ])
    #expect(outcome.code == 1, "the default gates fail here: \(outcome.error)")
    #expect(outcome.error.contains("wrote \(out)/ar.\(Self.fileExtension(format))"))
    let report = try await Self.report([directory.path])
    let files = try await TranslateToolkit.read(URL(fileURLWithPath: out))
    Self.expectAgreement(files, report: report, format: format)
    let arabic = files["ar.\(Self.fileExtension(format))"]?.byID ?? [:]
    for item in Self.hostile {
      let unit = try #require(arabic[item.key], "\(item.key)")
      #expect(unit.source == item.fallback ?? item.key, "\(item.key)")
      #expect(unit.target == item.arabic ?? "", "\(item.key)")
    }
    #expect(arabic["NO_FALLBACK_TITLE"]?.notes.contains("no source copy") == true)
    #expect(arabic["AMP_LABEL"]?.notes.contains("Shown \"on the map\" & <short>") == true)
    #expect(arabic["BLANK_LABEL"]?.notes.contains("to do: empty value") == true)
    #expect(arabic["SAME_LABEL"]?.fuzzy == true)
    #expect(
      arabic["AMP_LABEL"]?.notes.contains("src/My Screens/A&B \"q\".tsx:1:3") == true)
    // Two exports of the same inputs are byte-identical.
    let again = directory.path + "/again"
    _ = await CommandRunner.run(["coverage", directory.path, "--export", format, "--out", again])
    for name in files.keys.sorted() {
      #expect(
        FileManager.default.contents(atPath: out + "/" + name)
          == FileManager.default.contents(atPath: again + "/" + name))
    }
  }

  @Test("a text XML cannot carry is refused, naming locale, key and code point; nothing written")
  func unrepresentable() async throws {
    let directory = try Self.hostileProject(arabicOverride: ["FORMULA_LABEL": "bell \u{7}"])
    defer { directory.remove() }
    let out = directory.path + "/out"
    for format in Self.formats {
      let outcome = await CommandRunner.run([
        "coverage", directory.path, "--export", format, "--out", out,
      ])
      #expect(outcome.code == 2)
      #expect(
        outcome.error
          == "error: cannot export: ar: FORMULA_LABEL: the target holds U+0007, which an export cannot carry (XML 1.0 forbids it); fix the dictionary\n"
      )
      #expect(!outcome.error.contains("bell"), "the message repeats the copy")
      #expect(!FileManager.default.fileExists(atPath: out))
    }
  }

  @Test("--live never exports; --export needs --out and a known format")
  func refusals() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let out = directory.path + "/out"
    let live = await CommandRunner.run([
      "coverage", Repository.contracts.path, "--live", "--export", "xliff", "--out", out,
    ])
    #expect(live.code == 2)
    #expect(
      live.error.hasPrefix(
        "error: an export never holds dictionaries from the translations service (--live); export from the dictionary files"
      ))
    #expect(!FileManager.default.fileExists(atPath: out))
    let noOut = await CommandRunner.run([
      "coverage", Repository.contracts.path, "--export", "csv",
    ])
    #expect(noOut.code == 2)
    #expect(noOut.error.contains("--export csv needs --out DIR"))
    let unknown = await CommandRunner.run([
      "coverage", Repository.contracts.path, "--export", "po", "--out", out,
    ])
    #expect(unknown.code == 2)
    #expect(unknown.error.contains("--export must be 'xliff' or 'csv', got 'po'"))
    let stray = await CommandRunner.run(["coverage", Repository.contracts.path, "--out", out])
    #expect(stray.code == 2)
    #expect(!FileManager.default.fileExists(atPath: out))
  }
}
