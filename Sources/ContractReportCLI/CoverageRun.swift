import ComplianceReport
import Foundation
import LanguageProvider
import TranslationCoverage

/// Finds a contracts directory's settings and computes translation coverage from them; shared
/// by `coverage` and by `check` (and so `build`).
enum CoverageRun {
  /// The settings of `directory` (`directory/contract-report.json`), or `nil` when it has none.
  static func settings(in directory: String) throws -> ProjectSettings? {
    guard let url = ProjectSettings.file(in: URL(fileURLWithPath: directory)) else { return nil }
    do {
      return try ProjectSettings.load(
        contentsOf: url, displayPath: displayPath(directory, ProjectSettings.fileName))
    } catch {
      throw InputFailure(lines: [line(error)])
    }
  }

  /// What the settings of a report over some contract paths add to it: a title and, when the
  /// settings have a `coverage` object, the coverage section and gates; nil when no path is
  /// a directory with a settings file.
  struct Addition: Sendable {
    var title: String
    var coverage: CoverageReport?
  }

  /// For a report over `contractPaths`: the first of them that is a directory with a settings
  /// file gives the report its title and coverage (see `Addition`). Measured before the
  /// contracts are read, so a run never holds the dictionaries and every contract model at
  /// once; a failure is kept and thrown by `apply`, where the report meets it.
  static func prepare(contractPaths: [String]) async -> Result<Addition?, any Error> {
    do {
      var isDirectory: ObjCBool = false
      for path in contractPaths
      where FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        && isDirectory.boolValue
      {
        guard let settings = try settings(in: path) else { continue }
        var addition = Addition(title: settings.siteTitle)
        if let coverage = settings.coverage {
          addition.coverage = try await compute(
            coverage, directory: path, live: false, environment: [:])
        }
        return .success(addition)
      }
      return .success(nil)
    } catch {
      return .failure(error)
    }
  }

  /// Adds what `prepare` found to the report, or throws the error it met.
  static func apply(_ prepared: Result<Addition?, any Error>, to report: inout ComplianceReport)
    throws
  {
    guard let addition = try prepared.get() else { return }
    report.title = addition.title
    if let coverage = addition.coverage { report.addCoverage(coverage) }
  }

  /// Reads the inputs the settings name (relative to `directory`) and measures coverage through
  /// the provider: from dictionary files, or with `live` from the translations service using
  /// credentials from `environment`.
  ///
  /// Dictionary files are read one locale at a time as the locales are measured, not all up
  /// front, so a run holds a few dictionaries instead of every one; an unreadable one still
  /// fails the run (the first in locale order, after the catalogue and the language list).
  static func compute(
    _ settings: CoverageSettings, directory: String, live: Bool, environment: [String: String]
  ) async throws -> CoverageReport {
    let inputs: CoverageInputs
    do {
      inputs = try await CoverageInputs.load(
        settings: settings, directory: URL(fileURLWithPath: directory),
        displayDirectory: directory, readDictionaries: false)
    } catch {
      throw InputFailure(lines: [line(error)])
    }
    let calculator = CoverageCalculator(settings: inputs.settings)
    guard live else {
      do {
        return try await calculator.coverage(
          of: inputs.catalogue, locales: inputs.locales,
          loadingDictionaries: CoverageInputs.dictionaryReader(
            settings: inputs.settings, directory: URL(fileURLWithPath: directory),
            displayDirectory: directory))
      } catch {
        throw InputFailure(lines: [line(error)])
      }
    }
    guard let service = settings.service else {
      throw UsageError(
        "--live needs a \"coverage.service\" object in \(displayPath(directory, ProjectSettings.fileName))"
      )
    }
    return await calculator.coverage(
      of: inputs.catalogue, locales: inputs.locales,
      service: HTTPTranslationService(settings: service.httpSettings(environment: environment)),
      project: service.project)
  }

  /// `file:line:col: error: reason`, the form every command prints for unreadable input.
  static func line(_ error: TranslationFileError) -> String {
    switch error {
    case .unreadable(let file):
      "\(file): error: cannot be read"
    case .malformedJSON(let file, let line, let column, let reason):
      "\(file):\(line):\(column): error: malformed JSON: \(reason)"
    case .valueNotString(let file, let line, let column, let key, let found):
      "\(file):\(line):\(column): error: the value of \(key) is \(found), expected a string"
    case .unexpectedShape(let file, let line, let column, let reason):
      "\(file):\(line):\(column): error: \(reason)"
    }
  }

  static func displayPath(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }
}

extension InputFailure {
  /// Input failures already formatted as lines.
  init(lines: [String]) {
    self.init([])
    self.lines = lines
  }
}
