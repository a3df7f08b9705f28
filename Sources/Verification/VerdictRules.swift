import Contracts

/// How a check's outcome becomes a clause's verdict: the rules, each named.
///
/// - A check that did not finish, threw, or could not run its row is an **error** with its
///   reason; the cells it observed are kept.
/// - A step the clause needs that the component never took is a **failed** cell (it was
///   observed not to happen), and the cells after it are "not checked".
/// - A check that finished is **failed** when a cell it observed failed, and an **error** when it
///   verified nothing (no observation, or only "not checked"), or observed a column the row
///   does not have (the table changed under the check). Otherwise it **passed**.
///
/// Every row's observations are put in column order, with "not checked" for each cell no
/// observation covered.
enum VerdictRules {
  /// Sets `result`'s verdict, message and observations from `outcome`.
  static func judge(_ outcome: CheckOutcome, of clause: Clause, into result: inout ClauseResult) {
    switch outcome {
    case .timedOut(let limit, let observations):
      error("check did not finish within \(limit) s", observations, clause, &result)
    case .threw(let message, let observations):
      error("check threw: \(message)", observations, clause, &result)
    case .rowError(let message, let observations):
      error(message, observations, clause, &result)
    case .unmet(let unmet, let observations):
      stepNotTaken(unmet, observations, clause, &result)
    case .completed(let observations, let unknownColumns):
      finished(observations, unknownColumns: unknownColumns, clause, &result)
    }
  }

  /// The check could not finish: an error, with what it observed before.
  static func error(
    _ message: String, _ observations: [CellObservation], _ clause: Clause,
    _ result: inout ClauseResult
  ) {
    result.verdict = .error
    result.message = message
    result.observations = complete(observations, for: clause)
  }

  /// A step the clause needs did not happen: a failed cell at the column it concerns (or the
  /// first cell not yet observed), and the rest not reached.
  static func stepNotTaken(
    _ unmet: UnmetExpectation, _ observations: [CellObservation], _ clause: Clause,
    _ result: inout ClauseResult
  ) {
    var observations = observations
    let column = unmet.column ?? firstUnobserved(clause, observations) ?? "step"
    let claim = clause.cell(column)?.text ?? ""
    observations.append(
      CellObservation(
        column: clause.cell(column)?.column ?? column, claim: claim, expected: unmet.expected,
        observed: unmet.observed, verdict: .failed,
        note: "the check could not go on: the remaining cells were not reached"))
    result.verdict = .failed
    result.observations = complete(observations, for: clause)
    result.message = observations.filter { $0.verdict == .failed }.map {
      "\($0.column): expected \($0.expected), observed \($0.observed)"
    }.joined(separator: "; ")
  }

  /// The check finished: failed on a failed cell; an error when it observed a column the row
  /// lacks or verified nothing; passed otherwise.
  static func finished(
    _ observations: [CellObservation], unknownColumns: [String], _ clause: Clause,
    _ result: inout ClauseResult
  ) {
    result.observations = complete(observations, for: clause)
    if !unknownColumns.isEmpty {
      result.verdict = .error
      let names = unknownColumns.map { "'\($0)'" }.joined(separator: ", ")
      let columns = clause.cells.map { "'\($0.column)'" }.joined(separator: ", ")
      result.message =
        "check observes column \(names), which the row does not have (its columns: \(columns)): the table changed, update the check"
    } else if observations.isEmpty {
      result.verdict = .error
      result.message = "check recorded no observation: nothing was verified"
    } else {
      let failures = observations.filter { $0.verdict == .failed }
      if !failures.isEmpty {
        result.verdict = .failed
        result.message = failures.map { observation in
          var text =
            "\(observation.column): expected \(observation.expected), observed \(observation.observed)"
          if let note = observation.note { text += " (\(note))" }
          return text
        }.joined(separator: "; ")
      } else if observations.allSatisfy({ $0.verdict == .notChecked }) {
        result.verdict = .error
        result.message = "check verified nothing: every observation is 'not checked'"
      }
    }
  }

  /// The first cell after the key that no observation covers yet.
  static func firstUnobserved(_ clause: Clause, _ observations: [CellObservation]) -> String? {
    guard clause.kind == .row else { return nil }
    let covered = Set(observations.map { $0.column.lowercased() })
    return clause.cells.dropFirst().first { !covered.contains($0.column.lowercased()) }?.column
  }

  /// Orders a row's observations by column and adds `not checked` for every cell after the
  /// key that no observation covered.
  static func complete(_ observations: [CellObservation], for clause: Clause) -> [CellObservation] {
    guard clause.kind == .row else { return observations }
    var ordered: [CellObservation] = []
    var covered = Set<String>()
    for cell in clause.cells {
      let matching = observations.filter { $0.column.lowercased() == cell.column.lowercased() }
      ordered.append(contentsOf: matching)
      if !matching.isEmpty { covered.insert(cell.column.lowercased()) }
    }
    for cell in clause.cells.dropFirst() where !covered.contains(cell.column.lowercased()) {
      ordered.append(
        CellObservation(
          column: cell.column, claim: cell.text, expected: "", observed: "", verdict: .notChecked,
          note: "no observation recorded for this cell"))
    }
    let known = Set(clause.cells.map { $0.column.lowercased() })
    ordered.append(contentsOf: observations.filter { !known.contains($0.column.lowercased()) })
    return ordered
  }
}
