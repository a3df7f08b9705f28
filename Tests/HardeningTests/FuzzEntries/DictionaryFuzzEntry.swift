import Foundation
import JSON
import TranslationCoverage

/// Fuzz entry for translation dictionaries (API response, list and flat shapes). Shared by
/// `Fuzz/dictionary/main.swift` (libFuzzer) and the regression replay in `swift test`.
///
/// Besides not crashing, decoding and lint's check (which keeps no key) must agree: the same
/// error, or success with the same keys named twice.
enum DictionaryFuzzEntry {
  static func run(_ bytes: [UInt8]) {
    let data = Data(bytes)
    let decoded: Result<TranslationDictionary, JSONFileError>
    do {
      decoded = .success(try DictionaryFile.decode(data, file: "dictionaries/fuzz.json"))
    } catch {
      decoded = .failure(error)
    }
    let checked: Result<[RepeatedKey], JSONFileError>
    do {
      checked = .success(try DictionaryFile.validate(data, file: "dictionaries/fuzz.json"))
    } catch {
      checked = .failure(error)
    }
    switch (decoded, checked) {
    case (.success(let dictionary), .success(let repeated)):
      precondition(dictionary.repeatedKeys == repeated, "decode and validate list other repeats")
    case (.failure(let a), .failure(let b)):
      precondition(a == b, "decode and validate fail differently")
      _ = a.description
    default:
      preconditionFailure("decode and validate disagree on whether the file decodes")
    }
  }
}
