import ProviderProtocol
import Verification

/// Runs a check inside its own ``ProviderScope``: the provider processes it starts belong to
/// it, a failing process ends it at once with the provider's failure, and they are all stopped
/// when it ends.
///
/// The check body runs on its own `Evidence` in a child task (the scope may abandon that task
/// when a provider fails), and what it recorded is replayed onto the runner's evidence, so
/// observations, verdicts and notes are exactly what the body recorded.
enum ScopedCheck {
  private struct Outcome: Sendable {
    var observations: [CellObservation]
    var error: String?
  }

  /// An error a check body threw, carried across the scope with its description.
  private struct Rethrown: Error, CustomStringConvertible {
    var description: String
  }

  static func wrap(_ binding: Binding, deadline: Double) -> Binding {
    let body = binding.body
    return Binding(
      section: binding.section, key: binding.key, declaredAt: binding.declaredAt
    ) { evidence in
      let clause = evidence.clause
      let scope = ProviderScope()
      defer { scope.shutdown() }
      let outcome = try await ProviderScope.$current.withValue(scope) {
        try await scope.run(deadline: deadline) { () async -> Outcome in
          let inner = Evidence(clause: clause)
          do {
            try await body(inner)
            return Outcome(observations: inner.observations, error: nil)
          } catch {
            return Outcome(observations: inner.observations, error: String(describing: error))
          }
        }
      }
      for observation in outcome.observations {
        switch observation.verdict {
        case .notChecked:
          evidence.notCheckable(observation.column, reason: observation.note ?? "")
        case .verified, .failed:
          evidence.cell(
            observation.column, expected: observation.expected, observed: observation.observed,
            holds: observation.verdict == .verified, note: observation.note)
        }
      }
      if let error = outcome.error { throw Rethrown(description: error) }
    }
  }
}
