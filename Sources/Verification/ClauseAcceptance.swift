import Contracts

/// Makes one clause's current text its reviewed text, and nothing else: the baseline's source
/// with that clause's lines replaced by the current ones (a changed or renamed clause),
/// the current lines inserted beside the clause they follow (an added clause), or its lines
/// deleted (a removed clause). The rest of the baseline, every other difference included, is
/// kept byte for byte. `review --accept FILE --clause ID` is built on it.
public struct ClauseAcceptance: Sendable {
  /// Why a clause cannot be accepted on its own; the message says what to run instead.
  public struct Refusal: Error, Equatable, Sendable {
    public var message: String
  }

  public var baseline: Contract
  public var baselineSource: String
  public var current: Contract
  public var currentSource: String
  /// How to accept every change of the file, for refusals.
  public var acceptFileCommand: String

  public init(
    baseline: Contract, baselineSource: String, current: Contract, currentSource: String,
    acceptFileCommand: String
  ) {
    self.baseline = baseline
    self.baselineSource = baselineSource
    self.current = current
    self.currentSource = currentSource
    self.acceptFileCommand = acceptFileCommand
  }

  /// The baseline source with clause `clauseID` (its current id, or the id it had for a
  /// removed or renamed clause) accepted.
  public func accepting(_ clauseID: String) throws(Refusal) -> String {
    let comparison = ReviewComparison(baseline: baseline, current: current)
    guard
      let change = comparison.clauses.first(where: {
        $0.status != .unchanged && ($0.clauseID == clauseID || $0.baselineClauseID == clauseID)
      })
    else {
      if comparison.clauses.contains(where: { $0.clauseID == clauseID }) {
        throw Refusal(message: "clause \(clauseID) does not differ from the reviewed baseline")
      }
      throw Refusal(
        message: "no clause \(clauseID) in \(current.file) or its reviewed baseline")
    }
    let currentClause = current.clauses.first {
      $0.id == change.clauseID && change.status != .removed
    }
    if let section = currentClause?.section,
      let rename = comparison.sections.first(where: { $0.currentHeading == section })
    {
      throw Refusal(
        message:
          "clause \(change.clauseID) is in section '\(section)', renamed from '\(rename.baselineHeading)' since review; accept the heading with the whole file: \(acceptFileCommand)"
      )
    }
    var baselineLines = baselineSource.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    let currentLines = currentSource.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    let oldLines = baselineClause(at: change).flatMap(baseline.sourceLines(of:))
    let newLines = currentClause.flatMap(current.sourceLines(of:))
    switch (oldLines, newLines) {
    case (let old?, let new?):
      baselineLines.replaceSubrange(
        old.lowerBound - 1..<old.upperBound, with: slice(currentLines, new))
    case (let old?, nil):
      baselineLines.removeSubrange(old.lowerBound - 1..<old.upperBound)
    case (nil, let new?):
      guard let clause = currentClause,
        let line = Self.insertionLine(
          for: clause, in: comparison, baseline: baseline, current: current)
      else {
        throw Refusal(
          message:
            "clause \(change.clauseID) is in a table or list the reviewed baseline does not have; accept the whole file: \(acceptFileCommand)"
        )
      }
      baselineLines.insert(contentsOf: slice(currentLines, new), at: line - 1)
    case (nil, nil):
      throw Refusal(message: "clause \(clauseID) has no source lines to accept")
    }
    return baselineLines.joined(separator: "\n")
  }

  private func slice(_ lines: [String], _ range: ClosedRange<Int>) -> [String] {
    Array(lines[(range.lowerBound - 1)..<min(lines.count, range.upperBound)])
  }

  private func baselineClause(at change: ClauseChange) -> Clause? {
    Self.baselineClause(at: change, in: baseline)
  }

  private static func baselineClause(at change: ClauseChange, in baseline: Contract) -> Clause? {
    guard let location = change.baselineLocation else { return nil }
    return baseline.clauses.first { $0.location == location }
  }

  /// The ids of the differing clauses that can be accepted on their own
  /// (`review --accept FILE --clause ID`): every removed clause, and every changed, renamed or
  /// added clause outside a renamed section, an added one only when its table or list has a
  /// clause the baseline has too. One pass over the clauses.
  public static func acceptableAlone(in comparison: ReviewComparison, current: Contract)
    -> Set<String>
  {
    struct Group: Hashable {
      var section: String
      var kind: ClauseKind
      var index: Int
    }
    let renamed = Set(comparison.sections.map(\.currentHeading))
    var statuses: [String: ChangeStatus] = [:]
    for change in comparison.clauses where change.status != .removed {
      statuses[change.clauseID] = change.status
    }
    var reviewedGroups: Set<Group> = []
    for clause in current.clauses where statuses[clause.id].map({ $0 != .added }) ?? false {
      reviewedGroups.insert(
        Group(section: clause.sectionSlug, kind: clause.kind, index: clause.groupIndex))
    }
    var result: Set<String> = []
    for change in comparison.clauses where change.status == .removed {
      result.insert(change.clauseID)
    }
    for clause in current.clauses where !renamed.contains(clause.section) {
      switch statuses[clause.id] {
      case .changed, .renamed:
        result.insert(clause.id)
      case .added
      where reviewedGroups.contains(
        Group(section: clause.sectionSlug, kind: clause.kind, index: clause.groupIndex)):
        result.insert(clause.id)
      default:
        continue
      }
    }
    return result
  }

  /// The baseline line an added clause goes before: after the nearest earlier clause of its
  /// table or list that the baseline has, else before the nearest later one.
  private static func insertionLine(
    for clause: Clause, in comparison: ReviewComparison, baseline: Contract, current: Contract
  ) -> Int? {
    let siblings = current.clauses.filter {
      $0.sectionSlug == clause.sectionSlug && $0.kind == clause.kind
        && $0.groupIndex == clause.groupIndex
    }
    func baselineLines(of sibling: Clause) -> ClosedRange<Int>? {
      guard let change = comparison.change(for: sibling.id) else { return nil }
      return baselineClause(at: change, in: baseline).flatMap(baseline.sourceLines(of:))
    }
    for sibling in siblings.reversed() where sibling.position < clause.position {
      if let lines = baselineLines(of: sibling) { return lines.upperBound + 1 }
    }
    for sibling in siblings where sibling.position > clause.position {
      if let lines = baselineLines(of: sibling) { return lines.lowerBound }
    }
    return nil
  }
}
