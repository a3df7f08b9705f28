import ContractMarkdown

/// One row of the RTL review record: a locale's area reviewed on a build.
public struct RTLReviewEntry: Codable, Hashable, Sendable {
  public var locale: String
  public var area: RTLArea
  public var status: RTLReviewStatus
  public var build: String
  /// ISO 8601 date (`YYYY-MM-DD`), empty when not reviewed yet.
  public var date: String
  public var notes: String
  public var location: SourceLocation

  public init(
    locale: String, area: RTLArea, status: RTLReviewStatus, build: String, date: String,
    notes: String, location: SourceLocation
  ) {
    self.locale = locale
    self.area = area
    self.status = status
    self.build = build
    self.date = date
    self.notes = notes
    self.location = location
  }
}
