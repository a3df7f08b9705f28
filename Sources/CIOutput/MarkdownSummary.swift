import ComplianceReport
import Verification

/// A Markdown summary for `$GITHUB_STEP_SUMMARY` or a pull-request comment (`--summary`):
/// the result, counts per contract, gates, and every finding with expected and observed.
/// Text from contracts and checks is escaped (every ASCII punctuation character backslashed,
/// line breaks folded, control and bidirectional characters made visible), so it renders as
/// the text it is and cannot add markup, HTML, links or table cells.
public enum MarkdownSummary {
  /// Findings listed in full; the rest are counted (GitHub caps a step summary at 1 MiB).
  public static let findingLimit = 100

  public static func render(_ report: ComplianceReport) -> String {
    var text = "## \(escape(report.title)): \(report.passed ? "✅ passed" : "❌ failed")\n\n"
    text += "\(escape(report.finalLine))\n\n"
    if let faults = report.injectedFaults, !faults.isEmpty {
      text += "> [!WARNING]\n> Provider defects were switched on for this run (test hook): "
      text += faults.map(escape).joined(separator: ", ") + "\n\n"
    }
    text +=
      "| Contract | Passed | Failed | Errored | Unbound | Orphaned | Skipped | Changed since review |\n"
    text += "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n"
    for contract in report.contracts {
      let counts = contract.counts
      let name = escape(contract.contract.title ?? contract.contract.slug)
      let cells = [
        counts.passed, counts.failed, counts.error, counts.unbound, counts.orphaned,
        counts.skipped,
      ].map(String.init)
      let changed = contract.review == nil ? "no baseline" : "\(contract.changedSinceReview)"
      text += "| \(name) | " + (cells + [changed]).joined(separator: " | ") + " |\n"
    }
    text += "\n| Gate | Status | Detail |\n| --- | --- | --- |\n"
    for gate in report.gates {
      text += "| \(escape(gate.name)) | \(gate.passed ? "✅ passed" : "❌ failed") | "
      text += "\(escape(gate.detail)) |\n"
    }
    let findings = Finding.all(in: report).filter { $0.severity != .note }
    if !findings.isEmpty {
      text += "\n### Findings\n\n"
      for finding in findings.prefix(findingLimit) {
        text += "- **\(escape(finding.label.lowercased()))** \(escape(finding.title)) at "
        text += codeSpan(finding.place) + "\n"
        for detail in finding.details {
          let depth = detail.prefix { $0 == " " }.count / 2
          text += String(repeating: "  ", count: depth + 1) + "- "
          text += escape(detail.drop { $0 == " " }) + "\n"
        }
      }
      if findings.count > findingLimit {
        text += "- … and \(findings.count - findingLimit) more (see the JSON report)\n"
      }
    }
    let notes = Finding.all(in: report).filter { $0.severity == .note }
    let unbound = notes.filter { $0.kind == .unbound }.count
    if unbound > 0 {
      text += "\n\(unbound) clause(s) have no check (unbound): their text is not verified.\n"
    }
    let unreviewed = notes.filter { $0.kind == .review(.noBaseline) }
    if !unreviewed.isEmpty {
      text += "\n\(unreviewed.count) contract(s) have no reviewed baseline: "
      text += unreviewed.map { codeSpan($0.file) }.joined(separator: ", ") + ".\n"
    }
    return text
  }

  /// Escapes text so Markdown renders it literally: every ASCII punctuation character is
  /// backslash-escaped (CommonMark guarantees an escaped punctuation character is literal),
  /// line breaks become spaces, and control and bidirectional characters become `U+XXXX`.
  public static func escape(_ text: some StringProtocol) -> String {
    var result = ""
    for scalar in TerminalText.line(String(text)).unicodeScalars {
      if asciiPunctuation.contains(scalar) { result += "\\" }
      result.unicodeScalars.append(scalar)
    }
    return result
  }

  /// CommonMark's ASCII punctuation characters: the ones a backslash escapes.
  static let asciiPunctuation = Set("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".unicodeScalars)

  /// A code span that no backtick in `text` can close early.
  static func codeSpan(_ text: String) -> String {
    let clean = TerminalText.line(text)
    var longest = 0
    var run = 0
    for character in clean {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let padding = clean.hasPrefix("`") || clean.hasSuffix("`") ? " " : ""
    return fence + padding + clean + padding + fence
  }
}
