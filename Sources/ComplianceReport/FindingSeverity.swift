/// How much a finding weighs, as SARIF names it (GitHub calls `note` a notice): an `error`
/// fails the run, a `warning` or `note` is reported and does not.
public enum FindingSeverity: String, Codable, Hashable, Sendable, Comparable, CaseIterable {
  case note
  case warning
  case error

  public static func < (lhs: FindingSeverity, rhs: FindingSeverity) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
