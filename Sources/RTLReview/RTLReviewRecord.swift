import ContractMarkdown
import Contracts

/// The RTL review record (`rtl-review.md`): a Markdown table of locale, area, status, build,
/// date and notes, parsed with the same contract machinery and linted the same way.
public struct RTLReviewRecord: Codable, Hashable, Sendable {
  public static let requiredColumns = ["locale", "area", "status", "build", "date", "notes"]

  public var file: String
  /// The build the release is reviewed on (front matter `build`), if given.
  public var buildUnderReview: String?
  public var entries: [RTLReviewEntry]
  /// Problems found while reading: unknown locale, area or status, a date that is not ISO
  /// 8601, a missing or unknown column, a duplicate locale and area.
  public var diagnostics: [Diagnostic]

  public init(
    file: String, buildUnderReview: String?, entries: [RTLReviewEntry], diagnostics: [Diagnostic]
  ) {
    self.file = file
    self.buildUnderReview = buildUnderReview
    self.entries = entries
    self.diagnostics = diagnostics
  }

  /// Reads the record from a parsed document. `knownLocales` are the locale codes the
  /// language metadata defines (an entry for another locale is an error).
  public init(document: Contract, knownLocales: Set<String>) {
    file = document.file
    buildUnderReview = document.frontMatter["build"]
    var entries: [RTLReviewEntry] = []
    var diagnostics: [Diagnostic] = []
    func report(_ location: SourceLocation, _ message: String, _ rule: String) {
      diagnostics.append(
        Diagnostic(
          file: document.file, location: location, severity: .error, message: message, rule: rule))
    }
    let tables = document.sections.flatMap(\.tables)
    if tables.isEmpty {
      report(
        SourceLocation(line: 1, column: 1), "RTL review record has no review table",
        "rtl-review-table")
    }
    var seen: [String: Int] = [:]
    for table in tables {
      let columns = table.columns.map { $0.lowercased() }
      // A column nothing reads (often a misspelt one) would be silently ignored.
      for (index, column) in columns.enumerated() where !Self.requiredColumns.contains(column) {
        report(
          table.table.header.cells[index].location,
          "unknown column '\(table.columns[index])' in the RTL review table (columns: \(Self.requiredColumns.joined(separator: ", ")))",
          "rtl-review-columns")
      }
      let missing = Self.requiredColumns.filter { !columns.contains($0) }
      guard missing.isEmpty else {
        report(
          table.table.range.start,
          "RTL review table lacks column(s) \(missing.joined(separator: ", ")) (needs \(Self.requiredColumns.joined(separator: ", ")))",
          "rtl-review-columns")
        continue
      }
      func index(_ name: String) -> Int { columns.firstIndex(of: name)! }
      for row in table.table.rows {
        func cell(_ name: String) -> (text: String, location: SourceLocation) {
          let cell = row.cells[index(name)]
          return (TextNormalization.foldWhitespace(cell.content.text), cell.location)
        }
        let locale = cell("locale")
        let areaText = cell("area")
        let statusText = cell("status")
        let date = cell("date")
        var valid = true
        if !knownLocales.contains(locale.text) {
          report(
            locale.location,
            "unknown locale '\(locale.text)' (languages: \(knownLocales.sorted().joined(separator: ", ")))",
            "rtl-review-locale")
          valid = false
        }
        let area = RTLArea(written: areaText.text)
        if area == nil {
          report(
            areaText.location,
            "unknown area '\(areaText.text)' (areas: \(RTLArea.allCases.map(\.rawValue).joined(separator: ", ")))",
            "rtl-review-area")
          valid = false
        }
        let status = RTLReviewStatus(written: statusText.text)
        if status == nil {
          report(
            statusText.location,
            "unknown status '\(statusText.text)' (statuses: \(RTLReviewStatus.allCases.map(\.rawValue).joined(separator: ", ")))",
            "rtl-review-status")
          valid = false
        }
        if !date.text.isEmpty && date.text != "—" && !ISODate.isValid(date.text) {
          report(
            date.location, "date '\(date.text)' is not an ISO 8601 date (YYYY-MM-DD)",
            "rtl-review-date")
          valid = false
        }
        guard valid, let area, let status else { continue }
        let key = "\(locale.text) \(area.rawValue)"
        if let first = seen[key] {
          report(
            row.range.start,
            "duplicate review of \(locale.text) / \(area.rawValue) (first at line \(first))",
            "rtl-review-duplicate")
          continue
        }
        seen[key] = row.range.start.line
        entries.append(
          RTLReviewEntry(
            locale: locale.text, area: area, status: status, build: cell("build").text,
            date: date.text == "—" ? "" : date.text, notes: cell("notes").text,
            location: row.range.start))
      }
    }
    self.entries = entries
    self.diagnostics = diagnostics
  }

  /// The entries for one locale, in area order.
  public func entries(for locale: String) -> [RTLReviewEntry] {
    RTLArea.allCases.compactMap { area in
      entries.first { $0.locale == locale && $0.area == area }
    }
  }
}
