import Foundation
import TranslationCoverage

/// Fuzz entry for the key catalogue (positions from `JSONReader`, shape from `JSONDecoder`),
/// re-encoded when it decodes. Shared by `Fuzz/catalogue/main.swift` (libFuzzer) and the
/// regression replay in `swift test`.
///
/// Besides not crashing: whatever `KeyCatalogue.decode` accepts (through its tree decoder or
/// `JSONDecoder`), `JSONDecoder` reads to the same catalogue, and what it refuses,
/// `JSONDecoder` refuses too, unless a member is given twice (which only it refuses). A
/// decoded catalogue's own encoding decodes back to it.
enum CatalogueFuzzEntry {
  static func run(_ bytes: [UInt8]) {
    let data = Data(bytes)
    let plain = try? JSONDecoder().decode(KeyCatalogue.self, from: data)
    do {
      let catalogue = try KeyCatalogue.decode(data, file: "translations/catalogue.json")
      precondition(plain == catalogue, "the tree decoder and JSONDecoder read it differently")
      if let encoded = try? catalogue.encodedJSON() {
        let again = try KeyCatalogue.decode(Data(encoded), file: "encoded.json")
        precondition(again == catalogue, "the catalogue's own encoding reads back differently")
      }
    } catch {
      precondition(
        plain == nil || error.description.contains("is given twice"),
        "refused a catalogue JSONDecoder reads: \(error.description)")
    }
  }
}
