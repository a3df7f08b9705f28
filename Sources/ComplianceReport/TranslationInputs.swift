import Contracts
import Foundation
import RTLReview
import Support
import TranslationCoverage

/// What the report reads from the translations folder beside the contracts, apart from
/// coverage: the translation files' lint findings, and the language list with a scan of each
/// right-to-left locale's dictionary for RTL status.
///
/// It needs no contract, so a command reads it before the contract models are built: the
/// dictionaries and the catalogue it decodes are freed by then instead of adding to the
/// models' memory (in a large project the catalogue alone decodes to tens of megabytes).
public struct TranslationInputs: Sendable {
  /// One error per translation file that exists but cannot be decoded.
  public var translationFiles: [Diagnostic]
  /// The language list and, by locale code, the scan of each right-to-left locale's
  /// dictionary; nil without a translations folder or a readable language list.
  public var rtl: (languages: LanguageList, dictionaries: [String: RTLDictionaryScan])?

  /// Nothing read: no translations folder.
  public static let none = TranslationInputs(translationFiles: [], rtl: nil)

  /// Reads `folder` (`languages.json`, `catalogue.json`, `dictionaries/*.json`), on all cores;
  /// files in `decoded` are known to decode and are not checked again.
  public static func read(
    translationsDirectory folder: String?, decoded: DecodedTranslationFiles? = nil
  ) -> TranslationInputs {
    lint(
      translationsDirectory: folder, decoded: decoded,
      rtl: rightToLeft(translationsDirectory: folder))
  }

  /// ``read(translationsDirectory:decoded:)`` in two halves, for a caller that reads the
  /// right-to-left scans (``rtl``) beside coverage and lints the files once coverage has
  /// recorded what it decoded: the lint half, with `rtl` as the scan half gave it.
  public static func lint(
    translationsDirectory folder: String?, decoded: DecodedTranslationFiles?,
    rtl: (languages: LanguageList, dictionaries: [String: RTLDictionaryScan])?
  ) -> TranslationInputs {
    guard let folder else { return .none }
    return TranslationInputs(
      translationFiles: TranslationFilesLint.diagnostics(
        translationsDirectory: folder, decoded: decoded),
      rtl: rtl)
  }

  /// The language list and its right-to-left locales' dictionary scans. Only right-to-left
  /// locales are examined, so only their dictionaries are read, each scanned and dropped on
  /// the core that read it; one that cannot be read is left out (the lint reports it).
  public static func rightToLeft(translationsDirectory folder: String?)
    -> (languages: LanguageList, dictionaries: [String: RTLDictionaryScan])?
  {
    folder.flatMap(rightToLeft)
  }

  private static func rightToLeft(_ folder: String)
    -> (languages: LanguageList, dictionaries: [String: RTLDictionaryScan])?
  {
    let base = URL(fileURLWithPath: folder)
    guard
      let languages = try? LanguageList.load(
        contentsOf: base.appendingPathComponent("languages.json"),
        displayPath: folder + "/languages.json")
    else { return nil }
    let codes = languages.languages.filter {
      $0.isRightToLeft || RightToLeftScripts.isRightToLeft($0.code)
    }.map(\.code)
    let scans = ChunkedMap.map(count: codes.count) { range in
      range.map { index -> RTLDictionaryScan? in
        let code = codes[index]
        return
          (try? DictionaryFile.load(
            contentsOf: base.appendingPathComponent("dictionaries/\(code).json"),
            displayPath: folder + "/dictionaries/\(code).json")).map(RTLDictionaryScan.init)
      }
    }
    var dictionaries: [String: RTLDictionaryScan] = [:]
    for (code, scan) in zip(codes, scans) { dictionaries[code] = scan }
    return (languages, dictionaries)
  }
}
