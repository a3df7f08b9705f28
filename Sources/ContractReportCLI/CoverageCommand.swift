import ComplianceReport
import Contracts
import Foundation
import LanguageProvider
import TranslationCoverage
import TranslationExport

/// `contract-report coverage [CONTRACTS_DIR]`: translation coverage per locale, against the
/// gates; the to-do list per locale; exports for translators.
enum CoverageCommand: Command {
  static let spec = CommandSpec(
    name: "coverage",
    summary: "Translation coverage per locale through the language provider, against the gates.",
    arguments: "[CONTRACTS_DIR]",
    discussion: """
      Reads CONTRACTS_DIR/contract-report.json (default CONTRACTS_DIR: contracts; without the
      file every setting takes its default) or the file --settings names, the key catalogue,
      languages.json and one dictionary per locale, and resolves every catalogue key with its
      fallback copy through the language provider's own translate function, one provider per
      locale. Paths in the settings are relative to the settings file's folder.

      Per locale it prints keys by tier (Driver-prefixed key, original key, fallback copy, key
      text), coverage (prefixed + original over all catalogue keys), empty values, values
      identical to the fallback (not for the source locale), placeholder mismatches, unused
      dictionary keys, prefixed entries that repeat the original's text, the dictionary
      version, whether the locale is fallback only (a failed or empty dictionary is never
      complete) and how many keys are on its to-do list. Then coverage per key category, the
      catalogue's critical keys without fallback copy and copy-rule findings, and dynamic keys
      (listed, never counted as missing, never failing a gate). Output names keys, locales,
      categories and counts, never dictionary text.

      --missing prints the to-do list of every locale (or of LOCALE): each key not translated
      and why (empty value, key text shown, fallback shown), each translation that needs review
      and why (placeholder mismatch, bidi or copy-rule finding, identical to the source), with
      the key's category and source locations, grouped by reason and category; then the
      dynamic keys. Give LOCALE right after --missing and CONTRACTS_DIR before it.
      --format json holds the same lists (each locale's "todo").

      --export xliff|csv --out DIR writes one file per locale into DIR (<code>.xlf, XLIFF 1.2,
      or <code>.csv): every catalogue key with its source text (the source locale's
      translation, else the fallback copy), the locale's translation, its state (translated,
      needs translation, needs review), and notes with the to-do reason, category and source
      locations. Exports are made from the dictionary files only: --live is refused.

      --live fetches the dictionaries from the translations service named by
      "coverage.service" in the settings, with credentials from ORDERING_API_KEY (x-api-key)
      or ORDERING_API_TOKEN (bearer token); nothing the service returns is printed or written.

      Exit codes: 0 every coverage gate held; 1 a gate failed (coverage:catalogue or
      coverage:<locale>); 2 usage error or unreadable input (no export file is written).
      """,
    options: [
      OptionSpec("format", value: "text|json", help: "Output format (default text)."),
      OptionSpec(
        "missing", value: "LOCALE", optional: true,
        help: "Print the to-do list of every locale, or of LOCALE."),
      OptionSpec(
        "export", value: "xliff|csv", help: "Write one file per locale for translators (--out)."),
      OptionSpec("out", value: "DIR", help: "The folder --export writes into."),
      OptionSpec(
        "settings", value: "FILE",
        help: "Read these settings instead of CONTRACTS_DIR/contract-report.json."),
      OptionSpec(
        "live", help: "Fetch dictionaries from the translations service instead of files."),
    ])

  struct Options: CommandOptions {
    /// CONTRACTS_DIR, default `contracts`.
    var directory: String
    var settingsFile: String?
    var format: OutputFormat
    var live: Bool
    /// `--export FORMAT --out DIR`.
    var export: (format: ExportFormat, folder: String)?
    /// `--missing [LOCALE]`: print the to-do lists (of every locale, or of `missingLocale`).
    var missing: Bool
    var missingLocale: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
      guard arguments.positionals.count <= 1 else {
        throw UsageError("coverage takes at most one CONTRACTS_DIR")
      }
      format = try OutputFormat(arguments)
      live = arguments.has("live")
      export = try Self.export(arguments, live: live)
      missing = arguments.has("missing")
      missingLocale = arguments.value("missing")
      if missing, format == .json {
        throw UsageError(
          "--missing prints text; --format json already holds every locale's to-do list (\"todo\")"
        )
      }
      settingsFile = arguments.value("settings")
      if let explicit = settingsFile, let directory = arguments.positionals.first {
        throw UsageError(
          "coverage takes CONTRACTS_DIR or --settings FILE, not both ('\(directory)', '\(explicit)')"
        )
      }
      directory = arguments.positionals.first ?? "contracts"
    }

