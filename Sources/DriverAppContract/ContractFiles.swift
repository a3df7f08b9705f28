import Foundation
import TranslationCoverage

/// Files beside a contract that some clauses are checked against: the key catalogue in
/// `../translations/catalogue.json` relative to the contract's folder.
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
}
