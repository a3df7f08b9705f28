import Testing

@testable import LanguageExamples

/// The translation-resolution fixture on small tables.
@Suite struct TranslationResolutionFixtureTests {
  static let table = """
    ## Resolution

    | Example | Language | Dictionary | Key | Fallback | Shown text? | Tier? | Readiness? | Error shown? |
    | --- | --- | --- | --- | --- | --- | --- | --- | --- |
    | prefixed | es | DRIVER_APP_ORDERS = Pedidos | ORDERS | Orders | Pedidos | prefixed | complete | no |
    | original | fr | LOGIN = Connexion | LOGIN | — | Connexion | original | complete | no |
    | fallback | es | DRIVER_APP_ORDERS = Pedidos | PROFILE | Profile | Profile | fallback | complete | no |
    | key text | es | — | `PROFILE` | | PROFILE | keyText | fallbackOnly | no |
    | not a key | es | `+1 555 0100 999` = x | +1 555 0100 999 | Call | `+1 555 0100 999` | notAKey | complete | no |
    | error | es | error | ORDERS | Orders | Orders | fallback | fallbackOnly | yes |
    """

  @Test func everyTierResolvesAsTheRowSays() async throws {
    let results = try await Support.run(Self.table)
    #expect(results.count == 6)
    for result in results {
      #expect(result.verdict == .passed, "\(result.key): \(result.message ?? "")")
    }
  }

  @Test func aBrokenProviderFailsTheRowsItBreaks() async throws {
    let results = try await Support.run(Self.table, faults: [.prefixOrderSwapped])
    #expect(results.filter { $0.verdict != .passed }.map(\.key) == [])
    let swapped = try await Support.run(
      Self.table.replacingOccurrences(
        of: "DRIVER_APP_ORDERS = Pedidos | ORDERS | Orders | Pedidos",
        with: "DRIVER_APP_ORDERS = Pedidos; ORDERS = Genérico | ORDERS | Orders | Pedidos"),
      faults: [.prefixOrderSwapped])
    let row = try #require(swapped.first)
    #expect(row.verdict == .failed)
    #expect(
      row.message
        == "Shown text?: expected Pedidos, observed Genérico; Tier?: expected prefixed, observed original"
    )
  }

  @Test func dictionaryCellsAreRead() throws {
    #expect(
      try DictionaryCell.parse("A = x; `B;C` = `y = z`; D = —").get()
        == .entries(["A": "x", "B;C": "y = z", "D": ""]))
    #expect(try DictionaryCell.parse("—").get() == .entries([:]))
    #expect(try DictionaryCell.parse("Error").get() == .errorEnvelope)
    #expect(try DictionaryCell.parse("throws").get() == .thrown)
    #expect(try DictionaryCell.parse("`error` = literal").get() == .entries(["error": "literal"]))
    #expect(
      DictionaryCell.problem("ORDERS") == "'ORDERS' is not KEY = text (or write —, error or throws)"
    )
    #expect(DictionaryCell.problem("= x") == "an entry has no key before '='")
    #expect(DictionaryCell.problem("A = 1; A = 2") == "key 'A' is given twice")
  }

  @Test func anUnreadableDictionaryCellIsALintErrorAtItsCell() throws {
    let contract = try Support.contract(
      Self.table.replacingOccurrences(
        of: "| fr | LOGIN = Connexion |", with: "| fr | LOGIN Connexion |"))
    let diagnostics = Support.bindings(for: contract).lint(contract)
    #expect(
      diagnostics.map(\.description) == [
        "examples.md:10:19: error: column 'Dictionary': cannot be read as dictionary entries: 'LOGIN Connexion' is not KEY = text (or write —, error or throws) [decision-cell]"
      ])
  }
}
