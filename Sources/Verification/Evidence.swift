import Contracts
import Foundation
import Synchronization

/// What a check records while it drives the component into a clause's state: one observation
/// per cell (by column header) or per named aspect. A check that records nothing errors; a
/// check never passes silently.
///
/// The recorded lists sit behind a mutex, so the runner can read what a check recorded when
/// the check overruns its time.
public final class Evidence: Sendable {
  /// The clause being checked.
  public let clause: Clause
  private struct Record {
    var observations: [CellObservation] = []
    var unknownColumns: [String] = []
  }

  private let recorded = Mutex(Record())

  /// Every observation so far, in the order recorded.
  public var observations: [CellObservation] { recorded.withLock { $0.observations } }
  /// Observations naming a column the row does not have (the binding is out of date).
  public var unknownColumns: [String] { recorded.withLock { $0.unknownColumns } }

  /// Whether a cell (or aspect) of this name was observed already.
  public func hasObserved(_ column: String) -> Bool {
    let name = column.lowercased()
    return recorded.withLock { $0.observations.contains { $0.column.lowercased() == name } }
  }

  public init(clause: Clause) {
    self.clause = clause
  }

  /// Records that a cell's claim held (`holds`) or not, with what was expected and observed.
  public func cell(
    _ column: String, expected: String, observed: String, holds: Bool, note: String? = nil
  ) {
    record(
      column, expected: expected, observed: observed, verdict: holds ? .verified : .failed,
      note: note)
  }

  /// Records an equality: the cell holds when `observed == expected`.
  public func cell<Value: Equatable>(
    _ column: String, expected: Value, observed: Value, note: String? = nil
  ) {
    cell(
      column, expected: describe(expected), observed: describe(observed),
      holds: observed == expected, note: note)
  }

  /// Records a documented limit. When the limit stops holding, the failure says the contract
  /// must change, because the component now does more than the text admits.
  public func limit(_ column: String, expected: String, observed: String, holds: Bool) {
    cell(
      column, expected: expected, observed: observed, holds: holds,
      note: holds
        ? "documented limit still holds"
        : "the documented limit no longer holds: update the contract text, then this check")
  }

  /// Records a claim that cannot be checked in code, and why. It is reported as not checked.
  public func notCheckable(_ column: String, reason: String) {
    record(column, expected: "", observed: "", verdict: .notChecked, note: reason)
  }

  /// Records an input cell of a decision-table row: what the fixture was given. Inputs are
  /// not claims, so they are reported as not checked.
  public func given(_ column: String, value: String) {
    record(column, expected: "", observed: value, verdict: .notChecked, note: "input")
  }

  /// Records a blank expected cell: what was observed is shown, nothing is checked.
  public func shown(_ column: String, observed: String) {
    record(
      column, expected: "", observed: observed, verdict: .notChecked,
      note: "blank expected cell: shows what was observed")
  }

  private func record(
    _ column: String, expected: String, observed: String, verdict: CellVerdict, note: String?
  ) {
    let claim: String
    var unknownColumn = false
    if clause.kind == .row {
      if let cell = clause.cell(column) {
        claim = cell.text
      } else {
        claim = ""
        unknownColumn = true
      }
    } else {
      claim = ""
    }
    let name = clause.cell(column)?.column ?? column
    let observation = CellObservation(
      column: name, claim: claim, expected: expected, observed: observed, verdict: verdict,
      note: note)
    recorded.withLock {
      if unknownColumn, !$0.unknownColumns.contains(column) { $0.unknownColumns.append(column) }
      $0.observations.append(observation)
    }
  }

  private func describe<Value>(_ value: Value) -> String {
    if let string = value as? String { return string }
    if let optional = value as? any OptionalDescribing { return optional.describedValue }
    return String(describing: value)
  }
}

/// Lets `Evidence` print `nil` instead of `Optional(...)`.
protocol OptionalDescribing {
  var describedValue: String { get }
}

extension Optional: OptionalDescribing {
  var describedValue: String {
    switch self {
    case .none: "nil"
    case .some(let value): String(describing: value)
    }
  }
}
