/// One release gate and whether it held.
public struct GateResult: Codable, Hashable, Sendable {
  /// A stable name, e.g. `clauses`, `coverage:ar`, `strict:unbound`.
  public var name: String
  public var passed: Bool
  /// What was measured against what was required.
  public var detail: String

  public init(name: String, passed: Bool, detail: String) {
    self.name = name
    self.passed = passed
    self.detail = detail
  }
}
