import Foundation
import Testing
import TranslationCoverage

/// The performance target: coverage of 50 locales × 20,000 keys within 2× the time it
/// takes only to decode those dictionaries' JSON, measured in the same run. Off by default
/// (it writes ~95 MB of dictionaries); run it in a release build:
/// `COVERAGE_BENCHMARK=1 swift test -c release --filter CoverageBenchmark`.
@Suite("Coverage benchmark")
struct CoverageBenchmarkTests {
  static let enabled = ProcessInfo.processInfo.environment["COVERAGE_BENCHMARK"] == "1"
  static let localeCount = 50
  static let keyCount = 20_000

  @Test("50 locales × 20,000 keys: coverage within 2× of decoding alone", .enabled(if: enabled))
  func benchmark() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("coverage-benchmark-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let (catalogue, locales) = try Self.writeData(to: directory)
    let codes = locales.map(\.code)
    let calculator = CoverageCalculator(
      settings: CoverageSettings(sourceLocale: "l00", gates: CoverageGates()))
    let clock = ContinuousClock()

    var decodeTimes: [Duration] = []
    var coverageTimes: [Duration] = []
    var resolved = 0
    for _ in 0..<3 {
      let decodeStart = clock.now
      let decoded = try await CoverageInputs.loadDictionaries(
        codes, from: directory, displayDirectory: "bench")
      decodeTimes.append(decodeStart.duration(to: clock.now))
      #expect(decoded.count == Self.localeCount)

      let coverageStart = clock.now
      let dictionaries = try await CoverageInputs.loadDictionaries(
        codes, from: directory, displayDirectory: "bench")
      let report = await calculator.coverage(
        of: catalogue, locales: locales, dictionaries: dictionaries)
      coverageTimes.append(coverageStart.duration(to: clock.now))
      resolved = report.locales.reduce(0) { $0 + $1.tiers.total }
    }
    let decode = decodeTimes.min()!
    let coverage = coverageTimes.min()!
    let ratio = coverage / decode
    print(
      "coverage benchmark: \(Self.localeCount) locales × \(Self.keyCount) keys, "
        + "\(resolved) resolutions; decode only \(decode), decode + coverage \(coverage), "
        + "ratio \(ratio)")
    #expect(resolved == Self.localeCount * Self.keyCount)
    #expect(ratio <= 2.0)
  }

  /// A catalogue of `keyCount` keys and `localeCount` API-response dictionaries with gaps,
  /// prefixed overrides, placeholders and unused keys.
  static func writeData(to directory: URL) throws -> (KeyCatalogue, [CoverageLocale]) {
    var entries: [CatalogueEntry] = []
    let suffixes = ["_BUTTON", "_LABEL", "_TITLE", "_MESSAGE", "_ERROR", "_WARNING"]
    for index in 0..<keyCount {
      let key = "SCREEN_\(index / 100)_ITEM_\(index % 100)" + suffixes[index % suffixes.count]
      let fallback =
        index % 10 == 0
        ? "Order _order_id_ is ready for pickup at the counter"
        : "Readable fallback copy for item \(index) on this screen"
      entries.append(CatalogueEntry(key: key, fallback: fallback))
    }
    let catalogue = KeyCatalogue(entries: entries)
    var locales: [CoverageLocale] = []
    for number in 0..<localeCount {
      let code = String(format: "l%02d", number)
      locales.append(CoverageLocale(code: code, rightToLeft: number % 10 == 9))
      var json = "{\"error\": false, \"result\": {\n"
      var first = true
      for (index, entry) in catalogue.entries.enumerated() {
        if (index + number) % 7 == 0 { continue }
        let key = (index + number) % 13 == 0 ? "DRIVER_APP_" + entry.key : entry.key
        let text =
          index % 10 == 0
          ? "Pedido _order_id_ listo para recoger en el mostrador \(number)"
          : "Texto traducido legible número \(index) en esta pantalla \(number)"
        json += (first ? "" : ",\n") + "  \"\(key)\": \"\(text)\""
        first = false
      }
      json += ",\n  \"UNUSED_KEY_\(number)\": \"Sin uso\"\n}}\n"
      try Data(json.utf8).write(to: directory.appendingPathComponent(code + ".json"))
    }
    return (catalogue, locales)
  }
}
