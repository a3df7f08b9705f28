import Foundation
import TranslationCoverage

/// Fuzz entry for the key catalogue (positions from `JSONReader`, shape from `JSONDecoder`),
/// re-encoded when it decodes. Shared by `Fuzz/catalogue/main.swift` (libFuzzer) and the
/// regression replay in `swift test`.
enum CatalogueFuzzEntry {
  static func run(_ bytes: [UInt8]) {
    do {
      let catalogue = try KeyCatalogue.decode(Data(bytes), file: "translations/catalogue.json")
      _ = try? catalogue.encodedJSON()
    } catch {
      _ = error.description
    }
  }
}
