import ContractMarkdown
import Verification

/// One difference between a contract and its reviewed baseline, as CI reports it: which
/// clause, where, its word diff, the checks it concerns, how much it weighs under the run's
/// policy, and what to do about it (the exact `review --accept` command). The report builder
/// makes these once; every output shows the same ones.
public struct ReviewFinding: Codable, Hashable, Sendable {
  public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
    /// A clause's text differs from the reviewed text.
    case changed
    /// A clause the baseline does not have.
    case added
    /// A clause of the baseline the text no longer has.
    case removed
    /// A row whose key changed while its other cells did not.
    case renamed
    /// A section whose heading changed while it kept its clauses.
    case sectionRenamed = "section-renamed"
    /// The contract has no reviewed baseline, so nothing about it can be compared.
    case noBaseline = "no-baseline"
  }

  public var kind: Kind
  /// `error` fails the run; `warning` (policy `changedSinceReview: "warn"`) and `note` (a
  /// missing baseline outside `--strict`) do not.
  public var severity: FindingSeverity
  /// The clause's current id; a removed clause's id. Absent for section renames and missing
  /// baselines.
  public var clauseID: String?
  /// The id the clause had in the baseline, when it differs.
  public var baselineClauseID: String?
  /// The section heading (the baseline's, for a removed clause); empty for a missing baseline.
  public var section: String
  public var baselineSection: String?
  public var key: String?
  public var baselineKey: String?
  /// Where the finding points: the contract at the clause's (or heading's) line, or the
  /// baseline at a removed clause's line.
  public var file: String
  public var location: SourceLocation
  public var baselineFile: String?
  public var baselineLocation: SourceLocation?
  public var baselineText: String?
  public var currentText: String?
  /// The word diff from the reviewed to the current text, when both exist and differ.
  public var diff: WordDiff?
  /// Where the checks this finding concerns are declared: the check bound to the clause, or
  /// the checks still bound to its old key or heading (orphaned now).
  public var checks: [String]
  /// Makes every change of the contract reviewed.
  public var acceptCommand: String
  /// Makes only this clause reviewed; absent when it can only be accepted with the file.
  public var acceptClauseCommand: String?
  /// What to do: to the docs writer first, then to the check author.
  public var hints: [String]

  public init(
    kind: Kind, severity: FindingSeverity, clauseID: String? = nil,
    baselineClauseID: String? = nil, section: String, baselineSection: String? = nil,
    key: String? = nil, baselineKey: String? = nil, file: String, location: SourceLocation,
    baselineFile: String? = nil, baselineLocation: SourceLocation? = nil,
    baselineText: String? = nil, currentText: String? = nil, diff: WordDiff? = nil,
    checks: [String] = [], acceptCommand: String, acceptClauseCommand: String? = nil,
    hints: [String] = []
  ) {
    self.kind = kind
    self.severity = severity
    self.clauseID = clauseID
    self.baselineClauseID = baselineClauseID
    self.section = section
    self.baselineSection = baselineSection
    self.key = key
    self.baselineKey = baselineKey
    self.file = file
    self.location = location
    self.baselineFile = baselineFile
    self.baselineLocation = baselineLocation
    self.baselineText = baselineText
    self.currentText = currentText
    self.diff = diff
    self.checks = checks
    self.acceptCommand = acceptCommand
    self.acceptClauseCommand = acceptClauseCommand
    self.hints = hints
  }

  /// One line naming it: `Section › Key`, `Section › Old key → New key`, `Old heading → New
  /// heading`, or the contract file for a missing baseline.
  public var title: String {
    switch kind {
    case .sectionRenamed:
      return "\(baselineSection ?? section) → \(section)"
    case .noBaseline:
      return file
    case .renamed:
      return "\(section) › \(baselineKey ?? key ?? "") → \(key ?? "")"
    default:
      return "\(section) › \(key ?? "")"
    }
  }

  /// Whether it is a difference from the baseline (not a missing baseline): these are what
  /// the `review` gate counts.
  public var isDifference: Bool { kind != .noBaseline }
}
