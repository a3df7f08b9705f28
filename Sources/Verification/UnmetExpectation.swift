/// A step a check needed did not happen: the component settled without doing what the clause
/// requires (for example, it never made the request the row's next step answers). The runner
/// records it as a failed cell (never an error, never a wait for a timeout), keeping every
/// cell observed before it.
public struct UnmetExpectation: Error, Sendable, Hashable, CustomStringConvertible {
  /// The cell the step belonged to (`nil`: the first cell the check had not observed yet).
  public var column: String?
  /// What the check needed.
  public var expected: String
  /// What happened instead, with the component's last state.
  public var observed: String

  /// Creates an unmet expectation.
  public init(column: String? = nil, expected: String, observed: String) {
    self.column = column
    self.expected = expected
    self.observed = observed
  }

  public var description: String { "expected \(expected), observed \(observed)" }
}
