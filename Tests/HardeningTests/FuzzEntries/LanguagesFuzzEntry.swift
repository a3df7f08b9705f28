import Foundation
import JSON
import TranslationCoverage

/// Fuzz entry for `languages.json`. Shared by `Fuzz/languages/main.swift` (libFuzzer) and the
/// regression replay in `swift test`.
///
/// The same bytes also go through ``JSONProjection`` (what `build --history` and
/// `--rerun-failed` read earlier reports with): it must fail exactly where and why the whole
/// reader fails, and what it keeps of a valid document must itself be valid JSON.
enum LanguagesFuzzEntry {
  static func run(_ bytes: [UInt8]) {
    do {
      let list = try LanguageList.decode(Data(bytes), file: "translations/languages.json")
      _ = list.defaultLanguage
      _ = list.enabledLanguages
    } catch {
      _ = error.description
    }
    project(bytes)
  }

  /// Keeps some members whole and cuts others, arrays being transparent.
  private static let shape = JSONProjection.Shape.members([
    "id": .whole, "name": .members(["en": .whole, "he": .members([:])]), "rtl": .members([:]),
  ])

  private static func project(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { buffer in
      var reader = JSONReader(bytes: buffer)
      let whole: JSONReader.Failure?
      do throws(JSONReader.Failure) {
        _ = try reader.parseDocument()
        whole = nil
      } catch {
        whole = error
      }
      do throws(JSONReader.Failure) {
        let kept = try JSONProjection.project(buffer, keeping: shape)
        precondition(whole == nil, "the projection read a document the reader refuses")
        kept.withUnsafeBufferPointer { keptBuffer in
          var again = JSONReader(bytes: keptBuffer)
          do throws(JSONReader.Failure) {
            _ = try again.parseDocument()
          } catch {
            preconditionFailure("the projection of a valid document is not JSON")
          }
        }
      } catch {
        precondition(
          error.offset == whole?.offset && error.reason == whole?.reason,
          "the projection fails elsewhere or otherwise than the reader")
      }
    }
  }
}
