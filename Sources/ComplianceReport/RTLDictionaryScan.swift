import LanguageProvider
import TranslationCoverage

/// What RTL status needs of a right-to-left locale's dictionary, read as soon as the
/// dictionary is loaded so that the dictionary itself is not kept: the keys whose values hold
/// an embedding or override control, and those whose value begins or ends with a placeholder
/// no isolate wraps. Both lists are sorted.
public struct RTLDictionaryScan: Hashable, Sendable {
  /// Keys whose values hold U+202A–U+202E.
  public var bidiControlKeys: [String]
  /// Keys whose values have an unisolated placeholder at an edge.
  public var unisolatedPlaceholderKeys: [String]

  /// Reads every value of `dictionary` once, as the dictionary keeps it (the bytes of a
  /// decoded file): a key becomes a `String` only when it is listed.
  public init(_ dictionary: TranslationDictionary) {
    var bidi: [String] = []
    var edge: [String] = []
    let table = dictionary.table
    table.forEachEntry { entry, _, textIsEmpty in
      guard !textIsEmpty else { return }
      let (control, unisolated) = table.withText(of: entry) { text in
        (
          BidiControls.containsEmbeddingOrOverride(text),
          BidiControls.hasUnisolatedEdgePlaceholder(text)
        )
      }
      if control { bidi.append(table.key(of: entry)) }
      if unisolated { edge.append(table.key(of: entry)) }
    }
    bidiControlKeys = bidi.sorted()
    unisolatedPlaceholderKeys = edge.sorted()
  }
}
