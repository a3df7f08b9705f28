import LanguageProvider
import Testing

@testable import LanguageExamples

/// The selection-sequence fixture on small tables, and the notation of its input cells.
@Suite struct SelectionSequenceFixtureTests {
  static let table = """
    ## Sequences

    | Sequence | Stored | Default policy | Actions | Loading? | Selection? | Persisted? | API client? | Readiness? | Generation? | Dropped stale? |
    | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
    | restored | es | | start → dictionary | no | es | — | es | complete | 1 | 0 |
    | first run | — | fr, persisted | start; dictionary | no | fr | fr | fr | complete | 1 | 0 |
    | switch | es | | start; dictionary; select ar | yes | ar (RTL) | ar (RTL) | ar | loading | 2 | 0 |
    | late | es | | start; select fr; dictionary; late dictionary | no | fr | fr | fr | complete | 2 | 1 |
    | refused | es | | start; dictionary; write fails; select fr | yes | fr | error: disk full | fr | loading | 2 | 0 |
    """

  @Test func sequencesEndWhereTheRowSays() async throws {
    let results = try await Support.run(Self.table)
    #expect(results.count == 5)
    for result in results {
      #expect(result.verdict == .passed, "\(result.key): \(result.message ?? "")")
    }
  }

  @Test func aLateResultAppliedFailsTheLateRow() async throws {
    let results = try await Support.run(Self.table, faults: [.lateResultApplied])
    let late = try #require(results.first { $0.key == "late" })
    #expect(late.verdict == .failed)
    #expect(
      late.message
        == "Readiness?: expected complete, observed fallbackOnly; Dropped stale?: expected 1, observed 0"
    )
    #expect(results.filter { $0.verdict != .passed }.map(\.key) == ["late"])
  }

  @Test func answeringARequestThatWasNeverSentIsAnObservedError() async throws {
    let results = try await Support.run(
      Self.table.replacingOccurrences(
        of: "| restored | es | | start → dictionary |", with: "| restored | es | | dictionary |"))
    let row = try #require(results.first)
    #expect(row.verdict == .failed)
    #expect(
      row.observations.first { $0.column == "Loading?" }?.observed
        == "error: no dictionary request is open for the current generation")
  }

  @Test func actionsAreRead() throws {
    #expect(
      try SelectionAction.parseList("start; select FR → dictionary error; late dictionary").get()
        == [
          .start, .select("fr"), .dictionary(.error, late: false),
          .dictionary(.success, late: true),
        ])
    #expect(
      try SelectionAction.parseList("languages throws; dictionary empty; write fails; close").get()
        == [.languages(.throwing), .dictionary(.empty, late: false), .writeFails, .close])
    #expect(
      try SelectionAction.parseList("switch account; switch project; refresh").get() == [
        .switchAccount, .switchProject, .refresh,
      ])
    #expect(
      SelectionAction.problem("start; select xx")
        == "'xx' in 'select xx' is not a language (en, es, ar, fr, he)")
    #expect(
      SelectionAction.problem("start; jump")?.hasPrefix("unknown action 'jump' (actions: start,")
        == true)
    #expect(SelectionAction.problem("languages empty")?.hasPrefix("unknown action") == true)
    #expect(SelectionAction.problem(" ; ") == "no actions")
  }

  @Test func defaultPoliciesAreRead() throws {
    #expect(try DefaultPolicyCell.parse(nil).get() == .serverDefault)
    #expect(try DefaultPolicyCell.parse("server").get() == .serverDefault)
    #expect(
      try DefaultPolicyCell.parse("Server, persisted").get()
        == DefaultLanguagePolicy(source: .server, persistsDefault: true))
    #expect(
      try DefaultPolicyCell.parse("ar, persisted").get()
        == .configured(ExampleLanguages.record("ar")!, persists: true))
    #expect(
      DefaultPolicyCell.problem("xx")
        == "'xx' is neither 'server' nor a language (en, es, ar, fr, he)")
    #expect(DefaultPolicyCell.problem("fr, saved") == "'saved' is not 'persisted'")
  }

  @Test func anUnknownActionIsALintErrorAtItsCell() throws {
    let contract = try Support.contract(
      Self.table.replacingOccurrences(of: "start; select fr; dictionary", with: "start; pick fr"))
    let diagnostics = LanguageExampleBindings.all.lint(contract)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.rule == "decision-cell")
    #expect(diagnostics.first?.location.line == 12)
    #expect(diagnostics.first?.location.column == 17)
    #expect(diagnostics.first?.message.contains("unknown action 'pick fr'") == true)
  }
}
