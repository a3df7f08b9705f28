import Contracts
import Foundation
import RTLReview
import TranslationCoverage

/// Lint rules of the record documents (RTL review, sign-off) on top of the generic ones:
/// unknown locale, area, status or decision, a date that is not ISO 8601, missing columns;
/// and the translation files they and the report read (see `TranslationFilesLint`).
public enum RecordLint {
  /// Whether `diagnostics` lints documents of `kind` (the records); others it passes over.
  public static func lints(_ kind: DocumentKind) -> Bool {
    kind == .rtlReview || kind == .signoff
  }

  /// The translation files' diagnostics alone, so a caller can compute them before or while it
  /// reads the documents (`lint`, ``TranslationInputs``) and pass them to
  /// `diagnostics(_:translationsDirectory:translationFiles:)`.
  public static func translationFileDiagnostics(translationsDirectory: String?) -> [Diagnostic] {
    guard let folder = translationsDirectory else { return [] }
    return TranslationFilesLint.diagnostics(translationsDirectory: folder)
  }

  /// Diagnostics for the records among `documents` after `translationFiles` (computed by
  /// `translationFileDiagnostics(translationsDirectory:)` for the same directory). Locales are
  /// checked against `translationsDirectory/languages.json` when it exists.
  public static func diagnostics(
    _ documents: [Contract], translationsDirectory: String?, translationFiles: [Diagnostic]
  ) -> [Diagnostic] {
    var knownLocales: Set<String> = []
    if let folder = translationsDirectory,
      let languages = try? LanguageList.load(
        contentsOf: URL(fileURLWithPath: folder).appendingPathComponent("languages.json"))
    {
      knownLocales = Set(languages.languages.map(\.code))
    }
    var diagnostics = translationFiles
    for document in documents {
      switch document.kind {
      case .rtlReview:
        diagnostics += RTLReviewRecord(document: document, knownLocales: knownLocales).diagnostics
      case .signoff:
        diagnostics +=
          SignoffReport.make(record: document, contracts: [], gates: [], rtl: nil).diagnostics
      default:
        continue
      }
    }
    return diagnostics
  }
}
