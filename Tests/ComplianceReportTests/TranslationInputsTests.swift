import ComplianceReport
import Contracts
import Foundation
import Testing
import TranslationCoverage

/// What the report reads of the translations folder before the contract models are built:
/// the translation files' lint, and each right-to-left dictionary as its scan only.
@Suite struct TranslationInputsTests {
  /// A translations folder: English and Arabic (right-to-left), an Arabic dictionary with one
  /// value holding an embedding and one with a placeholder at its edge, and a Spanish
  /// dictionary whose value is a number.
  static func folder() throws -> String {
    let root = NSTemporaryDirectory() + "translation-inputs-" + UUID().uuidString
    let files = [
      "languages.json": """
      [{"id": 1, "code": "en", "name": "English", "rtl": false, "default": true},
       {"id": 2, "code": "ar", "name": "Arabic", "rtl": true, "default": false}]
      """,
      "dictionaries/ar.json": """
      {"Z_PLAIN": "حسنا", "B_EMBED": "\u{202B}نص\u{202C}", "A_EDGE": "_name_ مرحبا",
       "C_EMBED": "\u{202E}x"}
      """,
      "dictionaries/es.json": "{\"LOGIN\": 42}",
    ]
    for (path, text) in files {
      let url = URL(fileURLWithPath: root + "/" + path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  @Test func readsTheLintAndScansOnlyRightToLeftDictionaries() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let inputs = TranslationInputs.read(translationsDirectory: root)
    #expect(inputs.translationFiles.count == 1)
    let finding = try #require(inputs.translationFiles.first)
    #expect(finding.file == root + "/dictionaries/es.json")
    #expect(finding.severity == .error)
    #expect(finding.message == "the value of LOGIN is a number, expected a string")
    let rtl = try #require(inputs.rtl)
    #expect(rtl.languages.languages.map(\.code) == ["en", "ar"])
    #expect(Array(rtl.dictionaries.keys) == ["ar"])
    #expect(rtl.dictionaries["ar"]?.bidiControlKeys == ["B_EMBED", "C_EMBED"])
    #expect(rtl.dictionaries["ar"]?.unisolatedPlaceholderKeys == ["A_EDGE"])
  }

  /// A file another reader recorded as decoded (under any spelling of its path) is not read
  /// again, so its error, had it one, is not reported twice; the others are read as before.
  @Test func filesRecordedAsDecodedAreNotReadAgain() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let decoded = DecodedTranslationFiles()
    decoded.record(root + "/./dictionaries/../dictionaries//ar.json")
    #expect(decoded.contains(root + "/dictionaries/ar.json"))
    #expect(!decoded.contains(root + "/dictionaries/es.json"))
    let withArabic = TranslationInputs.read(translationsDirectory: root, decoded: decoded)
    #expect(withArabic.translationFiles.map(\.file) == [root + "/dictionaries/es.json"])
    decoded.record(root + "/dictionaries/es.json")
    let withBoth = TranslationInputs.read(translationsDirectory: root, decoded: decoded)
    #expect(withBoth.translationFiles.isEmpty)
    // The right-to-left scans do not depend on the record.
    #expect(withBoth.rtl?.dictionaries["ar"]?.bidiControlKeys == ["B_EMBED", "C_EMBED"])
  }

  @Test func withoutAFolderOrLanguageListNothingIsRead() throws {
    let none = TranslationInputs.read(translationsDirectory: nil)
    #expect(none.translationFiles.isEmpty)
    #expect(none.rtl == nil)
    let empty = NSTemporaryDirectory() + "translation-inputs-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: empty) }
    let read = TranslationInputs.read(translationsDirectory: empty)
    #expect(read.translationFiles.isEmpty)
    #expect(read.rtl == nil)
  }

  /// The report is the same whether the caller read the folder first or the builder did.
  @Test func readingFirstGivesTheSameReport() async throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let contract = try Contract.parse(
      Array("# Sample\n\n## RTL\n\n| Case | Result |\n| --- | --- |\n| RTL language | x |\n".utf8),
      file: "contracts/sample.md")
    let documents = DocumentSet(documents: [LoadedDocument(contract: contract, input: nil)])
    let builder = ReportBuilder(bindings: [], version: "test", translationsDirectory: root)
    let own = await builder.build(documents)
    let read = await builder.build(
      documents, translationInputs: TranslationInputs.read(translationsDirectory: root))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    #expect(try encoder.encode(own) == encoder.encode(read))
    #expect(own.lint.contains { $0.rule == "translation-file" })
    #expect(own.rtl?.locales.map(\.locale) == ["ar"])
    #expect(own.rtl?.locales.first?.bidiControlKeys == ["B_EMBED", "C_EMBED"])
  }
}
