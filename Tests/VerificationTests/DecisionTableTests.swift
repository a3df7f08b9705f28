import Contracts
import Testing

@testable import Verification

/// Decision tables end to end on a toy fixture: rows bound with no per-row Swift, every cell
/// compared, problems reported at file:line:col.
@Suite struct DecisionTableTests {
  struct DivisionByZero: Error, CustomStringConvertible {
    var description: String { "division by zero" }
  }

  static let arithmetic = TableFixture(
    "Arithmetic",
    columns: [
      .input("A", .number, required: true), .input("B", .number, required: true),
      .result("Sum", .number), .result("Quotient", .number),
      .result("Sign", .choice(["negative", "zero", "positive"])), .result("Words"),
    ]
  ) { row in
    let a = row.number("A") ?? 0
    let b = row.number("B") ?? 0
    var result = FixtureResult()
    result["Sum"] = .number(a + b)
    result["Sign"] = .text(a + b < 0 ? "negative" : a + b == 0 ? "zero" : "positive")
    result["Words"] = a + b == 0 ? .nothing : .text("sum of \(Int(a)) and \(Int(b))")
    if row.expects("Quotient") {
      if b == 0 { throw DivisionByZero() }
      result["Quotient"] = .number(a / b)
    }
    return result
  }

  static let markdown = """
    # Arithmetic examples

    ## Sums

    Two numbers and what they make.

    | Example | A | B | Sum? | Sign? | Words? |
    | --- | --- | --- | --- | --- | --- |
    | small | 1 | 2 | 3 | positive | sum of 1 and 2 |
    | negative | -4 | 1 | -3 | Negative | /^sum of -4/ |
    | zero | 2 | -2 | 0 | zero | — |
    | approximately | 0.1 | 0.2 | 0.3 ± 0.001 | one of: zero, positive | |

    ## Quotients

    | Example | A | B | Quotient? |
    | --- | --- | --- | --- |
    | half | 1 | 2 | 0.5 |
    | by zero | 1 | 0 | error: division by zero |
    """

  static func run(_ markdown: String, fixtures: [TableFixture] = [arithmetic]) async throws
    -> ContractVerification
  {
    let contract = try Fixtures.parse(markdown, file: "examples.md")
    let bindings = ContractBindings(contract: "arithmetic-examples", tables: fixtures)
    return await VerificationRunner(timeout: VerificationRunnerTests.hangGuard, parallelism: 1).run(
      contract, bindings: bindings)
  }

