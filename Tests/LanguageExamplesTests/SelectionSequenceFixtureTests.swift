import LanguageProvider
import Testing

@testable import LanguageExamples

/// The selection-sequence fixture on small tables, and the notation of its input cells.
@Suite struct SelectionSequenceFixtureTests {
  static let table = """
    ## Sequences

    | Sequence | Stored | Default policy | Actions | Loading? | Selection? | Persisted? | API client? | Readiness? | Dictionary? | Late results applied? |
    | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
    | restored | es | | start → dictionary | no | es | — | es | complete | es | 0 |
    | first run | — | fr, persisted | start; dictionary | no | fr | fr | fr | complete | fr | 0 |
    | switch | es | | start; dictionary; select ar | yes | ar (RTL) | ar (RTL) | ar | loading | es | 0 |
    | late | es | | start; select fr; dictionary; late dictionary | no | fr | fr | fr | complete | fr | 0 |
    | refused | es | | start; dictionary; write fails; select fr | yes | fr | error: disk full | fr | loading | es | 0 |
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
        == "Readiness?: expected complete, observed fallbackOnly; Dictionary?: expected fr, observed es; Late results applied?: expected 0, observed 1"
    )
    #expect(results.filter { $0.verdict != .passed }.map(\.key) == ["late"])
  }

  @Test func answeringARequestThatWasNeverMadeFailsTheRowAtOnce() async throws {
    let results = try await Support.run(
      Self.table.replacingOccurrences(
        of: "| restored | es | | start → dictionary |", with: "| restored | es | | dictionary |"))
    let row = try #require(results.first)
    #expect(row.verdict == .failed)
    let loading = try #require(row.observations.first { $0.column == "Loading?" })
    #expect(loading.verdict == .failed)
    #expect(
      loading.observed.hasPrefix(
        "expected a dictionary request, observed the provider settled without one"))
    #expect(row.observations.first { $0.column == "Selection?" }?.verdict == .notChecked)
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
        == "'xx' in 'select xx' is not a language (es, en, ar, fr, he, es-MX, ckb)")
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
        == "'xx' is neither 'server' nor a language (es, en, ar, fr, he, es-MX, ckb)")
    #expect(DefaultPolicyCell.problem("fr, saved") == "'saved' is not 'persisted'")
  }

  @Test func anUnknownActionIsALintErrorAtItsCell() throws {
    let contract = try Support.contract(
      Self.table.replacingOccurrences(of: "start; select fr; dictionary", with: "start; pick fr"))
    let diagnostics = Support.bindings(for: contract).lint(contract)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.rule == "decision-cell")
    #expect(diagnostics.first?.location.line == 12)
    #expect(diagnostics.first?.location.column == 17)
    #expect(diagnostics.first?.message.contains("unknown action 'pick fr'") == true)
  }
}
