import Contracts

/// Why a decision-table row cannot run: problems with its table's columns or cells it cannot
/// read, each at file:line:col. The row's clause is an error with this message.
public struct DecisionTableProblem: Error, Sendable, Hashable, CustomStringConvertible {
  public var diagnostics: [Diagnostic]

  public init(diagnostics: [Diagnostic]) {
    self.diagnostics = diagnostics
  }

  /// The diagnostics, `file:line:col: error: message [rule]`, joined by `; `.
  public var description: String {
    diagnostics.map(\.description).joined(separator: "; ")
  }
}
