import ContractMarkdown
import Contracts
import Verification

/// Turns one contract's comparison with its reviewed baseline into the review findings CI
/// reports, weighed by the run's policy, and ties the run's orphaned and unbound clauses to
/// what the comparison found: an orphaned check whose clause the baseline has is located at
/// that clause's line in the baseline and quotes its reviewed text; a clause that is unbound
/// because it was renamed says what it was called. Every hint speaks to the docs writer first
/// (what to change in the Markdown, or the `review --accept` command to run), then to the
/// check author (which check, and where it is declared).
struct ReviewFindingBuilder {
  var contract: Contract
  var review: ReviewComparison?
  /// The weight of a difference from the baseline (the policy, or `--strict`).
  var severity: FindingSeverity
  /// Whether `--strict` applies to this contract.
  var strict: Bool
  var filter: ClauseFilter

  private var acceptFile: String { AcceptCommand.file(contract.file) }

  private func acceptClause(_ clauseID: String) -> String {
    AcceptCommand.clause(clauseID, in: contract.file)
  }

  // MARK: - Findings

  /// The findings for a contract whose checks ended in `results` (after ``annotate(_:)``), in
  /// document order, section renames first.
  func findings(_ results: [ClauseResult]) -> [ReviewFinding] {
    guard let review else { return [noBaseline()] }
    var findings: [ReviewFinding] = []
    for rename in review.sections
    where filter.includes(clauseID: nil, section: rename.currentHeading, of: contract) {
      findings.append(sectionRenamed(rename, review: review, results: results))
    }
    let renamedHeadings = Set(review.sections.map(\.currentHeading))
    let acceptable = ClauseAcceptance.acceptableAlone(in: review, current: contract)
    var bound: [String: String] = [:]
    var orphaned: [String: [String]] = [:]
    for result in results {
      if result.verdict == .orphaned {
        orphaned[result.clauseID, default: []] += result.checkDeclaredAt.map { [$0] } ?? []
      } else if let declared = result.checkDeclaredAt {
        bound[result.clauseID] = declared
      }
    }
    for change in review.clauses {
      guard let kind = Self.kind(of: change) else { continue }
      // A row that only moved with its renamed section is told by the section's finding.
      if kind == .renamed, renamedHeadings.contains(change.section) { continue }
      guard filter.includes(clauseID: change.clauseID, section: change.section, of: contract)
      else { continue }
      let oldID = kind == .removed ? change.clauseID : change.baselineClauseID
      findings.append(
        finding(
          kind, change, review: review,
          bound: kind == .removed ? nil : bound[change.clauseID],
          orphaned: oldID.flatMap { orphaned[$0] } ?? [],
          acceptClause: acceptable.contains(change.clauseID) ? acceptClause(change.clauseID) : nil
        ))
    }
    return findings
  }

  private static func kind(of change: ClauseChange) -> ReviewFinding.Kind? {
    switch change.status {
    case .unchanged: nil
    case .changed: .changed
    case .added: .added
    case .removed: .removed
    case .renamed: .renamed
    }
  }

  private func noBaseline() -> ReviewFinding {
    var hints = [
      "docs writer: \(contract.file) has no reviewed baseline, so no change to it can be seen; once its text is reviewed, record it: \(acceptFile)"
    ]
    if strict {
      hints.append(
        "maintainer: or leave it out of --strict: add \"\(contract.slug)\" to policy.strictExempt in contract-report.json"
      )
    }
    return ReviewFinding(
      kind: .noBaseline, severity: strict ? .error : .note, section: "", file: contract.file,
      location: contract.titleHeading?.range.start ?? SourceLocation(line: 1, column: 1),
      acceptCommand: acceptFile, hints: hints)
  }

