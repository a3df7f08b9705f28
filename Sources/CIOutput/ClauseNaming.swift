import ComplianceReport
import Verification

/// How outputs name and describe a clause: `Section › Row key`, never "Example #3".
enum ClauseNaming {
  static func name(_ result: ClauseResult) -> String {
    "\(result.section) › \(result.key)"
  }

  /// Expected against observed for every failed observation, one per line.
  static func failureDetails(_ result: ClauseResult) -> String {
    var lines: [String] = []
    for observation in result.observations where observation.verdict == .failed {
      var line =
        "\(observation.column): expected \(observation.expected); observed \(observation.observed)"
      if !observation.claim.isEmpty { line += "\n  contract says: \(observation.claim)" }
      if let note = observation.note { line += "\n  \(note)" }
      lines.append(line)
    }
    if lines.isEmpty, let message = result.message { lines.append(message) }
    return lines.joined(separator: "\n")
  }

  /// `file:line:col`.
  static func place(_ result: ClauseResult) -> String {
    "\(result.file):\(result.location.line):\(result.location.column)"
  }
}
