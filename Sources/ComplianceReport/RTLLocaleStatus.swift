import RTLReview

/// The honest RTL status of one right-to-left locale: the review record per area, the
/// executed evidence from the contract, and dictionary checks, combined.
public struct RTLLocaleStatus: Codable, Hashable, Sendable {
  /// The combined status. RTL metadata alone never makes a locale `supported`.
  public enum Overall: String, Codable, Hashable, Sendable {
    /// Every area passes on the build under review, evidence and dictionary checks clean.
    case supported
    /// Some areas pass; others are not started, in review, pass with exceptions on another
    /// build, or the dictionary checks found problems.
    case partial = "partial support"
    /// At least one area failed.
    case failing = "failing"
    /// The latest review is older than the last change of the contract.
    case stale
    /// No area has been reviewed.
    case notStarted = "not started"
  }

  /// One area's review, as recorded.
  public struct AreaReview: Codable, Hashable, Sendable {
    public var area: RTLArea
    public var status: RTLReviewStatus
    public var build: String
    public var date: String
    public var notes: String
    /// Reviewed on the build under review (false when on another build or not reviewed).
    public var onBuildUnderReview: Bool

    public init(
      area: RTLArea, status: RTLReviewStatus, build: String, date: String, notes: String,
      onBuildUnderReview: Bool
    ) {
      self.area = area
      self.status = status
      self.build = build
      self.date = date
      self.notes = notes
      self.onBuildUnderReview = onBuildUnderReview
    }
  }

  /// A clause whose verdict is evidence about RTL (its key names RTL).
  public struct Evidence: Codable, Hashable, Sendable {
    public var clauseID: String
    public var key: String
    public var verdict: String

    public init(clauseID: String, key: String, verdict: String) {
      self.clauseID = clauseID
      self.key = key
      self.verdict = verdict
    }
  }

  public var locale: String
  public var name: String
  public var overall: Overall
  /// Every area, in the fixed area order; areas with no record are `not started`.
  public var areas: [AreaReview]
  public var evidence: [Evidence]
  /// Dictionary keys whose value holds bidi embedding or override characters.
  public var bidiControlKeys: [String]
  /// Dictionary keys whose value starts or ends with a placeholder without bidi isolation.
  public var unisolatedPlaceholderKeys: [String]
  /// The latest review date recorded for the locale.
  public var lastReviewed: String?
  /// Why the overall status is what it is, one reason per line.
  public var reasons: [String]

  public init(
    locale: String, name: String, overall: Overall, areas: [AreaReview], evidence: [Evidence],
    bidiControlKeys: [String], unisolatedPlaceholderKeys: [String], lastReviewed: String?,
    reasons: [String]
  ) {
    self.locale = locale
    self.name = name
    self.overall = overall
    self.areas = areas
    self.evidence = evidence
    self.bidiControlKeys = bidiControlKeys
    self.unisolatedPlaceholderKeys = unisolatedPlaceholderKeys
    self.lastReviewed = lastReviewed
    self.reasons = reasons
  }
}
