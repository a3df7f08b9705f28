import Foundation
import Testing
import TranslationCoverage

@testable import ComplianceReport

@Suite struct TranslationFilesLintTests {
  /// A fresh translations folder with an empty `dictionaries/` in it.
  static func translationsFolder() throws -> (folder: URL, dictionaries: URL) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("translation-lint-\(UUID().uuidString)")
    let dictionaries = folder.appendingPathComponent("dictionaries")
    try FileManager.default.createDirectory(at: dictionaries, withIntermediateDirectories: true)
    return (folder, dictionaries)
  }

  /// Dictionaries are validated in parallel; every broken one is reported, in file-name order,
  /// after the language list and the catalogue, exactly once.
  @Test func everyBrokenFileInNameOrder() throws {
    let (folder, dictionaries) = try Self.translationsFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("{".utf8).write(to: folder.appendingPathComponent("languages.json"))
    try Data("[]".utf8).write(to: folder.appendingPathComponent("catalogue.json"))
    var broken: [String] = []
    for index in 0..<60 {
      let code = String(format: "l%02d", index)
      let body: String
      switch index % 7 {
      case 0:
        body = #"{"error": false, "result": {"A": 1}}"#
        broken.append(code)
      case 3:
        body = #"{"error": false, "result": {"A": "x""#
        broken.append(code)
      default:
        body = #"{"error": false, "result": {"A": "x"}}"#
      }
      try Data(body.utf8).write(to: dictionaries.appendingPathComponent(code + ".json"))
    }
    try Data("not json".utf8).write(to: dictionaries.appendingPathComponent("notes.txt"))

    let found = TranslationFilesLint.diagnostics(translationsDirectory: folder.path)
    let files = found.map { $0.file.replacingOccurrences(of: folder.path + "/", with: "") }
    #expect(
      files
        == ["languages.json", "catalogue.json"] + broken.map { "dictionaries/\($0).json" })
    #expect(found.allSatisfy { $0.rule == "translation-file" && $0.severity == .error })
  }

  /// A key a dictionary names twice is a warning at its later place, naming the earlier one;
  /// the same when coverage decoded the file first (and the lint does not read it again).
  @Test func keysNamedTwiceAreWarnings() throws {
    let (folder, dictionaries) = try Self.translationsFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let es = dictionaries.appendingPathComponent("es.json")
    try Data("{\"A\": \"uno\",\n \"B\": \"dos\",\n \"A\": \"tres\"}".utf8).write(to: es)
    try Data(#"{"A": "un"}"#.utf8).write(to: dictionaries.appendingPathComponent("fr.json"))

    let read = TranslationFilesLint.diagnostics(translationsDirectory: folder.path)
    #expect(
      read.map(\.description) == [
        "\(folder.path)/dictionaries/es.json:3:7: warning: key A is named again: the app "
          + "(JSON.parse) keeps this text and drops the one at line 1, column 7 "
          + "[translation-repeated-key]"
      ])
    #expect(!read.contains { $0.message.contains("uno") || $0.message.contains("tres") })

    let decoded = DecodedTranslationFiles()
    let dictionary = try DictionaryFile.decode(Data(contentsOf: es), file: es.path)
    decoded.record(es.path, repeatedKeys: dictionary.repeatedKeys)
    // A recorded file is not read again: rewritten without the repeat, it still warns.
    try Data(#"{"A": "x"}"#.utf8).write(to: es)
    #expect(
      TranslationFilesLint.diagnostics(translationsDirectory: folder.path, decoded: decoded)
        == read)
  }

  /// A translation file that is a broken link is an error naming where it points; a file
  /// that is simply absent is not the lint's to report.
  @Test func aBrokenLinkIsAnError() throws {
    let (folder, dictionaries) = try Self.translationsFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
      atPath: dictionaries.appendingPathComponent("es.json").path,
      withDestinationPath: "../gone/es.json")
    let found = TranslationFilesLint.diagnostics(translationsDirectory: folder.path)
    #expect(
      found.map(\.description) == [
        "\(folder.path)/dictionaries/es.json:1:1: error: cannot be read: is a symbolic link to "
          + "'../gone/es.json', which does not exist [translation-file]"
      ])
  }

}
