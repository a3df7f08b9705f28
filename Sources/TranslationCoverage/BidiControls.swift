import Foundation
import Support

/// The invisible Unicode bidirectional controls, and checks for RTL copy that needs them.
public enum BidiControls {
  /// LRM, RLM, ALM, the embeddings and overrides (U+202A–U+202E) and the isolates
  /// (U+2066–U+2069).
  public static let all: Set<Unicode.Scalar> = [
    "\u{200E}", "\u{200F}", "\u{061C}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}",
    "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
  ]

  /// Embeddings, overrides and their terminator (U+202A–U+202E): they leak direction past the
  /// text they wrap, unlike isolates.
  public static let embeddingsAndOverrides: Set<Unicode.Scalar> = [
    "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}",
  ]

  /// Isolate initiators: LRI, RLI, FSI.
  public static let isolateInitiators: Set<Unicode.Scalar> = ["\u{2066}", "\u{2067}", "\u{2068}"]
  /// Pop directional isolate.
  public static let popIsolate: Unicode.Scalar = "\u{2069}"

  /// True when `text` holds an embedding, override or their terminator (U+202A–U+202E, the
  /// UTF-8 bytes `E2 80 AA`–`E2 80 AE`; in UTF-8 `E2` only ever starts a scalar, so the bytes
  /// are the scalar): `unicodeScalars.contains` of ``embeddingsAndOverrides`` on bytes, for
  /// the checks that read every value of a dictionary.
  public static func containsEmbeddingOrOverride(_ text: String) -> Bool {
    text.withBorrowedUTF8 { containsEmbeddingOrOverride($0) }
  }

  /// ``containsEmbeddingOrOverride(_:)`` of a text's UTF-8.
  static func containsEmbeddingOrOverride(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard bytes.count >= 3 else { return false }
    for index in 0..<(bytes.count - 2) where bytes[index] == 0xE2 && bytes[index + 1] == 0x80 {
      if (0xAA...0xAE).contains(bytes[index + 2]) { return true }
    }
    return false
  }

  /// The bidi controls in `text`, in order of appearance.
  public static func find(in text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { all.contains($0) }
  }

  /// True when `text` contains any bidi control.
  public static func containsAny(in text: String) -> Bool {
    text.unicodeScalars.contains { all.contains($0) }
  }

  /// True when a placeholder sits at the start or end of `text` (ignoring spaces and final
  /// punctuation) without an isolate around it. In an RTL string such a placeholder takes the
  /// direction of its value (a Latin name, an order number) and can reorder the sentence.
  public static func hasUnisolatedEdgePlaceholder(_ text: String) -> Bool {
    guard Placeholder.mayContainPlaceholder(text) else { return false }
    let placeholders = Placeholder.all(in: text)
    guard let first = placeholders.first, let last = placeholders.last else { return false }
    let bytes = Array(text.utf8)
    let before = String(decoding: bytes[..<first.range.lowerBound], as: UTF8.self)
    let after = String(decoding: bytes[last.range.upperBound...], as: UTF8.self)
    let startsWithPlaceholder = before.unicodeScalars.allSatisfy {
      $0.properties.isWhitespace || isolateInitiators.contains($0)
    }
    let endsWithPlaceholder = after.unicodeScalars.allSatisfy {
      $0.properties.isWhitespace || $0 == popIsolate || trailingPunctuation.contains($0)
    }
    if startsWithPlaceholder, !isIsolated(first, in: bytes) { return true }
    if endsWithPlaceholder, !isIsolated(last, in: bytes) { return true }
    return false
  }

  private static let trailingPunctuation: Set<Unicode.Scalar> = [
    ".", ",", "!", "?", ":", ";", "\u{061F}", "\u{060C}", "\u{061B}", "\u{06D4}",
  ]

  private static func isIsolated(_ placeholder: Placeholder, in bytes: [UInt8]) -> Bool {
    let before = String(decoding: bytes[..<placeholder.range.lowerBound], as: UTF8.self)
    let after = String(decoding: bytes[placeholder.range.upperBound...], as: UTF8.self)
    guard let opener = before.unicodeScalars.last, isolateInitiators.contains(opener) else {
      return false
    }
    return after.unicodeScalars.first == popIsolate
  }
}
