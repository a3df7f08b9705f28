import ComplianceReport
import Contracts
import Foundation
import SourceScan
import TranslationCoverage

/// `contract-report scan SRC…`: extract the product keys from app source into the catalogue.
enum ScanCommand: Command {
  static let spec = CommandSpec(
    name: "scan",
    summary: "Extract translation keys and fallback copy from app source into the catalogue.",
    arguments: "SRC…",
    discussion: """
      Reads .js .jsx .ts .tsx and .swift files under each SRC (files or directories;
      node_modules, .git and .build are skipped) and finds the translation calls t('KEY') and
      t('KEY', 'Fallback'): single, double and back-quoted literals, escaped quotes, calls
      across line breaks. The function names come from "coverage.functionNames" in
      contracts/contract-report.json (default: t). Comments and strings that merely contain
      t( are not calls. Calls whose key is not a literal (t(x), template literals with ${…},
      t(a + b)) are listed as dynamic keys: never counted as missing.

      Writes the catalogue (default: the "coverage.catalogue" path of the settings, relative
      to the settings file's folder): keys sorted, every source location as file:line:column
      relative to --root, stable bytes for code review. The settings are the file --settings
      names, else contracts/contract-report.json under --root; when there is neither, scan
      needs --out (it never guesses where a catalogue belongs). Without --merge the catalogue
      is written from the scan alone; with --merge the existing catalogue's hand-set fields
      (category, critical, notes) are kept, keys added by hand are kept, and added, removed
      and changed-fallback keys are printed. A scan that finds no key says so on standard
      error (check SRC and coverage.functionNames).

      Exit codes: 0 the catalogue was written; 2 usage error or unreadable input.
      """,
    options: [
      OptionSpec("out", value: "FILE", help: "Write the catalogue here instead."),
      OptionSpec("merge", help: "Keep hand-set fields of the existing catalogue; print changes."),
      OptionSpec(
        "settings", value: "FILE",
        help: "Read these settings instead of contracts/contract-report.json under --root."),
      OptionSpec(
        "root", value: "DIR",
        help: "Repository root: locations are relative to it, settings are read from "
          + "DIR/contracts (default: the current directory)."),
    ])

  struct Options: CommandOptions {
    /// SRC…: the files and folders scanned.
    var sources: [String]
    /// `--root DIR`, default the current directory.
    var root: String
    var settingsFile: String?
    var out: String?
    var merge: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
      guard !arguments.positionals.isEmpty else {
        throw UsageError("scan needs at least one SRC file or directory")
      }
      sources = arguments.positionals
      root = arguments.value("root") ?? FileManager.default.currentDirectoryPath
      settingsFile = arguments.value("settings")
      out = arguments.value("out")
      merge = arguments.has("merge")
    }
  }

  static func run(_ options: Options, console: Console) async throws -> Int32 {
    let root = options.root
    let location = try SettingsLocation.resolve(
      explicit: options.settingsFile,
      directory: (root as NSString).appendingPathComponent("contracts"))
    let settings = try location.load()?.coverage ?? CoverageSettings()
    if location.file == nil, options.out == nil {
      throw UsageError(
        "no settings: \(CoverageRun.displayPath(location.directory, ProjectSettings.fileName)) "
          + "does not exist; pass --settings FILE (its coverage.catalogue names the catalogue) "
          + "or --out FILE")
    }
    let out =
      options.out
      ?? CoverageSettings.resolve(settings.catalogue, in: URL(fileURLWithPath: location.directory))
      .path
    let scanner = SourceScanner(functionNames: settings.functionNames)
    let scan: ScanResult
    do {
      scan = try scanner.scan(
        options.sources.map { URL(fileURLWithPath: $0) },
        relativeTo: URL(fileURLWithPath: root))
    } catch {
      switch error {
      case .unreadable(let path, let reason):
        throw InputFailure(InputError(path: path, message: "cannot be read: \(reason)"))
      }
    }
    console.print(
      "scanned \(scan.filesScanned) file\(scan.filesScanned == 1 ? "" : "s"): "
        + "\(scan.keys.count) keys, \(scan.dynamicCalls.count) dynamic "
        + "call\(scan.dynamicCalls.count == 1 ? "" : "s") (listed, never counted as missing)")
    if scan.keys.isEmpty {
      let names = settings.functionNames.joined(separator: ", ")
      console.error(
        "warning: no translation key found in \(scan.filesScanned) file"
          + "\(scan.filesScanned == 1 ? "" : "s") (.js .jsx .ts .tsx .swift); check the SRC paths "
          + "and the function names (\(names)"
          + (location.file.map { ", coverage.functionNames in \($0)" } ?? ", the default") + ")")
    }
    let catalogue: KeyCatalogue
    let existing = FileManager.default.fileExists(atPath: out)
    if options.merge, existing {
      let previous: KeyCatalogue
      do {
        previous = try KeyCatalogue.load(contentsOf: URL(fileURLWithPath: out), displayPath: out)
      } catch {
        throw InputFailure(InputError(error))
      }
      let (merged, report) = previous.merging(scan)
      catalogue = merged
      print(report, to: console)
    } else {
      catalogue = KeyCatalogue(scan: consume scan)
      for entry in catalogue.entries where entry.hasInconsistentFallbacks {
        console.print(
          "inconsistent fallback copy: \(entry.key) (\(entry.fallbackVariants.count) variants)")
      }
      if existing, !options.merge {
        console.print("note: \(out) was replaced by the scan alone; --merge keeps hand-set fields")
      }
    }
    try OutputFile.write(try catalogue.encodedJSON(), to: out)
    console.print("wrote \(out): \(catalogue.count) keys")
    ProcessLifetime.keep(catalogue)
    return ExitCode.success
  }

  private static func print(_ report: CatalogueMergeReport, to console: Console) {
    for key in report.added { console.print("added: \(key)") }
    for key in report.removed { console.print("removed: \(key)") }
    for change in report.changedFallbacks { console.print("changed fallback: \(change.key)") }
    for key in report.inconsistentFallbacks { console.print("inconsistent fallback copy: \(key)") }
    console.print(
      "merge: \(report.added.count) added, \(report.removed.count) removed, "
        + "\(report.changedFallbacks.count) changed fallback")
  }
}
