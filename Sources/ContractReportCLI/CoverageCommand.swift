import ComplianceReport
import Foundation
import LanguageProvider
import TranslationCoverage

/// `contract-report coverage [CONTRACTS_DIR]`: translation coverage per locale, against the
/// gates.
enum CoverageCommand: Command {
  static let spec = CommandSpec(
    name: "coverage",
    summary: "Translation coverage per locale through the language provider, against the gates.",
    arguments: "[CONTRACTS_DIR]",
    discussion: """
      Reads CONTRACTS_DIR/contract-report.json (default CONTRACTS_DIR: contracts; without the
      file every setting takes its default), the key catalogue, languages.json and one
      dictionary per locale, and resolves every catalogue key with its fallback copy through
      the language provider's own translate function, one provider per locale.

      Per locale it prints keys by tier (Driver-prefixed key, original key, fallback copy, key
      text), coverage (prefixed + original over all catalogue keys), empty values, values
      identical to the fallback (not for the source locale), placeholder mismatches, unused
      dictionary keys, prefixed entries that repeat the original's text, the dictionary
      version, and whether the locale is fallback only (a failed or empty dictionary is never
      complete). Then coverage per key category, the catalogue's critical keys without
      fallback copy and copy-rule findings, and dynamic keys (listed, never counted as
      missing). Output names keys, locales, categories and counts, never dictionary text.

      --live fetches the dictionaries from the translations service named by
      "coverage.service" in the settings, with credentials from ORDERING_API_KEY (x-api-key)
      or ORDERING_API_TOKEN (bearer token); nothing the service returns is printed.

      Exit codes: 0 every coverage gate held; 1 a gate failed (coverage:catalogue or
      coverage:<locale>); 2 usage error or unreadable input.
      """,
    options: [
      OptionSpec("format", value: "text|json", help: "Output format (default text)."),
      OptionSpec(
        "live", help: "Fetch dictionaries from the translations service instead of files."),
    ])

  static func run(_ arguments: ParsedArguments, console: Console) async throws -> Int32 {
    guard arguments.positionals.count <= 1 else {
      throw UsageError("coverage takes at most one CONTRACTS_DIR")
    }
    let format = try OutputFormat(arguments.value("format"))
    let directory = arguments.positionals.first ?? "contracts"
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw InputFailure(lines: ["\(directory): error: no such directory"])
    }
    let settings = try CoverageRun.settings(in: directory)?.coverage ?? CoverageSettings()
    let live = arguments.has("live")
    if live, TranslationCredentials.fromEnvironment(console.environment) == .none {
      console.error(
        "warning: neither ORDERING_API_KEY nor ORDERING_API_TOKEN is set; requesting without credentials"
      )
    }
    let report = try await CoverageRun.compute(
      settings, directory: directory, live: live, environment: console.environment)
    switch format {
    case .json: console.write(try JSONOutput.encode(report))
    case .text: console.write(CoverageText.render(report))
    }
    ProcessLifetime.keep(report)
    return report.passed ? ExitCode.success : ExitCode.failure
  }
}
