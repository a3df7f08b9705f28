import ComplianceReport
import Verification

/// A Markdown summary for `$GITHUB_STEP_SUMMARY` or a pull-request comment: counts per
/// contract, gates, and every failure with expected and observed. Text from contracts is
/// escaped so it cannot break the table or inject markup.
public enum MarkdownSummary {
  public static func render(_ report: ComplianceReport) -> String {
    var text = "## \(escape(report.title))\n\n"
    text += report.passed ? "**Result: passed**\n\n" : "**Result: failed**\n\n"
    text +=
      "| Contract | Passed | Failed | Errored | Unbound | Orphaned | Skipped | Changed since review |\n"
    text += "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n"
    for contract in report.contracts {
      let counts = contract.counts
      let name = escape(contract.contract.title ?? contract.contract.slug)
      text +=
        "| \(name) | \(counts.passed) | \(counts.failed) | \(counts.error) | \(counts.unbound) | \(counts.orphaned) | \(counts.skipped) | \(contract.changedSinceReview) |\n"
    }
    text += "\n| Gate | Status | Detail |\n| --- | --- | --- |\n"
    for gate in report.gates {
      text +=
        "| \(escape(gate.name)) | \(gate.passed ? "✅ passed" : "❌ failed") | \(escape(gate.detail)) |\n"
    }
    let failures = report.allResults.filter {
      $0.result.verdict == .failed || $0.result.verdict == .error
    }
    if !failures.isEmpty {
      text += "\n### Failures\n\n"
      for (_, result) in failures {
        text +=
          "- **\(escape(ClauseNaming.name(result)))** (\(result.verdict.rawValue)) at `\(ClauseNaming.place(result))`\n"
        for line in ClauseNaming.failureDetails(result).split(separator: "\n") {
          text += "  - \(escape(String(line)))\n"
        }
      }
    }
    text += "\n\(report.totals.summaryLine)\n"
    return text
  }

  /// Escapes Markdown syntax and HTML so contract text renders as text.
  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "|", "\\", "`", "*", "_", "[", "]", "<", ">", "#", "!":
        result.append("\\")
        result.append(character)
      case "\n":
        result.append(" ")
      default:
        result.append(character)
      }
    }
    return result
  }
}
