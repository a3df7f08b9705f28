/// How a check body ended.
enum CheckOutcome: Sendable {
  case completed(observations: [CellObservation], unknownColumns: [String])
  case threw(message: String, observations: [CellObservation])
  /// A step the clause needs did not happen: a failed cell, not an error.
  case unmet(UnmetExpectation, observations: [CellObservation])
  case timedOut(seconds: Double, observations: [CellObservation])
  /// The row could not run or be observed (a cell it cannot read, a fixture command that
  /// failed): an error with this message as it stands.
  case rowError(message: String, observations: [CellObservation])
}
