import ComplianceReport
import Verification

/// GitHub Actions workflow commands (`::error file=…,line=…::message`) for failed clauses and
/// lint findings, so they appear on the pull request's diff.
public enum GitHubAnnotations {
  public static func render(_ report: ComplianceReport) -> [String] {
    var lines: [String] = []
    for diagnostic in report.lint {
      let command = diagnostic.severity == .error ? "error" : "warning"
      lines.append(
        line(
          command, file: diagnostic.file, line: diagnostic.location.line,
          column: diagnostic.location.column, title: "contract lint: \(diagnostic.rule)",
          message: diagnostic.message))
    }
    for (_, result) in report.allResults {
      let command: String
      switch result.verdict {
      case .failed, .error: command = "error"
      case .unbound where report.strict, .orphaned where report.strict: command = "error"
      case .orphaned: command = "warning"
      default: continue
      }
      lines.append(
        line(
          command, file: result.file, line: result.location.line, column: result.location.column,
          title: "clause \(result.verdict.rawValue): \(ClauseNaming.name(result))",
          message: ClauseNaming.failureDetails(result)))
    }
    return lines
  }

  private static func line(
    _ command: String, file: String, line: Int, column: Int, title: String, message: String
  ) -> String {
    "::\(command) file=\(property(file)),line=\(line),col=\(column),title=\(property(title))::\(data(message))"
  }

  /// Escaping of a command's message.
  static func data(_ text: String) -> String {
    text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll(
      "\n", with: "%0A")
  }

  /// Escaping of a property value (also `:` and `,`).
  static func property(_ text: String) -> String {
    data(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
  }
}

extension String {
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    result.reserveCapacity(utf8.count)
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
