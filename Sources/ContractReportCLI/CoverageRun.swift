import ComplianceReport
import Contracts
import Foundation
import JSON
import LanguageProvider
import TranslationCoverage

/// Finds a contracts directory's settings and computes translation coverage from them; shared
/// by `coverage` and by `check` (and so `build`).
enum CoverageRun {
  /// What the settings of a report over some contract paths add to it: a title, the gate
  /// policy and, when the settings have a `coverage` object, the coverage section and gates;
  /// nil when no settings file was found.
  struct Addition: Sendable {
    var title: String
    var policy: GatePolicy
    var coverage: CoverageReport?
    /// The folder the settings were read from (coverage's paths are relative to it).
    var directory: String
    /// The last source-mutation run the settings name.
    var sourceMutation: SourceMutationScore?
    /// The release the settings say is being prepared.
    var release: String?
  }

  /// For a report over `contractPaths`: the settings file `--settings` names, else the first
  /// of the paths that is a directory with a settings file, gives the report its title and
  /// coverage (see `Addition`). Measured before the contracts are read, so a run never holds
  /// the dictionaries and every contract model at once; a failure is kept and thrown once the
  /// contracts were read, so an unreadable contract is reported first.
  ///
  /// Translation files the measurement decodes cleanly go into `decoded`, so the report's
  /// translation-file lint need not decode them again.
  static func prepare(
    contractPaths: [String], settingsFile: String? = nil, recordsDictionaryVersions: Bool = true,
    decoded: DecodedTranslationFiles? = nil
  ) async -> Result<
    Addition?, any Error
  > {
    do {
      guard
        let location = try SettingsLocation.forRun(
          contractPaths: contractPaths, settingsFile: settingsFile),
        let settings = try location.load()
      else {
        return .success(nil)
      }
      var addition = Addition(
        title: settings.siteTitle, policy: settings.policy, directory: location.directory,
        release: settings.release)
      if let path = settings.sourceMutation {
        let url = URL(fileURLWithPath: location.directory).appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: url.path) else {
          throw InputFailure(
            InputError(
              path: displayPath(location.directory, path),
              message:
                "missing; run scripts/mutants/run.sh, or remove sourceMutation from the settings"))
        }
        guard let score = try? SourceMutationScore.load(contentsOf: url) else {
          throw InputFailure(
            InputError(
              path: displayPath(location.directory, path),
              message: "not a source-mutation run (scripts/mutants/last-run.json)"))
        }
        addition.sourceMutation = score
      }
      if let coverage = settings.coverage {
        addition.coverage = try await compute(
          coverage, directory: location.directory, live: false, environment: [:],
          recordsDictionaryVersions: recordsDictionaryVersions, decoded: decoded)
      }
      return .success(addition)
    } catch {
      return .failure(error)
    }
  }

  /// The contract paths of `check`, `build` and `fixtures`: the positional arguments, else the
  /// folder of `--settings FILE`, else `contracts`.
  static func contractPaths(_ positionals: [String], settingsFile: String?) throws -> [String] {
    guard positionals.isEmpty else { return positionals }
    if let file = settingsFile {
      return [try SettingsLocation.explicit(file).directory]
    }
    return ["contracts"]
  }

  /// The documents under `paths`. The folder coverage was measured from may hold no Markdown
  /// at all (a coverage-only site: settings and translations, no contract): it then adds no
  /// document instead of failing the run.
  static func documents(
    _ paths: [String], loader: ContractLoader, prepared: Result<Addition?, any Error>
  ) async throws -> DocumentSet {
    try await documents(
      paths, loaded: await load(paths, loader: loader), loader: loader, prepared: prepared)
  }

  /// The contracts `paths` name, read and parsed, or why they could not be: what
  /// ``documents(_:loaded:loader:prepared:)`` is given when the parse runs beside coverage.
  static func load(_ paths: [String], loader: ContractLoader) async -> Result<
    DocumentSet, InputFailure
  > {
    do {
      return .success(try await DocumentSet.load(paths, loader: loader))
    } catch {
      return .failure(error)
    }
  }

  /// ``documents(_:loader:prepared:)`` of contracts already `loaded`.
  static func documents(
    _ paths: [String], loaded: Result<DocumentSet, InputFailure>, loader: ContractLoader,
    prepared: Result<Addition?, any Error>
  ) async throws -> DocumentSet {
    do {
      return try loaded.get()
    } catch {
      guard case .success(let addition?) = prepared, addition.coverage != nil,
        error.errors.count == 1, let only = error.errors.first,
        only.message == ContractLoader.noMarkdownMessage,
        only.path.map(standardized) == standardized(addition.directory)
      else { throw error }
      let others = paths.filter { standardized($0) != standardized(addition.directory) }
      guard !others.isEmpty else { return DocumentSet(documents: []) }
      return try await documents(others, loader: loader, prepared: .success(nil))
    }
  }

  private static func standardized(_ path: String) -> String {
    (path as NSString).standardizingPath
  }

  /// Reads the inputs the settings name (relative to `directory`) and measures coverage through
  /// the provider: from dictionary files, or with `live` from the translations service using
  /// credentials from `environment`.
  ///
  /// Dictionary files are read one locale at a time as the locales are measured, not all up
  /// front, so a run holds a few dictionaries instead of every one; an unreadable one still
  /// fails the run (the first in locale order, after the catalogue and the language list).
  /// Each file read without error (catalogue, language list, dictionary) is recorded in
  /// `decoded`.
  static func compute(
    _ settings: CoverageSettings, directory: String, live: Bool, environment: [String: String],
    recordsDictionaryVersions: Bool = true, decoded: DecodedTranslationFiles? = nil
  ) async throws -> CoverageReport {
    let inputs = try await inputs(settings, directory: directory)
    if let decoded {
      // `inputs` read both without error (a language list that does not exist is not read).
      let base = URL(fileURLWithPath: directory)
      decoded.record(CoverageSettings.resolve(settings.catalogue, in: base).path)
      let languages = CoverageSettings.resolve(settings.languages, in: base).path
      if FileManager.default.fileExists(atPath: languages) { decoded.record(languages) }
    }
    let calculator = CoverageCalculator(
      settings: inputs.settings, recordsDictionaryVersions: recordsDictionaryVersions)
    guard live else {
      do {
        return try await calculator.coverage(
          of: inputs.catalogue, locales: inputs.locales,
          loadingDictionaries: dictionaryReader(inputs, directory: directory, decoded: decoded))
      } catch {
        throw InputFailure(InputError(error))
      }
    }
    guard let service = settings.service else {
      throw UsageError(
        "--live needs a \"coverage.service\" object in the settings (\(displayPath(directory, ProjectSettings.fileName)))"
      )
    }
    return await calculator.coverage(
      of: inputs.catalogue, locales: inputs.locales,
      service: HTTPTranslationService(settings: service.httpSettings(environment: environment)),
      project: service.project)
  }

  /// `compute` from the dictionary files, with the copy behind the report for an export
  /// (never from the live service).
  static func computeWithTexts(_ settings: CoverageSettings, directory: String) async throws
    -> (CoverageReport, CoverageTexts)
  {
    let inputs = try await inputs(settings, directory: directory)
    do {
      return try await CoverageCalculator(settings: inputs.settings).coverageWithTexts(
        of: inputs.catalogue, locales: inputs.locales,
        loadingDictionaries: dictionaryReader(inputs, directory: directory))
    } catch {
      throw InputFailure(InputError(error))
    }
  }

  private static func inputs(_ settings: CoverageSettings, directory: String) async throws
    -> CoverageInputs
  {
    do {
      return try await CoverageInputs.load(
        settings: settings, directory: URL(fileURLWithPath: directory),
        displayDirectory: directory, readDictionaries: false)
    } catch {
      throw InputFailure(InputError(error))
    }
  }

  /// The reader of each locale's dictionary file; with `decoded`, it records each file it
  /// decodes without error.
  private static func dictionaryReader(
    _ inputs: CoverageInputs, directory: String, decoded: DecodedTranslationFiles? = nil
  ) -> @Sendable (String) -> Result<TranslationDictionary, JSONFileError> {
    let base = URL(fileURLWithPath: directory)
    let read = CoverageInputs.dictionaryReader(
      settings: inputs.settings, directory: base, displayDirectory: directory)
    guard let decoded else { return read }
    let folder = CoverageSettings.resolve(inputs.settings.dictionaries, in: base)
    return { code in
      let result = read(code)
      if case .success(let dictionary) = result {
        decoded.record(
          folder.appendingPathComponent(code + ".json").path,
          repeatedKeys: dictionary.repeatedKeys)
      }
      return result
    }
  }

  static func displayPath(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }
}
