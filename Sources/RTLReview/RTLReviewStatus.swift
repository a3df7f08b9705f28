/// Where a review of one area for one locale stands.
public enum RTLReviewStatus: String, Codable, Hashable, Sendable, CaseIterable {
  case notStarted = "not started"
  case inReview = "in review"
  case pass = "pass"
  case passWithExceptions = "pass with exceptions"
  case fail = "fail"

  /// Reads a status as written (any case, hyphens or spaces).
  public init?(written text: String) {
    let wanted = text.lowercased().split { !$0.isLetter }.joined(separator: " ")
    guard let status = Self.allCases.first(where: { $0.rawValue == wanted }) else { return nil }
    self = status
  }

  /// Pass or pass with exceptions.
  public var isPassing: Bool { self == .pass || self == .passWithExceptions }
}
