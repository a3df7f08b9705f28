import Foundation
import Testing

@testable import ComplianceReport

@Suite struct TranslationFilesLintTests {
  /// Dictionaries are validated in parallel; every broken one is reported, in file-name order,
  /// after the language list and the catalogue, exactly once.
  @Test func everyBrokenFileInNameOrder() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("translation-lint-\(UUID().uuidString)")
    let dictionaries = folder.appendingPathComponent("dictionaries")
    try FileManager.default.createDirectory(at: dictionaries, withIntermediateDirectories: true)
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
}