  @Test func everyRowOfAMatchingTableIsBoundAndPasses() async throws {
    let verification = try await Self.run(Self.markdown)
    #expect(verification.results.count == 6)
    for result in verification.results {
      #expect(result.verdict == .passed, "\(result.clauseID): \(result.message ?? "")")
      #expect(
        result.checkDeclaredAt?.hasPrefix("VerificationTests/DecisionTableTests.swift") == true)
    }
    let small = try #require(verification.results.first)
    #expect(small.observations.map(\.column) == ["A", "B", "Sum?", "Sign?", "Words?"])
    #expect(small.observations[0].verdict == .notChecked)
    #expect(small.observations[0].note == "input")
    #expect(small.observations[0].observed == "1")
    #expect(small.observations[2].verdict == .verified)
    #expect(small.observations[2].claim == "3")
    #expect(small.observations[2].expected == "3")
    #expect(small.observations[2].observed == "3")
  }

  @Test func blankInputIsRecordedAsTheFixturesDefault() async throws {
    let verification = try await Self.run(
      Self.markdown.replacingOccurrences(of: "| small | 1 | 2 |", with: "| small | 1 | |")
        .replacingOccurrences(
          of: "| 3 | positive | sum of 1 and 2 |", with: "| 1 | positive | sum of 1 and 0 |"))
    let small = try #require(verification.results.first)
    #expect(small.verdict == .passed, "\(small.message ?? "")")
    let b = try #require(small.observations.first { $0.column == "B" })
    #expect(b.verdict == .notChecked)
    #expect(b.observed == "blank: the fixture's default")
    #expect(b.note == "input")
  }

  @Test func blankExpectedCellShowsWhatWasObserved() async throws {
    let verification = try await Self.run(Self.markdown)
    let row = try #require(verification.results.first { $0.key == "approximately" })
    let words = try #require(row.observations.first { $0.column == "Words?" })
    #expect(words.verdict == .notChecked)
    #expect(words.observed == "sum of 0 and 0")
  }

  /// The fixture computes a quotient only when a row asks for one: a blank Quotient cell is
  /// neither observed nor a failure.
  @Test func aBlankCellTheFixtureSkipsIsNotCheckedAndDoesNotFail() async throws {
    let verification = try await Self.run(
      """
      # Arithmetic examples

      ## Quotients

      | Example | A | B | Sum? | Quotient? |
      | --- | --- | --- | --- | --- |
      | sum only | 1 | 0 | 1 | |
      | both | 1 | 2 | 3 | 0.5 |
      """)
    let row = try #require(verification.results.first { $0.key == "sum only" })
    #expect(row.verdict == .passed, "\(row.message ?? "")")
    let quotient = try #require(row.observations.first { $0.column == "Quotient?" })
    #expect(quotient.verdict == .notChecked)
    #expect(quotient.observed.isEmpty)
    #expect(quotient.note?.contains("observes it only when asked") == true)
    let both = try #require(verification.results.first { $0.key == "both" })
    #expect(both.verdict == .passed, "\(both.message ?? "")")
  }

  @Test func aWrongExpectationFailsWithExpectedAndObserved() async throws {
    let edited = Self.markdown.replacingOccurrences(
      of: "| small | 1 | 2 | 3 |", with: "| small | 1 | 2 | 4 |")
    let verification = try await Self.run(edited)
    let small = try #require(verification.results.first)
    #expect(small.verdict == .failed)
    #expect(small.message == "Sum?: expected 4, observed 3")
    let sum = try #require(small.observations.first { $0.column == "Sum?" })
    #expect(sum.verdict == .failed)
    #expect(sum.expected == "4")
    #expect(sum.observed == "3")
    #expect(verification.results.dropFirst().allSatisfy { $0.verdict == .passed })
  }

  @Test func aFixtureThatThrowsIsObservedAsAnErrorInEveryResult() async throws {
    let edited = Self.markdown.replacingOccurrences(
      of: "| by zero | 1 | 0 | error: division by zero |", with: "| by zero | 1 | 0 | 1 |")
    let verification = try await Self.run(edited)
    let row = try #require(verification.results.first { $0.key == "by zero" })
    #expect(row.verdict == .failed)
    #expect(row.message == "Quotient?: expected 1, observed error: division by zero")
  }

  @Test func anUnreadableCellIsAnErrorAtItsFileLineAndColumn() async throws {
    let edited = Self.markdown.replacingOccurrences(
      of: "| zero | 2 | -2 | 0 | zero | — |", with: "| zero | 2 | -2 | 0 | nil | — |")
    let contract = try Fixtures.parse(edited, file: "examples.md")
    let bindings = ContractBindings(contract: "arithmetic-examples", tables: [Self.arithmetic])
    let diagnostics = bindings.lint(contract)
    #expect(
      diagnostics.map(\.description) == [
        "examples.md:11:23: error: column 'Sign?': 'nil' is not one of negative, zero, positive [decision-cell]"
      ])
    let verification = await VerificationRunner(timeout: VerificationRunnerTests.hangGuard).run(
      contract, bindings: bindings)
    let row = try #require(verification.results.first { $0.key == "zero" })
    #expect(row.verdict == .error)
    // A cell error, at the cell: never "check threw".
    #expect(
      row.message
        == "cell error at examples.md:11:23: column 'Sign?': 'nil' is not one of negative, zero, positive [decision-cell]"
    )
  }

  @Test func anUnreadableInputIsAnError() async throws {
    let edited = Self.markdown.replacingOccurrences(
      of: "| half | 1 | 2 | 0.5 |", with: "| half | one | 2 | 0.5 |")
    let verification = try await Self.run(edited)
    let row = try #require(verification.results.first { $0.key == "half" })
    #expect(row.verdict == .error)
    #expect(
      row.message
        == "cell error at examples.md:18:10: column 'A': 'one' is not a number [decision-cell]")
  }

  @Test func aResultHeaderWithoutTheQuestionMarkIsAColumnProblem() throws {
    let edited = Self.markdown.replacingOccurrences(
      of: "| Example | A | B | Quotient? |", with: "| Example | A | B | Quotient |")
    let contract = try Fixtures.parse(edited, file: "examples.md")
    let bindings = ContractBindings(contract: "arithmetic-examples", tables: [Self.arithmetic])
    let diagnostics = bindings.lint(contract)
    #expect(
      diagnostics.map(\.description) == [
        "examples.md:16:21: error: column 'Quotient' is an expected result of fixture 'Arithmetic': end its header with '?' [decision-column]"
      ])
  }

  @Test func aTableWithUnknownColumnsIsNotBoundBySignature() async throws {
    let edited = Self.markdown.replacingOccurrences(
      of: "| Example | A | B | Quotient? |", with: "| Example | A | B | Ratio? |")
    let verification = try await Self.run(edited)
    #expect(
      verification.results.filter { $0.verdict == .unbound }.map(\.key) == ["half", "by zero"])
  }

  @Test func aSectionFixtureReportsColumnsItDoesNotKnow() async throws {
    var fixture = Self.arithmetic
    fixture.match = .section("Quotients")
    let edited = Self.markdown.replacingOccurrences(
      of: "| Example | A | B | Quotient? |", with: "| Example | A | B | Ratio? |")
    let verification = try await Self.run(edited, fixtures: [fixture])
    let half = try #require(verification.results.first { $0.key == "half" })
    #expect(half.verdict == .error)
    #expect(
      half.message?.contains("column 'Ratio?' is not a column of fixture 'Arithmetic'") == true)
    #expect(verification.results.first { $0.key == "small" }?.verdict == .unbound)
  }

  @Test func aFixtureThatBindsNoTableIsOrphaned() async throws {
    var fixture = Self.arithmetic
    fixture.match = .section("Products")
    let verification = try await Self.run(Self.markdown, fixtures: [fixture])
    let orphaned = verification.results.filter { $0.verdict == .orphaned }
    #expect(orphaned.map(\.key) == ["decision table for fixture 'Arithmetic'"])
  }

  @Test func theDryRunListsDecisionRowsAsBound() throws {
    let contract = try Fixtures.parse(Self.markdown, file: "examples.md")
    let bindings = ContractBindings(contract: "arithmetic-examples", tables: [Self.arithmetic])
    let plan = BindingPlan(contract: contract, bindings: bindings)
    #expect(plan.unbound.isEmpty)
    #expect(plan.orphaned.isEmpty)
    #expect(plan.entries.count == 6)
  }
}