    /// `--export FORMAT --out DIR`, checked: both or neither, never with `--live`.
    private static func export(_ arguments: ParsedArguments, live: Bool) throws(UsageError)
      -> (format: ExportFormat, folder: String)?
    {
      guard let format: ExportFormat = try arguments.choice("export") else {
        if arguments.value("out") != nil { throw UsageError("--out names the folder of --export") }
        return nil
      }
      guard let out = arguments.value("out") else {
        throw UsageError("--export \(format.rawValue) needs --out DIR, the folder to write into")
      }
      guard !live else { throw UsageError(ExportError.liveValues.description) }
      return (format, out)
    }
  }

  static func run(_ options: Options, console: Console) async throws -> Int32 {
    let directory = options.directory
    let live = options.live
    if options.settingsFile == nil {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        throw InputFailure(InputError(path: directory, message: "no such directory"))
      }
    }
    let location = try SettingsLocation.resolve(
      explicit: options.settingsFile, directory: directory)
    let settings = try location.load()?.coverage ?? CoverageSettings()
    if live, TranslationCredentials.fromEnvironment(console.environment) == .none {
      console.error(
        "warning: neither ORDERING_API_KEY nor ORDERING_API_TOKEN is set; requesting without credentials"
      )
    }
    if live, settings.service == nil {
      throw UsageError(
        "--live needs a \"coverage.service\" object in "
          + (location.file ?? CoverageRun.displayPath(location.directory, ProjectSettings.fileName))
      )
    }
    let report: CoverageReport
    if let (exportFormat, folder) = options.export {
      let texts: CoverageTexts
      (report, texts) = try await CoverageRun.computeWithTexts(
        settings, directory: location.directory)
      try write(
        report, texts: texts, format: exportFormat, to: folder, catalogue: settings.catalogue,
        console: console)
    } else {
      report = try await CoverageRun.compute(
        settings, directory: location.directory, live: live, environment: console.environment)
    }
    if options.missing {
      let only = options.missingLocale
      if let only, report[locale: only] == nil {
        var message =
          "--missing: no locale '\(only)' is measured (\(report.locales.map(\.code).joined(separator: ", ")))"
        if FileManager.default.fileExists(atPath: only) {
          message += "; to name CONTRACTS_DIR, put it before --missing"
        }
        throw UsageError(message)
      }
      console.write(CoverageText.todo(report, locale: only))
    } else {
      switch options.format {
      case .json: console.write(try JSONOutput.encode(report))
      case .text: console.write(CoverageText.render(report))
      }
    }
    ProcessLifetime.keep(report)
    return report.passed ? ExitCode.success : ExitCode.failure
  }

  /// Renders every locale's file first, then writes each whole (temporary file, rename): an
  /// export that cannot be made writes nothing.
  private static func write(
    _ report: CoverageReport, texts: CoverageTexts, format: ExportFormat, to out: String,
    catalogue: String, console: Console
  ) throws {
    let files: [(name: String, contents: [UInt8])]
    do {
      files = try TranslationExport(report: report, texts: texts, original: catalogue).files(
        format)
    } catch {
      throw InputFailure(InputError(path: nil, message: "cannot export: \(error)"))
    }
    for (file, locale) in zip(files, report.locales) {
      let path = CoverageRun.displayPath(out, file.name)
      try OutputFile.write(Data(file.contents), to: path)
      let untranslated = locale.untranslatedCount
      console.error(
        "wrote \(path): \(report.keyCount) units, \(untranslated) untranslated, "
          + "\(locale.todo.count - untranslated) to review")
    }
  }
}
