/// What a reviewer decided for a release.
public enum SignoffDecision: String, Codable, Hashable, Sendable, CaseIterable {
  case approved
  case approvedWithConditions = "approved with conditions"
  case rejected
  case pending

  /// Reads a decision as written (any case).
  public init?(written text: String) {
    let wanted = text.lowercased().split { !$0.isLetter }.joined(separator: " ")
    guard let decision = Self.allCases.first(where: { $0.rawValue == wanted }) else { return nil }
    self = decision
  }

  public var isApproval: Bool { self == .approved || self == .approvedWithConditions }
}
