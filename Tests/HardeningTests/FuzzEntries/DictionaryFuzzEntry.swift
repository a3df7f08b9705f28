import Foundation
import TranslationCoverage

/// Fuzz entry for translation dictionaries (API response, list and flat shapes). Shared by
/// `Fuzz/dictionary/main.swift` (libFuzzer) and the regression replay in `swift test`.
enum DictionaryFuzzEntry {
  static func run(_ bytes: [UInt8]) {
    do {
      _ = try DictionaryFile.decode(Data(bytes), file: "dictionaries/fuzz.json")
    } catch {
      _ = error.description
    }
  }
}
