/// The file formats translators' tools import: one file per locale in either.
public enum ExportFormat: String, Sendable, Hashable, CaseIterable {
  /// XLIFF 1.2 (`<code>.xlf`), which Weblate, Crowdin, Okapi and translate-toolkit read.
  case xliff
  /// CSV (`<code>.csv`) with translate-toolkit's column names, for spreadsheets and imports.
  case csv

  /// The file name extension, without the dot.
  public var fileExtension: String {
    switch self {
    case .xliff: "xlf"
    case .csv: "csv"
    }
  }
}
