/// How a check body ended.
enum CheckOutcome: Sendable {
  case completed(observations: [CellObservation], unknownColumns: [String])
  case threw(message: String, observations: [CellObservation])
  /// A step the clause needs did not happen: a failed cell, not an error.
  case unmet(UnmetExpectation, observations: [CellObservation])
  case timedOut(seconds: Double, observations: [CellObservation])
}
