import Foundation
import TestSupport
import Testing
import TranslationCoverage

/// Setting a project up: `--settings FILE` for scan, coverage, check and build; what a scan
/// that finds nothing, a missing languages.json or catalogue, and a folder without contracts
/// say.
@Suite("coverage setup")
struct CoverageSetupTests {
  static let translations = Repository.contracts.appendingPathComponent("translations").path

  /// Settings in `config/i18n.json`, away from any contracts folder, pointing at the shipped
  /// translations by relative paths from `config/`.
  static func settingsElsewhere(in directory: TemporaryDirectory) throws -> String {
    let relative =
      String(repeating: "../", count: directory.url.pathComponents.count)
      + Self.translations.dropFirst()
    try directory.write(
      """
      {"siteTitle": "Elsewhere", "coverage": {"sourceLocale": "en", "locales": ["en", "es"],
        "catalogue": "\(relative)/catalogue.json",
        "languages": "\(relative)/languages.json",
        "dictionaries": "\(relative)/dictionaries",
        "functionNames": ["tr"]}}
      """, to: "config/i18n.json")
    return directory.path + "/config/i18n.json"
  }

  @Test("coverage --settings FILE: paths relative to the file's folder; not with CONTRACTS_DIR")
  func coverageSettings() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let settings = try Self.settingsElsewhere(in: directory)
    let outcome = await CommandRunner.run(["coverage", "--settings", settings])
    #expect(outcome.code == 0, "\(outcome.error)")
    #expect(outcome.out.hasPrefix("Translation coverage: 176 keys"))
    #expect(outcome.out.contains("coverage gates: 3 passed, 0 failed"))
    let both = await CommandRunner.run([
      "coverage", Repository.contracts.path, "--settings", settings,
    ])
    #expect(both.code == 2)
    #expect(both.error.contains("coverage takes CONTRACTS_DIR or --settings FILE, not both"))
    let missing = await CommandRunner.run(["coverage", "--settings", directory.path + "/nope.json"])
    #expect(missing.code == 2)
    #expect(
      missing.error == "\(directory.path)/nope.json: error: no such settings file (--settings)\n")
    let folder = await CommandRunner.run(["coverage", "--settings", directory.path + "/config"])
    #expect(folder.code == 2)
    #expect(folder.error.contains("is a directory; --settings names the settings file itself"))
  }

  @Test("a missing languages.json, catalogue or dictionary says what to do")
  func missingFiles() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("{\"coverage\": {}}", to: "contract-report.json")
    let noCatalogue = await CommandRunner.run(["coverage", directory.path])
    #expect(noCatalogue.code == 2)
    #expect(
      noCatalogue.error
        == "\(directory.path)/translations/catalogue.json: error: missing; run 'contract-report scan SRC' to write it, or set coverage.catalogue\n"
    )
    try directory.write("{\"version\": 1, \"keys\": {}}", to: "translations/catalogue.json")
    let noLanguages = await CommandRunner.run(["coverage", directory.path])
    #expect(noLanguages.code == 2)
    #expect(
      noLanguages.error
        == "\(directory.path)/translations/languages.json: error: missing; add it or set coverage.locales\n"
    )
    // With coverage.locales, languages.json is optional; each locale needs its dictionary.
    try directory.write(
      "{\"coverage\": {\"locales\": [\"en\"]}}", to: "contract-report.json")
    let noDictionary = await CommandRunner.run(["coverage", directory.path])
    #expect(noDictionary.code == 2)
    #expect(
      noDictionary.error
        == "\(directory.path)/translations/dictionaries/en.json: error: missing; add it or leave en out of coverage.locales\n"
    )
    try directory.write("{}", to: "translations/dictionaries/en.json")
    let works = await CommandRunner.run(["coverage", directory.path])
    #expect(works.out.hasPrefix("Translation coverage: 0 keys"), "\(works.error)")
  }

  @Test("scan --settings FILE: function names and catalogue path from it, relative to it")
  func scanSettings() async throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    try root.write("{\"coverage\": {\"functionNames\": [\"tr\"]}}", to: "config/i18n.json")
    try root.write("tr('ONLY_THIS', 'Yes'); t('NOT_THIS', 'No')", to: "src/a.js")
    let outcome = await CommandRunner.run([
      "scan", root.path + "/src", "--root", root.path, "--settings",
      root.path + "/config/i18n.json",
    ])
    #expect(outcome.code == 0, "\(outcome.error)")
    let written = root.path + "/config/translations/catalogue.json"
    #expect(outcome.out.hasSuffix("wrote \(written): 1 keys\n"))
    let catalogue = try KeyCatalogue.load(contentsOf: URL(fileURLWithPath: written))
    #expect(catalogue.keys == ["ONLY_THIS"])
    #expect(!FileManager.default.fileExists(atPath: root.path + "/contracts"))
  }

  @Test("scan without settings and without --out refuses and writes nothing")
  func scanWithoutSettings() async throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    try root.write("t('A_TITLE', 'A')", to: "src/a.js")
    let outcome = await CommandRunner.run(["scan", root.path + "/src", "--root", root.path])
    #expect(outcome.code == 2)
    #expect(
      outcome.error.hasPrefix(
        "error: no settings: \(root.path)/contracts/contract-report.json does not exist; pass --settings FILE (its coverage.catalogue names the catalogue) or --out FILE"
      ))
    #expect(!FileManager.default.fileExists(atPath: root.path + "/contracts"))
    let explicit = await CommandRunner.run([
      "scan", root.path + "/src", "--root", root.path, "--out", root.path + "/c.json",
    ])
    #expect(explicit.code == 0)
    #expect(FileManager.default.fileExists(atPath: root.path + "/c.json"))
  }

  @Test("a scan that finds no key says so, naming the function names and where they are set")
  func scanFindsNothing() async throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    try root.write(
      "{\"coverage\": {\"functionNames\": [\"translate\"]}}", to: "contracts/contract-report.json")
    try root.write("t('A_TITLE', 'A'); i18n.t('B_TITLE')", to: "src/a.js")
    let outcome = await CommandRunner.run(["scan", root.path + "/src", "--root", root.path])
    #expect(outcome.code == 0)
    #expect(
      outcome.error
        == "warning: no translation key found in 1 file (.js .jsx .ts .tsx .swift); check the SRC paths and the function names (translate, coverage.functionNames in \(root.path)/contracts/contract-report.json)\n"
    )
    let found = await CommandRunner.run([
      "scan", Repository.contracts.path + "/translations/app-src", "--root", Repository.root.path,
      "--out", root.path + "/c.json",
    ])
    #expect(found.code == 0)
    #expect(found.error.isEmpty)
  }

  /// A folder with settings and translations but no contract Markdown.
  static func coverageOnly() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: directory.path + "/project", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: Repository.contracts.path + "/contract-report.json",
      toPath: directory.path + "/project/contract-report.json")
    try RepositoryContracts.copySourceMutation(into: URL(fileURLWithPath: directory.path))
    try FileManager.default.copyItem(
      atPath: Self.translations, toPath: directory.path + "/project/translations")
    try FileManager.default.removeItem(atPath: directory.path + "/project/translations/app-src")
    return directory
  }

  @Test("a coverage-only folder builds a site: index, coverage, matrix and to-do pages")
  func coverageOnlySite() async throws {
    let directory = try Self.coverageOnly()
    defer { directory.remove() }
    let project = directory.path + "/project"
    let site = directory.path + "/site"
    let build = await CommandRunner.run(["build", project, "--out", site])
    #expect(build.code == 0, "\(build.error)")
    for page in ["index.html", "coverage/index.html", "coverage/todo/fr.html"] {
      #expect(FileManager.default.fileExists(atPath: site + "/" + page), "\(page)")
    }
    let todo = try String(contentsOfFile: site + "/coverage/todo/es.html", encoding: .utf8)
    #expect(todo.contains("16 of 176 keys"))
    let check = await CommandRunner.run(["check", project])
    #expect(check.code == 0, "\(check.error)")
    // The same with --settings and no PATH: the contracts folder is the settings' folder.
    let viaSettings = await CommandRunner.run([
      "build", "--settings", project + "/contract-report.json", "--out", directory.path + "/s2",
    ])
    #expect(viaSettings.code == 0, "\(viaSettings.error)")
    #expect(
      FileManager.default.contents(atPath: directory.path + "/s2/coverage/todo/es.html")
        == FileManager.default.contents(atPath: site + "/coverage/todo/es.html"))
    // A folder without Markdown and without coverage is still refused.
    try FileManager.default.removeItem(atPath: project + "/contract-report.json")
    let empty = await CommandRunner.run(["check", project])
    #expect(empty.code == 2)
    #expect(empty.error.contains("directory holds no Markdown (.md) file"))
  }

  @Test("check --settings FILE reads title and coverage from it for the contracts given")
  func checkSettings() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let settings = try Self.settingsElsewhere(in: directory)
    let json = directory.path + "/report.json"
    let outcome = await CommandRunner.run([
      "check", Repository.contracts.path + "/driver-app/language-contract.md", "--settings",
      settings, "--json", json, "--quiet", "--dry-run",
    ])
    #expect(outcome.code == 0, "\(outcome.error)")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json)))
        as? [String: Any])
    #expect(report["title"] as? String == "Elsewhere")
    let gates = (report["gates"] as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? []
    #expect(gates.contains("coverage:es"))
    #expect(!gates.contains("coverage:fr"))
  }
}
