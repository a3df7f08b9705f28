import Foundation
import JSON
import LanguageProvider
import Testing

@testable import TranslationCoverage

/// Coverage that reads each dictionary only when its locale is measured gives the report of
/// coverage over dictionaries read up front, whatever the parallelism, and fails the same way.
@Suite("Coverage reading dictionaries per locale")
struct CoverageLoadingTests {
  private static func reader(_ inputs: CoverageInputs, directory: URL, shown: String)
    -> @Sendable (String) -> Result<TranslationDictionary, JSONFileError>
  {
    CoverageInputs.dictionaryReader(
      settings: inputs.settings, directory: directory, displayDirectory: shown)
  }

  @Test("the same report as dictionaries read up front, at any parallelism", arguments: [1, 2, 5])
  func sameReport(parallelism: Int) async throws {
    let inputs = try await CoverageCalculatorTests.shippedInputs()
    let upFront = await CoverageCalculator(settings: inputs.settings, parallelism: parallelism)
      .coverage(of: inputs.catalogue, locales: inputs.locales, dictionaries: inputs.dictionaries)
    let perLocale = try await CoverageCalculator(
      settings: inputs.settings, parallelism: parallelism
    ).coverage(
      of: inputs.catalogue, locales: inputs.locales,
      loadingDictionaries: Self.reader(
        inputs, directory: CoverageCalculatorTests.contracts, shown: "contracts"))
    #expect(perLocale == upFront)
    #expect(perLocale.locales.map(\.code) == inputs.locales.map(\.code))
  }

  /// A copy of the shipped contracts folder to break, its inputs, and its dictionaries folder.
  private static func shippedCopy() async throws -> (URL, CoverageInputs, URL) {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("coverage-loading-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: CoverageCalculatorTests.contracts, to: root)
    let inputs = try await CoverageCalculatorTests.shippedInputs()
    return (root, inputs, CoverageSettings.resolve(inputs.settings.dictionaries, in: root))
  }

  /// A dictionary that is a broken link is there, only its target is not: the error says
  /// where the link points instead of calling the file missing.
  @Test("a dictionary that is a broken link says where it points")
  func brokenLinkSaysWhereItPoints() async throws {
    let (root, inputs, folder) = try await Self.shippedCopy()
    defer { try? FileManager.default.removeItem(at: root) }
    let code = inputs.locales[1].code
    let file = folder.appendingPathComponent(code + ".json")
    try FileManager.default.removeItem(at: file)
    try FileManager.default.createSymbolicLink(
      atPath: file.path, withDestinationPath: "../elsewhere/\(code).json")
    let result = Self.reader(inputs, directory: root, shown: "shown")(code)
    guard case .failure(let error) = result else {
      Issue.record("a broken link read as a dictionary")
      return
    }
    #expect(
      error
        == .unreadable(
          file: "shown/\(inputs.settings.dictionaries)/\(code).json",
          reason: "is a symbolic link to '../elsewhere/\(code).json', which does not exist"))
    try FileManager.default.removeItem(at: file)
    guard case .failure(.missing) = Self.reader(inputs, directory: root, shown: "shown")(code)
    else {
      Issue.record("a dictionary that is not there is not called missing")
      return
    }
  }

  @Test("the first unreadable dictionary in locale order fails the run, as when read up front")
  func firstFailureInLocaleOrder() async throws {
    let (root, inputs, folder) = try await Self.shippedCopy()
    defer { try? FileManager.default.removeItem(at: root) }
    // Broken in the last and in the second locale: the second one's error wins.
    let codes = inputs.locales.map(\.code)
    try Data("{\"a\": ".utf8).write(
      to: folder.appendingPathComponent(codes[codes.count - 1] + ".json"))
    try Data("{\"x\": 1}".utf8).write(to: folder.appendingPathComponent(codes[1] + ".json"))
    var upFrontError: JSONFileError?
    do {
      _ = try await CoverageInputs.load(
        settings: inputs.settings, directory: root, displayDirectory: "shown")
    } catch {
      upFrontError = error
    }
    var perLocaleError: JSONFileError?
    do {
      _ = try await CoverageCalculator(settings: inputs.settings, parallelism: 2).coverage(
        of: inputs.catalogue, locales: inputs.locales,
        loadingDictionaries: Self.reader(inputs, directory: root, shown: "shown"))
    } catch {
      perLocaleError = error
    }
    #expect(upFrontError != nil)
    #expect(perLocaleError == upFrontError)
    #expect(perLocaleError?.description.contains(codes[1] + ".json") == true)
  }
}
