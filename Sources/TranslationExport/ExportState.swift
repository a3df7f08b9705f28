/// Whether a unit of an export is translated, as its file says it.
public enum ExportState: String, Sendable, Hashable, CaseIterable {
  /// The dictionary translates the key and the translation breaks no rule.
  case translated
  /// No usable translation: the value is empty, or the driver sees the fallback copy or the
  /// key text.
  case needsTranslation
  /// A translation exists but needs review: placeholders, bidi or copy rules, identical to
  /// the source.
  case needsReview

  /// The XLIFF 1.2 `state` of the unit's `<target>`.
  public var xliffState: String {
    switch self {
    case .translated: "translated"
    case .needsTranslation: "needs-translation"
    case .needsReview: "needs-review-translation"
    }
  }

  /// The value of the CSV `status` column.
  public var csvStatus: String {
    switch self {
    case .translated: "translated"
    case .needsTranslation: "untranslated"
    case .needsReview: "needs-review"
    }
  }
}
