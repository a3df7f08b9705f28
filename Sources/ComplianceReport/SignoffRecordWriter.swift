import Contracts

/// Appends sign-off rows to a sign-off record (`signoff.md`) as Markdown table rows, leaving
/// every other byte of the record as it was: what `signoff --record` writes. A table that
/// lacks the optional columns (`Signed by`, `Waives`) gets them, with empty cells in the rows
/// it already had.
public enum SignoffRecordWriter {
  /// One sign-off to record.
  public struct Row: Sendable, Hashable {
    public var release: String
    public var contract: String
    public var fingerprint: String
    public var role: String
    public var decision: SignoffDecision
    public var date: String
    public var signedBy: String
    public var waives: [String]
    public var notes: String

    public init(
      release: String, contract: String, fingerprint: String, role: String,
      decision: SignoffDecision, date: String, signedBy: String, waives: [String], notes: String
    ) {
      self.release = release
      self.contract = contract
      self.fingerprint = fingerprint
      self.role = role
      self.decision = decision
      self.date = date
      self.signedBy = signedBy
      self.waives = waives
      self.notes = notes
    }

    /// The cell of a column (lower-cased header).
    func cell(_ column: String) -> String {
      switch column {
      case "release": release
      case "contract": contract
      case "fingerprint": fingerprint
      case "role": role
      case "decision": decision.rawValue
      case "date": date
      case "signed by": signedBy
      case "waives": waives.joined(separator: ", ")
      case "notes": notes
      default: ""
      }
    }
  }

  /// A new record with an empty sign-off table, for a project that has none yet.
  public static let newRecord = """
    ---
    title: "Release sign-off"
    kind: signoff
    ---

    # Release sign-off

    Each row records who signed which contract text (its fingerprint) for which release.
    `contract-report signoff --record` appends rows; a later row for the same release, contract
    and role replaces an earlier one, which stays as history.

    ## Sign-offs

    | Release | Contract | Fingerprint | Role | Decision | Date | Signed by | Waives | Notes |
    | --- | --- | --- | --- | --- | --- | --- | --- | --- |

    """

  /// `source` (the text of `record`) with `rows` appended to its last sign-off table.
  public static func appending(_ rows: [Row], to source: String, record: Contract)
    throws(InputError)
    -> String
  {
    let required = SignoffReport.requiredColumns
    guard
      let table = record.sections.flatMap(\.tables).last(where: { table in
        let columns = table.columns.map { TextNormalization.foldWhitespace($0).lowercased() }
        return required.allSatisfy(columns.contains)
      })
    else {
      throw InputError(
        path: record.file,
        message: "no sign-off table with the columns \(required.joined(separator: ", "))")
    }
    var lines = source.components(separatedBy: "\n")
    var columns = table.columns.map { TextNormalization.foldWhitespace($0).lowercased() }
    let width = columns.count
    let headerLine = table.table.header.range.start.line - 1
    let rowLines = table.table.rows.map { ($0.range.start.line - 1, $0.sourceCellCount) }
    let lastLine = rowLines.last?.0 ?? headerLine + 1
    guard lastLine < lines.count else {
      throw InputError(path: record.file, message: "the sign-off table ends past the file")
    }
    for missing in SignoffReport.optionalColumns where !columns.contains(missing) {
      columns.append(missing)
      let title = missing == "signed by" ? "Signed by" : "Waives"
      lines[headerLine] = appendCells([title], to: lines[headerLine], padding: 0)
      lines[headerLine + 1] = appendCells(["---"], to: lines[headerLine + 1], padding: 0)
      for (line, count) in rowLines {
        lines[line] = appendCells([""], to: lines[line], padding: max(0, width - count))
      }
    }
    let newLines = rows.map { row in
      "| " + columns.map { escape(row.cell($0)) }.joined(separator: " | ") + " |"
    }
    let ending = lines[lastLine].hasSuffix("\r") ? "\r" : ""
    lines.insert(contentsOf: newLines.map { $0 + ending }, at: lastLine + 1)
    var text = lines.joined(separator: "\n")
    if !text.hasSuffix("\n") { text += "\n" }
    return text
  }

  /// A table line with `cells` added after its last cell (and `padding` empty cells first,
  /// for a row that had fewer cells than its header).
  static func appendCells(_ cells: [String], to line: String, padding: Int) -> String {
    var body = line
    var ending = ""
    if body.hasSuffix("\r") {
      body.removeLast()
      ending = "\r"
    }
    while let last = body.last, last == " " || last == "\t" { body.removeLast() }
    let closed = body.hasSuffix("|") && !body.hasSuffix("\\|")
    let added = Array(repeating: "", count: padding) + cells
    let text = added.map { $0.isEmpty ? " " : " \($0) " }.joined(separator: "|")
    return body + (closed ? "" : " |") + text + "|" + ending
  }

  /// Cell text as Markdown that reads back as the same text: line breaks folded, and the
  /// punctuation Markdown would act on backslash-escaped.
  static func escape(_ text: String) -> String {
    var result = ""
    for character in TextNormalization.foldWhitespace(text) {
      if "\\`*_[]<>|~!&#".contains(character) { result.append("\\") }
      result.append(character)
    }
    return result
  }
}
