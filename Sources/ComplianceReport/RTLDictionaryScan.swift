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

  /// Reads every value of `dictionary` once.
  public init(_ dictionary: TranslationDictionary) {
    var bidi: [String] = []
    var edge: [String] = []
    for (key, value) in dictionary.entries {
      if BidiControls.containsEmbeddingOrOverride(value) { bidi.append(key) }
      if BidiControls.hasUnisolatedEdgePlaceholder(value) { edge.append(key) }
    }
    bidiControlKeys = bidi.sorted()
    unisolatedPlaceholderKeys = edge.sorted()
  }
}
