import ContractMarkdown
import Contracts
import Foundation
import JSON
import Support
import TranslationCoverage

/// Errors in the translation files beside the contracts (`languages.json`, `catalogue.json`,
/// `dictionaries/*.json`). The report reads them where it can and leaves out what it cannot
/// (RTL status, a locale's coverage); without these diagnostics a typo in one of them would
/// silently drop part of the report instead of failing `lint` and `check`.
enum TranslationFilesLint {
  /// One error per file that exists but cannot be decoded, at the line and column of the
  /// problem; paths are shown under `translationsDirectory` as given. A file in `decoded`
  /// decoded cleanly with the same decoder and is not read again.
  static func diagnostics(
    translationsDirectory folder: String, decoded: DecodedTranslationFiles? = nil
  ) -> [Diagnostic] {
    let base = URL(fileURLWithPath: folder)
    // A file's diagnostics: its error, or a warning per key it names twice.
    @Sendable func check(
      _ name: String, _ load: (URL, String) throws(JSONFileError) -> [RepeatedKey]
    ) -> [Diagnostic] {
      let url = base.appendingPathComponent(name)
      let shown = folder + "/" + name
      if let repeated = decoded?.repeatedKeys(of: url.path) {
        return repeated.map { warning($0, file: shown) }
      }
      guard FileManager.default.fileExists(atPath: url.path) else {
        // A broken link is a file whose target is missing: an error, not an absent file.
        guard FileSystemReason.brokenLinkTarget(url.path) != nil else { return [] }
        return [
          diagnostic(.unreadable(file: shown, reason: FileSystemReason.whyUnreadable(url.path)))
        ]
      }
      do {
        return try load(url, shown).map { warning($0, file: shown) }
      } catch {
        return [diagnostic(error)]
      }
    }
    var diagnostics: [[Diagnostic]] = []
    diagnostics.append(
      check("languages.json") { url, shown throws(JSONFileError) in
        _ = try LanguageList.load(contentsOf: url, displayPath: shown)
        return []
      })
    diagnostics.append(
      check("catalogue.json") { url, shown throws(JSONFileError) in
        _ = try KeyCatalogue.load(contentsOf: url, displayPath: shown)
        return []
      })
    let dictionaries = base.appendingPathComponent("dictionaries").path
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: dictionaries)) ?? [])
      .filter { $0.hasSuffix(".json") }.sorted()
    // Dictionaries are validated on all cores (tens of megabytes in a large project); the
    // findings keep file order.
    diagnostics += ChunkedMap.map(count: names.count) { range in
      range.map { index in
        check("dictionaries/" + names[index]) { url, shown throws(JSONFileError) in
          try DictionaryFile.validate(contentsOf: url, displayPath: shown)
        }
      }
    }
    return diagnostics.flatMap { $0 }
  }

  /// The warning for a key a dictionary names twice: where, and that the earlier text is lost
  /// (the texts themselves are never shown).
  static func warning(_ repeated: RepeatedKey, file: String) -> Diagnostic {
    let earlier = "line \(repeated.droppedLine), column \(repeated.droppedColumn)"
    let message =
      repeated.sameCodePoints
      ? "key \(repeated.key) is named again: the app (JSON.parse) keeps this text and drops the "
        + "one at \(earlier)"
      : "key \(repeated.key) is canonically equivalent to the key at \(earlier) but written "
        + "with other code points: the app (JSON.parse) keeps both, coverage counts them as one "
        + "key with this text"
    return Diagnostic(
      file: file, location: SourceLocation(line: repeated.line, column: repeated.column),
      severity: .warning, message: message, rule: "translation-repeated-key")
  }

  static func diagnostic(_ error: JSONFileError) -> Diagnostic {
    let line: Int
    let column: Int
    let message: String
    switch error {
    case .unreadable(_, let reason):
      (line, column, message) = (1, 1, "cannot be read: \(reason)")
    case .missing(_, let remedy):
      (line, column, message) = (1, 1, "missing; \(remedy)")
    case .malformedJSON(_, let atLine, let atColumn, let reason):
      (line, column, message) = (atLine, atColumn, "malformed JSON: \(reason)")
    case .valueNotString(_, let atLine, let atColumn, let key, let found):
      (line, column, message) = (
        atLine, atColumn, "the value of \(key) is \(found), expected a string"
      )
    case .unexpectedShape(_, let atLine, let atColumn, let reason):
      (line, column, message) = (atLine, atColumn, reason)
    }
    return Diagnostic(
      file: error.file, location: SourceLocation(line: line, column: column),
      severity: .error,
      message: message, rule: "translation-file")
  }
}
