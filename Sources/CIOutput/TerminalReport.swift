import ComplianceReport
import Verification

/// What `check` prints: a compact table per section, every finding in full (expected, observed,
/// file:line), failed gates, and a final line `N passed, N failed` (then `, N errored`,
/// `, N unbound`, `, N orphaned`, `, N skipped` when non-zero), which CI tools read. Colour only
/// when the caller says so (a terminal without `NO_COLOR`); the final line is never coloured.
/// Text from contracts is printed with control characters made visible. Lists that can be
/// long (a section's unbound clauses or orphaned checks, a file's lint findings of one rule)
/// show their first ``TerminalList/itemsPerGroup`` entries and then `… and N more (--verbose
/// for all)`, unless verbose; failures and errors are always listed in full.
public struct TerminalReport: Sendable {
  public var color: Bool
  /// Failures (findings of severity error), failed gates and the final line only.
  public var quiet: Bool
  /// Every finding, however many.
  public var verbose: Bool

  public init(color: Bool, quiet: Bool, verbose: Bool = false) {
    self.color = color
    self.quiet = quiet
    self.verbose = verbose
  }

  public func render(_ report: ComplianceReport) -> String {
    var text = body(report)
    text += report.finalLine + "\n"
    return text
  }

  /// Everything but the final line.
  public func body(_ report: ComplianceReport) -> String {
    var text = ""
    if !quiet {
      for contract in report.contracts {
        text += paint(TerminalText.line(contract.contract.title ?? contract.contract.slug), "1")
        text += "  (\(TerminalText.line(contract.contract.file)))\n"
        text += sectionTable(contract)
        text += "\n"
      }
    }
    let findings = Finding.all(in: report).filter { !quiet || $0.severity == .error }
    let lines = TerminalList.lines(
      findings, limit: verbose ? nil : TerminalList.itemsPerGroup, group: Self.group)
    for line in lines {
      guard case .item(let finding) = line else {
        if case .more(let count) = line { text += "  " + TerminalList.moreLine(count) + "\n" }
        continue
      }
      text += heading(finding) + "\n"
      text += "  at \(TerminalText.line(finding.place))\n"
      if finding.kind == .lint { continue }
      if finding.severity == .note {
        // An unbound clause says why in one line (its hints are in every other output).
        if finding.kind == .unbound, let why = finding.details.first {
          text += "  " + TerminalText.line(why) + "\n"
        }
        continue
      }
      for detail in finding.details { text += "  " + TerminalText.line(detail) + "\n" }
      if let id = finding.clauseID { text += "  clause \(TerminalText.line(id))\n" }
    }
    for gate in report.gates where !gate.passed {
      text += paint("GATE FAILED", "1;31") + " \(TerminalText.line(gate.name)): "
      text += TerminalText.line(gate.detail) + "\n"
    }
    return text
  }

  /// The list a finding is cut short in: unbound clauses and orphaned checks by section, lint
  /// findings by file and rule; nil (never cut) for failures, errors and review changes.
  private static func group(_ finding: Finding) -> [String]? {
    switch finding.kind {
    case .unbound, .orphaned:
      [finding.kind.rawValue, finding.file, finding.section ?? ""]
    case .lint: [finding.kind.rawValue, finding.file, finding.ruleID]
    case .failed, .error, .review: nil
    }
  }

  private func heading(_ finding: Finding) -> String {
    let code: String
    switch finding.severity {
    case .error: code = "1;31"
    case .warning: code = "33"
    case .note: code = "36"
    }
    var title = TerminalText.line(finding.title)
    if finding.kind == .lint { title += ": " + TerminalText.line(finding.details.first ?? "") }
    return paint(finding.label, code) + " " + title
  }

  private func sectionTable(_ contract: ContractResult) -> String {
    var rows: [(section: String, counts: VerdictCounts, changed: Int)] = []
    let changedIDs = contract.review?.changedClauseIDs ?? []
    for result in contract.verification.results {
      let changed = changedIDs.contains(result.clauseID) ? 1 : 0
      if let index = rows.firstIndex(where: { $0.section == result.section }) {
        rows[index].counts.add(result.verdict)
        rows[index].changed += changed
      } else {
        var counts = VerdictCounts()
        counts.add(result.verdict)
        rows.append((result.section, counts, changed))
      }
    }
    let names = rows.map { TerminalText.line($0.section) }
    let width = max(7, names.map(\.count).max() ?? 0)
    var text = "  " + pad("Section", width) + "  pass  fail  err  unbound  orphan  skip  changed\n"
    for (name, row) in zip(names, rows) {
      text += "  " + pad(name, width)
      text += "  " + number(row.counts.passed, 4, "32")
      text += "  " + number(row.counts.failed, 4, "31")
      text += "  " + number(row.counts.error, 3, "31")
      text += "  " + number(row.counts.unbound, 7, "33")
      text += "  " + number(row.counts.orphaned, 6, "33")
      text += "  " + number(row.counts.skipped, 4, "2")
      text += "  " + number(row.changed, 7, "36")
      text += "\n"
    }
    return text
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }

  private func number(_ value: Int, _ width: Int, _ code: String) -> String {
    let text = String(repeating: " ", count: max(0, width - String(value).count)) + String(value)
    return value == 0 ? text : paint(text, code)
  }

  private func paint(_ text: String, _ code: String) -> String {
    color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
