import Foundation
import Testing
import TranslationCoverage

@Suite("coverage command")
struct CoverageCommandTests {
  @Test("the shipped data: per-locale table, lists, gates (fr and he on beta gates); exit 0")
  func shippedText() async throws {
    let outcome = await CommandRunner.run(["coverage", Repository.contracts.path])
    #expect(outcome.code == 0)
    #expect(outcome.error.isEmpty)
    let lines = outcome.out.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    #expect(
      lines.first
        == "Translation coverage: 176 keys, key prefix DRIVER_APP_, source locale en")
    let table = lines.filter { line in
      ["en ", "es ", "fr ", "ar (rtl)", "he (rtl)"].contains { line.hasPrefix($0) }
    }.map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
    #expect(table.count == 5)
    #expect(table[0].hasPrefix("en 175 entries "))
    #expect(table[0].hasSuffix(" 1 172 3 0 98.3% 0 - 0 1 0 passed"))
    #expect(table[1].hasSuffix(" 3 162 11 0 93.8% 1 4 1 5 1 passed"))
    #expect(table[2].hasPrefix("fr empty: fallback only "))
    #expect(table[2].hasSuffix(" 0 0 175 1 0.0% 0 0 0 0 0 passed"))
    #expect(table[3].hasSuffix(" 1 125 50 0 71.6% 0 0 0 1 0 passed"))
    #expect(table[4].hasSuffix(" 1 43 131 1 25.0% 0 0 0 0 0 passed"))
    #expect(lines.contains("es: empty values (1): ORDER_TIP_LABEL"))
    #expect(
      lines.contains(
        "es: placeholder mismatches (1): ORDER_NUMBER_LABEL (missing _order_id_; 1 unexpected placeholder)"
      ))
    #expect(lines.contains("es: prefixed entries repeating the original (1): LOGOUT"))
    #expect(!lines.contains { $0.contains("critical keys without") })
    #expect(lines.contains("catalogue: inconsistent fallback copy (1): ORDER_ACCEPT"))
    #expect(lines.contains("dynamic keys (listed, never counted as missing): 3"))
    #expect(lines.contains { $0.hasPrefix("control * ") })
    #expect(
      lines.contains(
        "GATE coverage:he passed: coverage 25.0% (minimum 20.0%), key text 1 (at most 1), critical without fallback 0 (at most 0)"
      ))
    #expect(lines.contains { $0.hasPrefix("GATE coverage:en passed: coverage 98.3%") })
    #expect(lines.contains("coverage gates: 6 passed, 0 failed"))
    try Repository.expectNoDictionaryValue(in: outcome.out)
  }

  @Test("--format json is the CoverageReport")
  func json() async throws {
    let outcome = await CommandRunner.run([
      "coverage", Repository.contracts.path, "--format", "json",
    ])
    #expect(outcome.code == 0)
    let report = try JSONDecoder().decode(CoverageReport.self, from: Data(outcome.out.utf8))
    #expect(report.locales.map(\.code) == ["en", "es", "fr", "ar", "he"])
    #expect(
      report.gates.filter(\.passed).map(\.name)
        == ["coverage:catalogue"] + ["en", "es", "fr", "ar", "he"].map { "coverage:\($0)" })
    #expect(report.matrix.tier(of: "LOGOUT", in: "es") == .prefixed)
  }

  @Test("exit 0 when every gate holds")
  func passing() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      """
      {"coverage": {"locales": ["en", "es"], "sourceLocale": "en",
        "catalogue": "\(Repository.contracts.path)/translations/catalogue.json",
        "languages": "\(Repository.contracts.path)/translations/languages.json",
        "dictionaries": "\(Repository.contracts.path)/translations/dictionaries",
        "gates": {"catalogue": {"maximumCriticalWithoutFallback": 1, "maximumCopyFindings": 1},
                  "default": {"minimumCoveragePercent": 90}}}}
      """, to: "contract-report.json")
    let outcome = await CommandRunner.run(["coverage", directory.path])
    #expect(outcome.code == 0)
    #expect(outcome.out.hasSuffix("coverage gates: 3 passed, 0 failed\n"))
  }

  @Test("a settings error names file, position and field; exit 2")
  func settingsError() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "{\n  \"coverage\": {\n    \"gates\": {\"default\": {\"maximumKeyText\": \"none\"}}\n  }\n}\n",
      to: "contract-report.json")
    let outcome = await CommandRunner.run(["coverage", directory.path])
    #expect(outcome.code == 2)
    #expect(outcome.out.isEmpty)
    #expect(
      outcome.error
        == "\(directory.path)/contract-report.json:3:45: error: "
        + "\"coverage.gates.default.maximumKeyText\" must be an integer\n")
  }

  @Test("a missing dictionary file is an input error; a missing directory too")
  func missingInputs() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      """
      {"coverage": {"locales": ["en", "xx"],
        "catalogue": "\(Repository.contracts.path)/translations/catalogue.json",
        "dictionaries": "\(Repository.contracts.path)/translations/dictionaries"}}
      """, to: "contract-report.json")
    let outcome = await CommandRunner.run(["coverage", directory.path])
    #expect(outcome.code == 2)
    #expect(
      outcome.error
        == "\(Repository.contracts.path)/translations/dictionaries/xx.json: error: missing; add it or leave xx out of coverage.locales\n"
    )
    let missing = await CommandRunner.run(["coverage", directory.path + "/nope"])
    #expect(missing.code == 2)
    #expect(missing.error == "\(directory.path)/nope: error: no such directory\n")
    let usage = await CommandRunner.run(["coverage", "a", "b"])
    #expect(usage.code == 2)
  }

  @Test("help text")
  func help() async {
    let outcome = await CommandRunner.run(["help", "coverage"])
    #expect(outcome.code == 0)
    #expect(outcome.out.hasPrefix("contract-report coverage: Translation coverage per locale"))
    #expect(outcome.out.contains("--live"))
    #expect(outcome.out.contains("ORDERING_API_KEY"))
    let overview = await CommandRunner.run(["--help"])
    #expect(overview.out.contains("  coverage "))
    #expect(overview.out.contains("  scan "))
  }
}