  private func sectionRenamed(
    _ rename: SectionRename, review: ReviewComparison, results: [ClauseResult]
  ) -> ReviewFinding {
    let oldSlug = Slug.make(rename.baselineHeading)
    let checks = results.filter {
      $0.verdict == .orphaned && Slug.make($0.section) == oldSlug
    }.compactMap(\.checkDeclaredAt)
    var hints = [
      "docs writer: the heading '\(rename.baselineHeading)' reads '\(rename.currentHeading)' since review (\(rename.matchedClauses) of its \(rename.baselineClauses) clause(s) kept); if that is meant, accept it with the file: \(acceptFile); if not, restore the heading '\(rename.baselineHeading)'"
    ]
    if checks.isEmpty {
      hints.append("check author: no check is bound to section '\(rename.baselineHeading)'")
    } else {
      hints.append(
        "check author: \(checks.count) check(s) are bound to Section(\"\(rename.baselineHeading)\") and no longer run (\(checks.joined(separator: ", "))): bind them to Section(\"\(rename.currentHeading)\")"
      )
    }
    return ReviewFinding(
      kind: .sectionRenamed, severity: severity, section: rename.currentHeading,
      baselineSection: rename.baselineHeading, file: contract.file,
      location: rename.currentLocation, baselineFile: review.baselineFile,
      baselineLocation: rename.baselineLocation, checks: checks, acceptCommand: acceptFile,
      hints: hints)
  }

  /// The finding of one differing clause; `bound` is where the check bound to it is declared,
  /// `orphaned` where the checks still bound to its old id are.
  private func finding(
    _ kind: ReviewFinding.Kind, _ change: ClauseChange, review: ReviewComparison,
    bound: String?, orphaned: [String], acceptClause: String?
  ) -> ReviewFinding {
    let accept =
      acceptClause.map { "\($0) (this clause) or \(acceptFile) (every change in the file)" }
      ?? "\(acceptFile) (with the file)"
    let baselinePlace = change.baselineLocation.map { "\(review.baselineFile):\($0.line)" }
    var hints: [String] = []
    switch kind {
    case .added:
      hints.append(
        "docs writer: this clause is new since review; once it is reviewed, accept it: \(accept); if it is not meant, remove it"
      )
    case .removed:
      hints.append(
        "docs writer: this clause was removed since review (the baseline has it at \(baselinePlace ?? review.baselineFile)); if that is meant, accept the removal: \(accept); if not, restore it in \(contract.file)"
      )
    case .renamed:
      hints.append(
        "docs writer: the row's key '\(change.baselineKey ?? change.key)' reads '\(change.key)' since review; if that is meant, accept it: \(accept); if not, restore the key '\(change.baselineKey ?? change.key)'"
      )
    default:
      let formerSection =
        change.baselineSection.map { " (its section was '\($0)' at review)" } ?? ""
      hints.append(
        "docs writer: this clause's text differs from the reviewed text at \(baselinePlace ?? review.baselineFile)\(formerSection); if the new words are meant, have them reviewed and accept them: \(accept); if not, restore the reviewed words"
      )
    }
    if let bound {
      hints.append(
        kind == .added
          ? "check author: the check declared at \(bound) verifies it"
          : "check author: the check declared at \(bound) was written for the reviewed words; make sure it verifies what the clause says now"
      )
    }
    for declared in orphaned {
      if kind == .removed {
        hints.append(
          "check author: the check declared at \(declared) is orphaned: remove it, or bind it to another clause"
        )
      } else if let oldSection = change.baselineSection {
        hints.append(
          "check author: the check declared at \(declared) is still bound to Section(\"\(oldSection)\") and no longer runs: bind it to Section(\"\(change.section)\")"
        )
      } else {
        hints.append(
          "check author: the check declared at \(declared) is still bound to '\(change.baselineKey ?? change.key)' and no longer runs: bind it to '\(change.key)'"
        )
      }
    }
    if bound == nil, orphaned.isEmpty, kind != .removed {
      hints.append("check author: no check is bound to this clause")
    }
    let current = kind != .removed
    return ReviewFinding(
      kind: kind, severity: severity, clauseID: change.clauseID,
      baselineClauseID: change.baselineClauseID, section: change.section,
      baselineSection: change.baselineSection, key: change.key, baselineKey: change.baselineKey,
      file: current ? contract.file : review.baselineFile,
      location: (current ? change.currentLocation : change.baselineLocation)
        ?? SourceLocation(line: 1, column: 1),
      baselineFile: review.baselineFile, baselineLocation: change.baselineLocation,
      baselineText: change.baselineText, currentText: change.currentText, diff: change.diff,
      checks: (bound.map { [$0] } ?? []) + orphaned, acceptCommand: acceptFile,
      acceptClauseCommand: acceptClause, hints: hints)
  }

