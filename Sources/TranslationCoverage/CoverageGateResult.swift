/// One coverage gate and whether it held: `coverage:catalogue` or `coverage:<locale>`.
public struct CoverageGateResult: Sendable, Hashable, Codable {
  /// The gate's stable name.
  public var name: String
  /// Whether it held.
  public var passed: Bool
  /// What was measured against what was required; names keys and counts, never copy.
  public var detail: String

  /// Creates a result.
  public init(name: String, passed: Bool, detail: String) {
    self.name = name
    self.passed = passed
    self.detail = detail
  }
}
