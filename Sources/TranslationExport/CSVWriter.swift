import Foundation

/// Writes one locale's units as CSV (RFC 4180: every field quoted, quotes doubled, CRLF
/// between records), with a header row of translate-toolkit's column names.
///
/// Columns: `id` (the key), `source`, `target`, `fuzzy` (`True` for a translation that needs
/// review, as translate-toolkit reads it), `status` (`translated`, `untranslated`,
/// `needs-review`), `reasons`, `category`, `critical`, `location` (every call site, separated
/// by spaces), `developer_comments` (the notes, one per line) and `locale`. Texts are written
/// as they are: a spreadsheet may read a cell starting with `=` as a formula, so open the file
/// as text.
enum CSVWriter {
  static let header = [
    "id", "source", "target", "fuzzy", "status", "reasons", "category", "critical", "location",
    "developer_comments", "locale",
  ]

  static func render(_ units: [ExportUnit], locale: String) -> String {
    var csv = record(header)
    for unit in units {
      csv += record([
        unit.key, unit.source, unit.target ?? "", unit.state == .needsReview ? "True" : "False",
        unit.state.csvStatus, unit.reasons.map(\.rawValue).joined(separator: " "),
        unit.category, unit.critical ? "true" : "false",
        unit.locations.map(\.description).joined(separator: " "),
        unit.noteLines.joined(separator: "\n"), locale,
      ])
    }
    return csv
  }

  private static func record(_ fields: [String]) -> String {
    fields.map(quoted).joined(separator: ",") + "\r\n"
  }

  private static func quoted(_ field: String) -> String {
    guard field.utf8.contains(UInt8(ascii: "\"")) else { return "\"" + field + "\"" }
    return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
