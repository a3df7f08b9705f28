extension ComplianceReport {
  /// The last line every command that runs the contracts prints, which CI logs end with. It
  /// never hides a failure: failed gates other than `clauses` (whose failures the counts show)
  /// and differences from the reviewed baselines come first, then the clause counts:
  ///
  ///     FAILED: 1 gate (coverage:he), 5 changed since review; 111 passed, 0 failed
  ///     warnings: 5 changed since review; 111 passed, 0 failed
  ///     111 passed, 0 failed
  public var finalLine: String {
    var failing: [String] = []
    let failedGates = gates.filter { !$0.passed && $0.name != "clauses" && $0.name != "review" }
    if !failedGates.isEmpty {
      let names = failedGates.map(\.name).joined(separator: ", ")
      failing.append("\(failedGates.count) gate\(failedGates.count == 1 ? "" : "s") (\(names))")
    }
    let differences = contracts.flatMap(\.reviewFindings).filter(\.isDifference)
    let errors = ReviewTally(differences.filter { $0.severity == .error })
    let warnings = ReviewTally(differences.filter { $0.severity != .error })
    if errors.total > 0 { failing.append(errors.phrase) }
    var line = ""
    if !failing.isEmpty { line += "FAILED: " + failing.joined(separator: ", ") + "; " }
    if warnings.total > 0 { line += "warnings: " + warnings.phrase + "; " }
    return line + totals.summaryLine
  }
}
