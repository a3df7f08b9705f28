/// One condition of release readiness and whether it holds.
public struct ReadinessCheck: Codable, Hashable, Sendable {
  public var name: String
  public var passed: Bool
  /// What was found, naming what blocks the release when it fails.
  public var detail: String

  public init(name: String, passed: Bool, detail: String) {
    self.name = name
    self.passed = passed
    self.detail = detail
  }
}
