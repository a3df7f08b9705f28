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

  /// The row's error as a report shows it: `cell error at file:line:col: column 'Tier?': …`
  /// (or `table error at …` for a problem with the table's columns), joined by `; `.
  public var rowMessage: String {
    diagnostics.map { diagnostic in
      let kind = diagnostic.rule == DecisionTable.cellRule ? "cell error" : "table error"
      return
        "\(kind) at \(diagnostic.file):\(diagnostic.location.line):\(diagnostic.location.column): \(diagnostic.message) [\(diagnostic.rule)]"
    }.joined(separator: "; ")
  }
}
