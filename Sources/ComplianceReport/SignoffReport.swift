import ContractMarkdown
import Contracts
import RTLReview
import Verification

/// Release sign-off: readiness computed from the run (clauses, gates, RTL status, changes
/// since review) and every recorded sign-off checked against the current fingerprint.
public struct SignoffReport: Codable, Hashable, Sendable {
  public static let requiredColumns = [
    "release", "contract", "fingerprint", "role", "decision", "date", "notes",
  ]

  public var recordFile: String?
  public var entries: [SignoffEntry]
  public var readiness: [ReadinessCheck]
  public var diagnostics: [Diagnostic]

  public init(
    recordFile: String?, entries: [SignoffEntry], readiness: [ReadinessCheck],
    diagnostics: [Diagnostic]
  ) {
    self.recordFile = recordFile
    self.entries = entries
    self.readiness = readiness
    self.diagnostics = diagnostics
  }

  /// Ready when every readiness check holds.
  public var ready: Bool { readiness.allSatisfy(\.passed) }

  /// Reads `signoff.md` and checks it against the run's contracts, then computes readiness.
  public static func make(
    record: Contract?, contracts: [ContractResult], gates: [GateResult], rtl: RTLStatusReport?
  ) -> SignoffReport {
    var diagnostics: [Diagnostic] = []
    var entries: [SignoffEntry] = []
    if let record {
      (entries, diagnostics) = readEntries(record, contracts: contracts)
    }
    var readiness: [ReadinessCheck] = []
    let results = contracts.flatMap(\.verification.results)
    let broken = results.filter { $0.verdict == .failed || $0.verdict == .error }
    readiness.append(
      ReadinessCheck(
        name: "clauses", passed: broken.isEmpty,
        detail: broken.isEmpty
          ? "all \(results.filter { $0.verdict == .passed }.count) checked clauses passed"
          : "failing: " + broken.map { "\($0.section) › \($0.key)" }.joined(separator: "; ")))
    let unbound = results.filter { $0.verdict == .unbound }.count
    if unbound > 0 {
      readiness.append(
        ReadinessCheck(
          name: "unbound clauses", passed: false, detail: "\(unbound) clause(s) have no check"))
    }
    for gate in gates where gate.name != "clauses" {
      readiness.append(
        ReadinessCheck(name: "gate \(gate.name)", passed: gate.passed, detail: gate.detail))
    }
    if let rtl {
      for locale in rtl.locales {
        readiness.append(
          ReadinessCheck(
            name: "RTL \(locale.locale)", passed: locale.overall == .supported,
            detail: ([locale.overall.rawValue] + locale.reasons).joined(separator: "; ")))
      }
    }
    for contract in contracts {
      let changed = contract.review.map { review in
        review.clauses.filter { $0.status != .unchanged }.count + review.tables.count
      }
      readiness.append(
        ReadinessCheck(
          name: "reviewed \(contract.contract.slug)", passed: changed == 0,
          detail: changed == nil
            ? "no reviewed baseline"
            : changed == 0
              ? "unchanged since review"
              : "\(changed!) clause(s) or table(s) changed since review"))
    }
    let current = entries.filter { $0.validity != .unknownContract }
    let stale = current.filter { $0.validity == .stale }
    let blocking = current.filter { $0.validity == .valid && !$0.decision.isApproval }
    let signoffDetail: String
    if record == nil {
      signoffDetail = "no sign-off record"
    } else if current.isEmpty {
      signoffDetail = "no sign-off for the contracts in this run"
    } else {
      var parts: [String] = []
      if !stale.isEmpty { parts.append("\(stale.count) stale") }
      if !blocking.isEmpty {
        parts.append(
          blocking.map { "\($0.role): \($0.decision.rawValue)" }.joined(separator: ", "))
      }
      signoffDetail =
        parts.isEmpty ? "\(current.count) valid approval(s)" : parts.joined(separator: "; ")
    }
    readiness.append(
      ReadinessCheck(
        name: "sign-offs",
        passed: record != nil && !current.isEmpty && stale.isEmpty && blocking.isEmpty,
        detail: signoffDetail))
    return SignoffReport(
      recordFile: record?.file, entries: entries, readiness: readiness, diagnostics: diagnostics)
  }

  private static func readEntries(_ record: Contract, contracts: [ContractResult]) -> (
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
    for table in tables {
      let columns = table.columns.map { $0.lowercased() }
      // A column nothing reads (often a misspelt one) would be silently ignored.
      for (index, column) in columns.enumerated() where !requiredColumns.contains(column) {
        report(
          table.table.header.cells[index].location,
          "unknown column '\(table.columns[index])' in the sign-off table (columns: \(requiredColumns.joined(separator: ", ")))",
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
          let cell = row.cells[columns.firstIndex(of: name)!]
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
        let date = cell("date")
        if !date.text.isEmpty, date.text != "—", !ISODate.isValid(date.text) {
          report(
            date.location, "date '\(date.text)' is not an ISO 8601 date (YYYY-MM-DD)",
            "signoff-date")
        }
        let fingerprint = cell("fingerprint")
        if fingerprint.text.count != 64 || !fingerprint.text.allSatisfy(\.isHexDigit) {
          report(
            fingerprint.location, "fingerprint must be 64 hexadecimal digits (SHA-256)",
            "signoff-fingerprint")
        }
        let name = cell("contract").text
        let target = contracts.first {
          $0.contract.slug == name || $0.contract.file == name
            || $0.contract.file.hasSuffix("/" + name)
        }
        let validity: SignoffEntry.Validity
        let explanation: String
        if let target {
          if target.contract.fingerprint == fingerprint.text.lowercased() {
            validity = .valid
            explanation = "valid"
          } else {
            validity = .stale
            if let review = target.review,
              review.baselineFingerprint == fingerprint.text.lowercased()
            {
              let differ = review.clauses.filter { $0.status != .unchanged }.count
              explanation =
                "stale: contract changed after sign-off, \(differ) clause\(differ == 1 ? "" : "s") differ"
            } else {
              explanation =
                "stale: contract changed after sign-off (the signed text is neither the current text nor the reviewed baseline)"
            }
          }
        } else {
          validity = .unknownContract
          explanation = "no contract '\(name)' in this run"
        }
        entries.append(
          SignoffEntry(
            release: cell("release").text, contract: name,
            fingerprint: fingerprint.text.lowercased(),
            role: cell("role").text, decision: decision,
            date: date.text == "—" ? "" : date.text, notes: cell("notes").text,
            location: row.range.start, validity: validity, explanation: explanation))
      }
    }
    return (entries, diagnostics)
  }
}
