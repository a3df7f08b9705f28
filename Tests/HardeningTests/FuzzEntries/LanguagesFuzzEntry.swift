import Foundation
import TranslationCoverage

/// Fuzz entry for `languages.json`. Shared by `Fuzz/languages/main.swift` (libFuzzer) and the
/// regression replay in `swift test`.
enum LanguagesFuzzEntry {
  static func run(_ bytes: [UInt8]) {
    do {
      let list = try LanguageList.decode(Data(bytes), file: "translations/languages.json")
      _ = list.defaultLanguage
      _ = list.enabledLanguages
    } catch {
      _ = error.description
    }
  }
}
