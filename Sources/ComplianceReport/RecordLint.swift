import Contracts
import Foundation
import RTLReview
import TranslationCoverage

/// Lint rules of the record documents (RTL review, sign-off) on top of the generic ones:
/// unknown locale, area, status or decision, a date that is not ISO 8601, missing columns;
/// and the translation files they and the report read (see `TranslationFilesLint`).
public enum RecordLint {
  /// Diagnostics for the records among `documents`, then for the translation files. Locales
  /// are checked against `translationsDirectory/languages.json` when it exists.
  public static func diagnostics(_ documents: [Contract], translationsDirectory: String?)
    -> [Diagnostic]
  {
    var knownLocales: Set<String> = []
    if let folder = translationsDirectory,
      let languages = try? LanguageList.load(
        contentsOf: URL(fileURLWithPath: folder).appendingPathComponent("languages.json"))
    {
      knownLocales = Set(languages.languages.map(\.code))
    }
    var diagnostics: [Diagnostic] = []
    if let folder = translationsDirectory {
      diagnostics += TranslationFilesLint.diagnostics(translationsDirectory: folder)
    }
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
