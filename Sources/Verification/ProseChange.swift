import ContractMarkdown

/// A paragraph or heading outside the clauses that differs from the baseline.
public struct ProseChange: Codable, Hashable, Sendable {
  public var status: ChangeStatus
  /// The section heading it sits under; empty for the title and introduction.
  public var section: String
  public var baselineText: String?
  public var currentText: String?
  public var diff: WordDiff?
  public var location: SourceLocation?

  public init(
    status: ChangeStatus, section: String, baselineText: String?, currentText: String?,
    diff: WordDiff?, location: SourceLocation?
  ) {
    self.status = status
    self.section = section
    self.baselineText = baselineText
    self.currentText = currentText
    self.diff = diff
    self.location = location
  }
}
