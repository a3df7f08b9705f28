import ComplianceReport
import Verification

/// How outputs name and describe a clause: `Section › Row key`, never "Example #3".
enum ClauseNaming {
  static func name(_ result: ClauseResult) -> String {
    "\(result.section) › \(result.key)"
  }

  /// Why a clause did not pass, one entry per line: for every failed observation the cell (or
  /// aspect), what the contract says there, what was expected and what was observed; otherwise
  /// the result's message.
  static func details(_ result: ClauseResult) -> [String] {
    var lines: [String] = []
    for observation in result.observations where observation.verdict == .failed {
      lines.append("\(observation.column):")
      if !observation.claim.isEmpty { lines.append("  contract says: \(observation.claim)") }
      lines.append("  expected: \(observation.expected)")
      lines.append("  observed: \(observation.observed)")
      if let note = observation.note { lines.append("  note: \(note)") }
    }
    if lines.isEmpty, let message = result.message { lines.append(message) }
    return lines
  }

  /// Expected against observed in one line per failed observation (for attributes and titles).
  static func summary(_ result: ClauseResult) -> String {
    let failed = result.observations.filter { $0.verdict == .failed }
    if failed.isEmpty { return result.message ?? result.verdict.rawValue }
    return failed.map { "\($0.column): expected \($0.expected), observed \($0.observed)" }
      .joined(separator: "; ")
  }

  /// `file:line:col`.
  static func place(_ result: ClauseResult) -> String {
    "\(result.file):\(result.location.line):\(result.location.column)"
  }
}
