import ContractMarkdown
import Contracts

/// The outcome for one clause (or one orphaned check) in a run.
public struct ClauseResult: Codable, Hashable, Sendable {
  public var clauseID: String
  public var section: String
  public var key: String
  public var kind: ClauseKind
  public var file: String
  public var location: SourceLocation
  public var verdict: ClauseVerdict
  /// One observation per cell of the row (cells no check looked at are `not checked`), or
  /// per aspect of a list item.
  public var observations: [CellObservation]
  /// Why it failed or errored, in one paragraph.
  public var message: String?
  /// What to do about it, one sentence each: first to the docs writer (what to change in the
  /// Markdown, or the `review --accept` command to run), then to the check author (which
  /// check, and where it is declared). Absent when there is nothing to do.
  public var hints: [String]?
  /// Where the check is declared (`Module/File.swift:line`), when bound.
  public var checkDeclaredAt: String?
  /// Seconds the check took; zero when it did not run.
  public var duration: Double

  public init(
    clauseID: String, section: String, key: String, kind: ClauseKind, file: String,
    location: SourceLocation, verdict: ClauseVerdict, observations: [CellObservation] = [],
    message: String? = nil, hints: [String]? = nil, checkDeclaredAt: String? = nil,
    duration: Double = 0
  ) {
    self.clauseID = clauseID
    self.section = section
    self.key = key
    self.kind = kind
    self.file = file
    self.location = location
    self.verdict = verdict
    self.observations = observations
    self.message = message
    self.hints = hints
    self.checkDeclaredAt = checkDeclaredAt
    self.duration = duration
  }
}
