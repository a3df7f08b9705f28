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
  public static func containsEmbeddingOrOverride(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
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
    text.withBorrowedUTF8 { hasUnisolatedEdgePlaceholder($0) }
  }

  /// ``hasUnisolatedEdgePlaceholder(_:)`` of a text's UTF-8 (valid UTF-8, as a `String`'s
  /// or a decoded dictionary's): read in place, so a dictionary's values need not become
  /// `String`s to be checked.
  public static func hasUnisolatedEdgePlaceholder(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard Placeholder.mayContainPlaceholder(bytes) else { return false }
    let placeholders = Placeholder.all(inUTF8: bytes)
    guard let first = placeholders.first, let last = placeholders.last else { return false }
    let before = UnsafeBufferPointer(rebasing: bytes[..<first.range.lowerBound])
    let after = UnsafeBufferPointer(rebasing: bytes[last.range.upperBound...])
    let startsWithPlaceholder = allScalars(of: before) {
      $0.properties.isWhitespace || isolateInitiators.contains($0)
    }
    if startsWithPlaceholder, !isIsolated(first.range, in: bytes) { return true }
    let endsWithPlaceholder = allScalars(of: after) {
      $0.properties.isWhitespace || $0 == popIsolate || trailingPunctuation.contains($0)
    }
    if endsWithPlaceholder, !isIsolated(last.range, in: bytes) { return true }
    return false
  }

  /// Whether every scalar of `bytes` satisfies `predicate`, decoded as `String(decoding:as:)`
  /// decodes them; stops at the first that does not.
  private static func allScalars(
    of bytes: UnsafeBufferPointer<UInt8>, _ predicate: (Unicode.Scalar) -> Bool
  ) -> Bool {
    var iterator = bytes.makeIterator()
    var decoder = Unicode.UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): if !predicate(scalar) { return false }
      case .emptyInput: return true
      case .error: if !predicate(Unicode.Scalar(0xFFFD)!) { return false }
      }
    }
  }

  private static let trailingPunctuation: Set<Unicode.Scalar> = [
    ".", ",", "!", "?", ":", ";", "\u{061F}", "\u{060C}", "\u{061B}", "\u{06D4}",
  ]

  /// Whether the placeholder at `range` of `bytes` is wrapped in an isolate: the scalar
  /// before it an isolate initiator (U+2066–U+2068, `E2 81 A6`–`E2 81 A8`) and the one after
  /// it the pop (U+2069, `E2 81 A9`). A placeholder starts and ends with ASCII, so in valid
  /// UTF-8 the three bytes on either side are those scalars exactly when they spell them.
  private static func isIsolated(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    let start = range.lowerBound
    let end = range.upperBound
    guard start >= 3, end + 3 <= bytes.count else { return false }
    return bytes[start - 3] == 0xE2 && bytes[start - 2] == 0x81
      && (0xA6...0xA8).contains(bytes[start - 1])
      && bytes[end] == 0xE2 && bytes[end + 1] == 0x81 && bytes[end + 2] == 0xA9
  }
}
