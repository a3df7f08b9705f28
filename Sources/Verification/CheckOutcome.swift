/// How a check body ended.
enum CheckOutcome: Sendable {
  case completed(observations: [CellObservation], unknownColumns: [String])
  case threw(message: String, observations: [CellObservation])
  case timedOut(seconds: Double)
}
