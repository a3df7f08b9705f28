import ComplianceReport
import Verification

/// What `check` prints: a compact table per section, every failure in full with expected,
/// observed and file:line, and the final `N passed, N failed` line. Colour only when asked
/// (the caller decides: a terminal without `NO_COLOR`).
public struct TerminalReport: Sendable {
  public var color: Bool
  /// Failures and the final line only.
  public var quiet: Bool

  public init(color: Bool, quiet: Bool) {
    self.color = color
    self.quiet = quiet
  }

  public func render(_ report: ComplianceReport) -> String {
    var text = ""
    if !quiet {
      for contract in report.contracts {
        text += bold(contract.contract.title ?? contract.contract.slug)
        text += "  (\(contract.contract.file))\n"
        text += sectionTable(contract)
        text += "\n"
      }
    }
    let problems = report.allResults.filter {
      $0.result.verdict == .failed || $0.result.verdict == .error
        || (report.strict && ($0.result.verdict == .unbound || $0.result.verdict == .orphaned))
    }
    for (_, result) in problems {
      text += paint(label(result.verdict), code: "31") + " \(ClauseNaming.name(result))\n"
      text += "  at \(ClauseNaming.place(result))\n"
      for line in ClauseNaming.failureDetails(result).split(separator: "\n") {
        text += "  \(line)\n"
      }
    }
    let lintErrors = report.lint.filter { $0.severity == .error }
    if !lintErrors.isEmpty || (!quiet && !report.lint.isEmpty) {
      for diagnostic in quiet ? lintErrors : report.lint { text += diagnostic.description + "\n" }
    }
    for gate in report.gates where !gate.passed {
      text += paint("GATE FAILED", code: "31") + " \(gate.name): \(gate.detail)\n"
    }
    text += report.totals.summaryLine + "\n"
    return text
  }

  private func sectionTable(_ contract: ContractResult) -> String {
    var rows: [(String, VerdictCounts, Int)] = []
    for result in contract.verification.results {
      let changed = contract.review?.changedClauseIDs.contains(result.clauseID) == true ? 1 : 0
      if let index = rows.firstIndex(where: { $0.0 == result.section }) {
        rows[index].1.add(result.verdict)
        rows[index].2 += changed
      } else {
        var counts = VerdictCounts()
        counts.add(result.verdict)
        rows.append((result.section, counts, changed))
      }
    }
    let width = max(8, rows.map(\.0.count).max() ?? 0)
    var text =
      "  " + pad("Section", width) + "  pass  fail  err  unbound  orphan  skip  changed\n"
    for (section, counts, changed) in rows {
      text += "  " + pad(section, width)
      text += "  " + number(counts.passed, 4, code: "32")
      text += "  " + number(counts.failed, 4, code: "31")
      text += "  " + number(counts.error, 3, code: "31")
      text += "  " + number(counts.unbound, 7, code: "33")
      text += "  " + number(counts.orphaned, 6, code: "33")
      text += "  " + number(counts.skipped, 4, code: "2")
      text += "  " + number(changed, 7, code: "36")
      text += "\n"
    }
    return text
  }

  private func label(_ verdict: ClauseVerdict) -> String {
    switch verdict {
    case .failed: "FAILED"
    case .error: "ERROR"
    case .unbound: "UNBOUND"
    case .orphaned: "ORPHANED"
    case .passed: "PASSED"
    case .skipped: "SKIPPED"
    }
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }

  private func number(_ value: Int, _ width: Int, code: String) -> String {
    let text = String(repeating: " ", count: max(0, width - String(value).count)) + String(value)
    return value == 0 ? text : paint(text, code: code)
  }

  private func paint(_ text: String, code: String) -> String {
    color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  private func bold(_ text: String) -> String {
    paint(text, code: "1")
  }
}
