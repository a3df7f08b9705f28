import Foundation
import JSON
import Support

/// What a coverage run reads, as the settings point to it: the catalogue, the locales (from
/// the settings or `languages.json`) and, for a run from files, one dictionary per locale.
public struct CoverageInputs: Sendable {
  /// The settings, with ``CoverageSettings/sourceLocale`` filled from `languages.json` when
  /// the settings leave it out.
  public var settings: CoverageSettings
  /// The key catalogue.
  public var catalogue: KeyCatalogue
  /// The locales to measure, in report order.
  public var locales: [CoverageLocale]
  /// Dictionaries by locale code; empty for a live run.
  public var dictionaries: [String: TranslationDictionary]

  /// Creates inputs from their parts.
  public init(
    settings: CoverageSettings, catalogue: KeyCatalogue, locales: [CoverageLocale],
    dictionaries: [String: TranslationDictionary]
  ) {
    self.settings = settings
    self.catalogue = catalogue
    self.locales = locales
    self.dictionaries = dictionaries
  }

  /// Reads the inputs named by `settings`, relative to `directory` (the settings file's
  /// folder, shown as `displayDirectory` in errors). Dictionaries are decoded concurrently, and
  /// only when `readDictionaries` is true.
  ///
  /// A locale without a dictionary file is an error, not an empty dictionary.
  public static func load(
    settings: CoverageSettings, directory: URL, displayDirectory: String,
    readDictionaries: Bool = true
  ) async throws(JSONFileError) -> CoverageInputs {
    func shown(_ path: String) -> String {
      Self.shown(path, in: displayDirectory)
    }
    var settings = settings
    let catalogueURL = CoverageSettings.resolve(settings.catalogue, in: directory)
    guard FileManager.default.fileExists(atPath: catalogueURL.path) else {
      try Self.refuseBrokenLink(catalogueURL, shown: shown(settings.catalogue))
      throw .missing(
        file: shown(settings.catalogue),
        remedy: "run 'contract-report scan SRC' to write it, or set coverage.catalogue")
    }
    let catalogue = try KeyCatalogue.load(
      contentsOf: catalogueURL, displayPath: shown(settings.catalogue))
    let languagesURL = CoverageSettings.resolve(settings.languages, in: directory)
    var list: LanguageList?
    if FileManager.default.fileExists(atPath: languagesURL.path) {
      list = try LanguageList.load(contentsOf: languagesURL, displayPath: shown(settings.languages))
    } else if settings.locales == nil {
      try Self.refuseBrokenLink(languagesURL, shown: shown(settings.languages))
      throw .missing(file: shown(settings.languages), remedy: "add it or set coverage.locales")
    }
    let locales: [CoverageLocale]
    if let codes = settings.locales {
      locales = codes.map { code in
        list?[code].map(CoverageLocale.init) ?? CoverageLocale(code: code)
      }
    } else {
      locales = (list?.enabledLanguages ?? []).map(CoverageLocale.init)
    }
    if settings.sourceLocale == nil {
      settings.sourceLocale = list?.defaultLanguage?.code
    }
    var dictionaries: [String: TranslationDictionary] = [:]
    if readDictionaries {
      dictionaries = try await loadDictionaries(
        locales.map(\.code), from: CoverageSettings.resolve(settings.dictionaries, in: directory),
        displayDirectory: shown(settings.dictionaries))
    }
    return CoverageInputs(
      settings: settings, catalogue: catalogue, locales: locales, dictionaries: dictionaries)
  }

  /// The dictionary reader ``load(settings:directory:displayDirectory:readDictionaries:)``
  /// uses: `<code>.json` in the dictionaries folder `settings` names, relative to `directory`
  /// and shown relative to `displayDirectory` in errors. For
  /// ``CoverageCalculator/coverage(of:locales:loadingDictionaries:)``, which reads each
  /// dictionary only when its locale is measured.
  public static func dictionaryReader(
    settings: CoverageSettings, directory: URL, displayDirectory: String
  ) -> @Sendable (String) -> Result<TranslationDictionary, JSONFileError> {
    let folder = CoverageSettings.resolve(settings.dictionaries, in: directory)
    let shownFolder = shown(settings.dictionaries, in: displayDirectory)
    return { code in
      Result { () throws(JSONFileError) in
        try loadDictionary(code, from: folder, displayDirectory: shownFolder)
      }
    }
  }

  private static func shown(_ path: String, in displayDirectory: String) -> String {
    path.hasPrefix("/") || displayDirectory.isEmpty ? path : displayDirectory + "/" + path
  }

  private static func loadDictionary(
    _ code: String, from directory: URL, displayDirectory: String
  ) throws(JSONFileError) -> TranslationDictionary {
    let url = directory.appendingPathComponent(code + ".json")
    let shown = displayDirectory + "/" + code + ".json"
    guard FileManager.default.fileExists(atPath: url.path) else {
      try refuseBrokenLink(url, shown: shown)
      throw .missing(
        file: shown, remedy: "add it or leave \(code) out of coverage.locales")
    }
    return try DictionaryFile.load(contentsOf: url, displayPath: shown)
  }

  /// A file that does not exist because it is a broken link is unreadable, not missing: the
  /// error says where the link points.
  private static func refuseBrokenLink(_ url: URL, shown: String) throws(JSONFileError) {
    if FileSystemReason.brokenLinkTarget(url.path) != nil {
      throw .unreadable(file: shown, reason: FileSystemReason.whyUnreadable(url.path))
    }
  }

  /// Decodes `<code>.json` for every code, concurrently; the first error in code order wins.
  public static func loadDictionaries(
    _ codes: [String], from directory: URL, displayDirectory: String,
    parallelism: Int = ProcessInfo.processInfo.activeProcessorCount
  ) async throws(JSONFileError) -> [String: TranslationDictionary] {
    var results = [Result<TranslationDictionary, JSONFileError>?](
      repeating: nil, count: codes.count)
    await withTaskGroup(of: (Int, Result<TranslationDictionary, JSONFileError>).self) {
      group in
      var next = 0
      func launch() {
        let index = next
        let code = codes[index]
        next += 1
        group.addTask {
          let result = Result { () throws(JSONFileError) in
            try loadDictionary(code, from: directory, displayDirectory: displayDirectory)
          }
          return (index, result)
        }
      }
      while next < codes.count, next < max(1, parallelism) { launch() }
      for await (index, result) in group {
        results[index] = result
        if next < codes.count { launch() }
      }
    }
    var dictionaries: [String: TranslationDictionary] = [:]
    for (code, result) in zip(codes, results) {
      switch result {
      case .success(let dictionary)?: dictionaries[code] = dictionary
      case .failure(let error)?: throw error
      case nil: continue
      }
    }
    return dictionaries
  }
}