  // MARK: - Orphaned and unbound clauses

  /// Locates every orphaned check whose clause the baseline has at that clause's line in the
  /// baseline, quoting its reviewed text, and tells a clause that is unbound because it was
  /// renamed what it was called; the hints say what to do.
  func annotate(_ results: inout [ClauseResult]) {
    guard let review else { return }
    var removed: [String: ClauseChange] = [:]
    var byBaselineID: [String: ClauseChange] = [:]
    var byCurrentID: [String: ClauseChange] = [:]
    for change in review.clauses {
      if change.status == .removed {
        removed[change.clauseID] = removed[change.clauseID] ?? change
      } else {
        byCurrentID[change.clauseID] = byCurrentID[change.clauseID] ?? change
      }
      if let old = change.baselineClauseID { byBaselineID[old] = byBaselineID[old] ?? change }
    }
    var orphanChecks: [String: String] = [:]
    for result in results where result.verdict == .orphaned {
      orphanChecks[result.clauseID] = orphanChecks[result.clauseID] ?? result.checkDeclaredAt ?? "?"
    }
    let currentIDs = Set(contract.clauses.map(\.id))
    for index in results.indices {
      let result = results[index]
      switch result.verdict {
      case .orphaned where !currentIDs.contains(result.clauseID):
        guard
          let change = removed[result.clauseID] ?? byBaselineID[result.clauseID],
          let location = change.baselineLocation
        else { continue }
        results[index] = orphan(result, change: change, at: location, review: review)
      case .unbound:
        guard
          let change = byCurrentID[result.clauseID],
          let oldID = change.baselineClauseID, let declared = orphanChecks[oldID]
        else { continue }
        results[index].hints = renamedHints(change, declared: declared)
      default:
        continue
      }
    }
  }

  private func orphan(
    _ result: ClauseResult, change: ClauseChange, at location: SourceLocation,
    review: ReviewComparison
  ) -> ClauseResult {
    var orphan = result
    let declared = result.checkDeclaredAt ?? "?"
    orphan.file = review.baselineFile
    orphan.location = location
    let quoted = "the reviewed baseline read: \"\(change.baselineText ?? "")\""
    if change.status == .removed {
      orphan.message =
        "orphaned check: the clause it is bound to was removed since review; \(quoted)"
      orphan.hints = [
        "docs writer: if removing it was not meant, restore it in \(contract.file); if it was, accept the removal: \(acceptClause(change.clauseID))",
        "check author: remove the check declared at \(declared), or bind it to another clause",
      ]
    } else {
      let now = change.currentLocation.map { "\(contract.file):\($0.line)" } ?? contract.file
      orphan.message =
        "orphaned check: the clause it is bound to is now '\(change.section) › \(change.key)' (\(now)); \(quoted)"
      orphan.hints = renamedHints(change, declared: declared)
    }
    return orphan
  }

  /// What to do about a clause whose id changed since review (a renamed key or heading, a
  /// reworded item), so the check bound to the old id no longer runs.
  private func renamedHints(_ change: ClauseChange, declared: String) -> [String] {
    if let oldSection = change.baselineSection {
      return [
        "docs writer: its section was '\(oldSection)' at review; if renaming the heading was not meant, restore '\(oldSection)'; if it was, accept it with the file: \(acceptFile)",
        "check author: the check declared at \(declared) is bound to Section(\"\(oldSection)\"): bind it to Section(\"\(change.section)\")",
      ]
    }
    let old = change.baselineKey ?? change.key
    return [
      "docs writer: it read '\(old)' at review; if the new wording was not meant, restore it; if it was, accept it: \(acceptClause(change.clauseID))",
      "check author: the check declared at \(declared) is bound to '\(old)': bind it to '\(change.key)'",
    ]
  }
}
