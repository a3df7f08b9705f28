import ContractMarkdown
import Contracts
import RTLReview

extension SignoffReport {
  /// The cells of a `Waives` cell: readiness check names separated by commas.
  public static func waiverNames(_ cell: String) -> [String] {
    cell.split(separator: ",").map { TextNormalization.foldWhitespace(String($0)) }
      .filter { !$0.isEmpty && $0 != "—" && $0 != "-" }
  }

  /// Whether `text` is a SHA-256 written as 64 hexadecimal digits.
  static func isFingerprint(_ text: String) -> Bool {
    text.utf8.count == 64 && text.allSatisfy(\.isHexDigit)
  }

  /// Every row of the record's tables, each checked against the run's contracts, and the
  /// record's problems (lint errors).
  static func readEntries(_ record: Contract, contracts: [ContractResult]) -> (
    [SignoffEntry], [Diagnostic]
  ) {
    var entries: [SignoffEntry] = []
    var diagnostics: [Diagnostic] = []
    func report(_ location: SourceLocation, _ message: String, _ rule: String) {
      diagnostics.append(
        Diagnostic(
          file: record.file, location: location, severity: .error, message: message, rule: rule))
    }
    let tables = record.sections.flatMap(\.tables)
    if tables.isEmpty {
      report(SourceLocation(line: 1, column: 1), "sign-off record has no table", "signoff-table")
    }
    let known = requiredColumns + optionalColumns
    for table in tables {
      let columns = table.columns.map { TextNormalization.foldWhitespace($0).lowercased() }
      // A column nothing reads (often a misspelt one) would be silently ignored.
      for (index, column) in columns.enumerated() where !known.contains(column) {
        report(
          table.table.header.cells[index].location,
          "unknown column '\(table.columns[index])' in the sign-off table (columns: \(requiredColumns.joined(separator: ", ")); optional: \(optionalColumns.joined(separator: ", ")))",
          "signoff-columns")
      }
      let missing = requiredColumns.filter { !columns.contains($0) }
      guard missing.isEmpty else {
        report(
          table.table.range.start,
          "sign-off table lacks column(s) \(missing.joined(separator: ", "))", "signoff-columns")
        continue
      }
      for row in table.table.rows {
        func cell(_ name: String) -> (text: String, location: SourceLocation) {
          guard let index = columns.firstIndex(of: name), index < row.cells.count else {
            return ("", row.range.start)
          }
          let cell = row.cells[index]
          return (TextNormalization.foldWhitespace(cell.content.text), cell.location)
        }
        let decisionText = cell("decision")
        guard let decision = SignoffDecision(written: decisionText.text) else {
          report(
            decisionText.location,
            "unknown decision '\(decisionText.text)' (decisions: \(SignoffDecision.allCases.map(\.rawValue).joined(separator: ", ")))",
            "signoff-decision")
          continue
        }
        var malformed: [String] = []
        let date = cell("date")
        if !date.text.isEmpty, date.text != "—", !ISODate.isValid(date.text) {
          let message = "date '\(date.text)' is not an ISO 8601 date (YYYY-MM-DD)"
          report(date.location, message, "signoff-date")
          malformed.append(message)
        }
        let fingerprint = cell("fingerprint")
        if !isFingerprint(fingerprint.text) {
          let message = "fingerprint must be 64 hexadecimal digits (SHA-256)"
          report(fingerprint.location, message, "signoff-fingerprint")
          malformed.append(message)
        }
        let waivesCell = cell("waives")
        let waives = waiverNames(waivesCell.text)
        if !waives.isEmpty, decision != .approvedWithConditions {
          report(
            waivesCell.location,
            "only a sign-off 'approved with conditions' may waive readiness checks (this one is '\(decision.rawValue)')",
            "signoff-waiver")
        }
        if waives.contains(where: { $0.lowercased() == "sign-offs" }) {
          report(waivesCell.location, "the sign-offs check cannot be waived", "signoff-waiver")
        }
        let name = cell("contract").text
        let target = contracts.first {
          $0.contract.slug == name || $0.contract.file == name
            || $0.contract.file.hasSuffix("/" + name)
        }
        let validity: SignoffEntry.Validity
        let explanation: String
        if !malformed.isEmpty {
          validity = .malformed
          explanation = "malformed: " + malformed.joined(separator: "; ")
        } else if let target {
          (validity, explanation) = judge(fingerprint.text.lowercased(), against: target)
        } else {
          validity = .unknownContract
          explanation = "no contract '\(name)' in this run"
        }
        entries.append(
          SignoffEntry(
            release: cell("release").text, contract: target?.contract.slug ?? name,
            fingerprint: fingerprint.text.lowercased(),
            role: cell("role").text, decision: decision,
            date: date.text == "—" ? "" : date.text, signedBy: cell("signed by").text,
            waives: waives, notes: cell("notes").text, location: row.range.start,
            validity: validity, explanation: explanation))
      }
    }
    return (entries, diagnostics)
  }

  /// Valid when the contract still has the signed fingerprint, else stale, saying how far the
  /// text moved when the signed text was the reviewed baseline.
  static func judge(_ fingerprint: String, against target: ContractResult) -> (
    SignoffEntry.Validity, String
  ) {
    if target.contract.fingerprint == fingerprint { return (.valid, "valid") }
    if let review = target.review, review.baselineFingerprint == fingerprint {
      let differ = review.clauses.filter { $0.status != .unchanged }.count
      return (
        .stale,
        "stale: contract changed after sign-off, \(differ) clause\(differ == 1 ? "" : "s") differ"
      )
    }
    return (
      .stale,
      "stale: contract changed after sign-off (the signed text is neither the current text nor the reviewed baseline)"
    )
  }
}
