/// How many clauses ended with each verdict.
public struct VerdictCounts: Codable, Hashable, Sendable {
  public var passed = 0
  public var failed = 0
  public var error = 0
  public var unbound = 0
  public var orphaned = 0
  public var skipped = 0

  public init() {}

  public init(_ verdicts: some Sequence<ClauseVerdict>) {
    for verdict in verdicts { add(verdict) }
  }

  public mutating func add(_ verdict: ClauseVerdict) {
    switch verdict {
    case .passed: passed += 1
    case .failed: failed += 1
    case .error: error += 1
    case .unbound: unbound += 1
    case .orphaned: orphaned += 1
    case .skipped: skipped += 1
    }
  }

  public static func + (lhs: VerdictCounts, rhs: VerdictCounts) -> VerdictCounts {
    var sum = lhs
    sum.passed += rhs.passed
    sum.failed += rhs.failed
    sum.error += rhs.error
    sum.unbound += rhs.unbound
    sum.orphaned += rhs.orphaned
    sum.skipped += rhs.skipped
    return sum
  }

  public var total: Int { passed + failed + error + unbound + orphaned + skipped }

  /// `N passed, N failed` then the other verdicts that occurred: the final line CI reads.
  public var summaryLine: String {
    var parts = ["\(passed) passed", "\(failed) failed"]
    if error > 0 { parts.append("\(error) errored") }
    if unbound > 0 { parts.append("\(unbound) unbound") }
    if orphaned > 0 { parts.append("\(orphaned) orphaned") }
    if skipped > 0 { parts.append("\(skipped) skipped") }
    return parts.joined(separator: ", ")
  }
}
