import Contracts
import Foundation
import RTLReview
import TranslationCoverage

/// Files beside a contract that some clauses are checked against: the key catalogue and the
/// language list in `../translations/` relative to the contract's folder, and the RTL review
/// record `rtl-review.md` in it.
enum ContractFiles {
  struct Missing: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "\(path): \(reason)" }
  }

  /// The catalogue that belongs to the contract at `contractFile`.
  static func catalogue(for contractFile: String) throws -> KeyCatalogue {
    let url = URL(fileURLWithPath: contractFile).deletingLastPathComponent()
      .appendingPathComponent("../translations/catalogue.json").standardizedFileURL
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw Missing(path: url.path, reason: "no key catalogue (run 'contract-report scan')")
    }
    return try KeyCatalogue.load(contentsOf: url)
  }

  /// Which right-to-left locales lack a review entry for which area.
  struct RTLReviewCoverage {
    var locales: [String]
    var entries: Int
    var missing: [String]
  }

  static func rtlReviewCoverage(for contractFile: String) throws -> RTLReviewCoverage {
    let folder = URL(fileURLWithPath: contractFile).deletingLastPathComponent()
    let languagesURL = folder.appendingPathComponent("../translations/languages.json")
      .standardizedFileURL
    let recordURL = folder.appendingPathComponent("rtl-review.md")
    guard FileManager.default.fileExists(atPath: recordURL.path) else {
      throw Missing(path: recordURL.path, reason: "no RTL review record")
    }
    let languages = try LanguageList.load(contentsOf: languagesURL)
    let document = try ContractLoader().load(recordURL.path, kind: .rtlReview)
    let record = RTLReviewRecord(
      document: document, knownLocales: Set(languages.languages.map(\.code)))
    let locales = languages.languages.filter {
      $0.isRightToLeft || RightToLeftScripts.isRightToLeft($0.code)
    }.map(\.code)
    var missing: [String] = []
    for locale in locales {
      let recorded = Set(record.entries(for: locale).map(\.area))
      let absent = RTLArea.allCases.filter { !recorded.contains($0) }
      if !absent.isEmpty {
        missing.append("\(locale): \(absent.map(\.rawValue).joined(separator: ", "))")
      }
    }
    return RTLReviewCoverage(
      locales: locales, entries: locales.reduce(0) { $0 + record.entries(for: $1).count },
      missing: missing)
  }
}
