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

  static func run(_ arguments: ParsedArguments, console: Console) async throws -> Int32 {
    guard arguments.positionals.count <= 1 else {
      throw UsageError("coverage takes at most one CONTRACTS_DIR")
    }
    let format = try OutputFormat(arguments.value("format"))
    let live = arguments.has("live")
    let export = try exportFormat(arguments, live: live)
    if arguments.has("missing"), format == .json {
      throw UsageError(
        "--missing prints text; --format json already holds every locale's to-do list (\"todo\")")
    }
    if let explicit = arguments.value("settings"), let directory = arguments.positionals.first {
      throw UsageError(
        "coverage takes CONTRACTS_DIR or --settings FILE, not both ('\(directory)', '\(explicit)')")
    }
    let directory = arguments.positionals.first ?? "contracts"
    if arguments.value("settings") == nil {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        throw InputFailure(InputError(path: directory, message: "no such directory"))
      }
    }
    let location = try SettingsLocation.resolve(
      explicit: arguments.value("settings"), directory: directory)
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
    if let (exportFormat, folder) = export {
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
    if arguments.has("missing") {
      let only = arguments.value("missing")
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
      switch format {
      case .json: console.write(try JSONOutput.encode(report))
      case .text: console.write(CoverageText.render(report))
      }
    }
    ProcessLifetime.keep(report)
    return report.passed ? ExitCode.success : ExitCode.failure
  }

  /// `--export FORMAT --out DIR`, checked: both or neither, never with `--live`.
  private static func exportFormat(_ arguments: ParsedArguments, live: Bool) throws
    -> (ExportFormat, String)?
  {
    guard let name = arguments.value("export") else {
      if arguments.value("out") != nil { throw UsageError("--out names the folder of --export") }
      return nil
    }
    guard let format = ExportFormat(rawValue: name) else {
      throw UsageError("--export must be 'xliff' or 'csv', got '\(name)'")
    }
    guard let out = arguments.value("out") else {
      throw UsageError("--export \(name) needs --out DIR, the folder to write into")
    }
    guard !live else { throw UsageError(ExportError.liveValues.description) }
    return (format, out)
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
