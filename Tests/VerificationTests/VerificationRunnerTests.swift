import Contracts
import Support
import Synchronization
import Testing

@testable import Verification

/// The runner against a small contract about a toy counter.
@Suite struct VerificationRunnerTests {
  /// The check timeout of tests that do not test it: a hang guard only, so a busy machine
  /// (other suites holding the cooperative threads) cannot turn a passing check into an error.
  static let hangGuard: Double = 600

  static let markdown = """
    # Counter contract

    ## States

    | State | Action | Result |
    | ----- | ------ | ------ |
    | Zero | Increment | One |
    | One | Decrement | Zero |
    | Max | Increment | Max |
    | Unchecked | Nothing | Nothing |

    ## Rules

    - Never negative.
    - Starts at zero.
    """

  struct Counter {
    var value = 0
    let limit: Int
    mutating func increment() { value = min(limit, value + 1) }
    mutating func decrement() { value = max(0, value - 1) }
  }

  struct Broken: Error, CustomStringConvertible {
    var description: String { "component exploded" }
  }

  static func bindings(limit: Int = 3, extra: [Section] = []) -> ContractBindings {
    ContractBindings("counter-contract") {
      Section("States") {
        Row("Zero") { evidence in
          var counter = Counter(limit: limit)
          counter.increment()
          evidence.cell("Action", expected: "increment", observed: "increment", holds: true)
          evidence.cell("Result", expected: 1, observed: counter.value)
        }
        Row("One") { evidence in
          var counter = Counter(value: 1, limit: limit)
          counter.decrement()
          evidence.cell("Result", expected: 0, observed: counter.value)
        }
        Row("Max") { evidence in
          var counter = Counter(value: limit, limit: limit)
          counter.increment()
          evidence.limit(
            "Result", expected: "stays at \(3)", observed: "\(counter.value)",
            holds: counter.value == 3)
        }
      }
      Section("Rules") {
        Item("Never negative.") { evidence in
          var counter = Counter(limit: limit)
          counter.decrement()
          evidence.cell("value after decrement at zero", expected: 0, observed: counter.value)
        }
        Item("Starts at zero.") { _ in throw Broken() }
      }
      extra
    }
  }

  func run(
    _ markdown: String = Self.markdown, bindings: ContractBindings = Self.bindings(),
    runner: VerificationRunner = VerificationRunner(timeout: Self.hangGuard)
  ) async throws -> ContractVerification {
    await runner.run(try Fixtures.parse(markdown), bindings: bindings)
  }

  func verdicts(_ verification: ContractVerification) -> [String] {
    verification.results.map { "\($0.key): \($0.verdict.rawValue)" }
  }

  @Test func verdictsInDocumentOrder() async throws {
    let verification = try await run()
    #expect(
      verdicts(verification) == [
        "Zero: passed", "One: passed", "Max: passed", "Unchecked: unbound",
        "Never negative.: passed", "Starts at zero.: error",
      ])
    #expect(verification.counts.summaryLine == "4 passed, 0 failed, 1 errored, 1 unbound")
    let thrown = verification.results[5]
    #expect(thrown.message == "check threw: component exploded")
  }

  /// How many times a check ran, counted from inside it.
  final class RunCount: Sendable {
    let count = Mutex(0)
  }

  /// Preparing matches checks to clauses and explains the unbound ones without running any
  /// check; running the prepared contract gives what a single `run` gives.
  @Test func preparingRunsNoCheckAndRunningItGivesTheSameVerdicts() async throws {
    let ran = RunCount()
    let bindings = ContractBindings("counter-contract") {
      Section("States") {
        Row("Zero") { evidence in
          ran.count.withLock { $0 += 1 }
          evidence.cell("Result", expected: 1, observed: 1)
        }
      }
    }
    let contract = try Fixtures.parse(Self.markdown)
    let runner = VerificationRunner(timeout: Self.hangGuard)
    let prepared = runner.prepare(contract, bindings: bindings)
    #expect(ran.count.withLock { $0 } == 0)
    #expect(prepared.pending.map(\.clause.key) == ["Zero"])
    #expect(prepared.results.compactMap { $0?.verdict } == Array(repeating: .unbound, count: 5))
    let verification = await runner.run(prepared)
    #expect(ran.count.withLock { $0 } == 1)
    #expect(
      verdicts(verification) == verdicts(await runner.run(contract, bindings: bindings)))
    #expect(verification.counts.summaryLine == "1 passed, 0 failed, 5 unbound")
    // A check is pending: nothing is complete without running it.
    #expect(runner.completed(prepared) == nil)
  }

  /// A contract with no check bound is complete once prepared: the verification it gives
  /// without running anything is the one `run` gives, orphaned checks included.
  @Test func aContractWithNoBoundCheckIsCompleteOncePrepared() async throws {
    let contract = try Fixtures.parse(Self.markdown)
    let runner = VerificationRunner(timeout: Self.hangGuard)
    let orphan = ContractBindings("counter-contract") {
      Section("States") { Row("No such row") { _ in } }
    }
    for bindings in [nil, orphan] {
      let prepared = runner.prepare(contract, bindings: bindings)
      #expect(prepared.pending.isEmpty)
      let completed = try #require(runner.completed(prepared))
      let ran = await runner.run(prepared)
      #expect(verdicts(completed) == verdicts(ran))
      #expect(completed.results.map(\.clauseID) == ran.results.map(\.clauseID))
      #expect(completed.counts == ran.counts)
    }
    #expect(
      runner.completed(runner.prepare(contract, bindings: orphan))?.counts.orphaned == 1)
  }

  @Test func cellObservationsCoverEveryCellAfterTheKey() async throws {
    let verification = try await run()
    let one = verification.results[1]
    #expect(one.observations.map(\.column) == ["Result", "Action"])
    #expect(one.observations.map(\.verdict) == [.verified, .notChecked])
    #expect(one.observations[0].claim == "Zero")
    #expect(one.observations[0].expected == "0")
  }

  @Test func aBrokenComponentFailsWithExpectedAndObserved() async throws {
    let verification = try await run(bindings: Self.bindings(limit: 5))
    let max = try #require(verification.results.first { $0.key == "Max" })
    #expect(max.verdict == .failed)
    #expect(
      max.message
        == "Result: expected stays at 3, observed 5 (the documented limit no longer holds: update the contract text, then this check)"
    )
    #expect(max.observations.first?.verdict == .failed)
  }

  @Test func deletedRowOrphansItsCheckAndAddedRowIsUnbound() async throws {
    let edited = Self.markdown.replacingOccurrences(of: "| One | Decrement | Zero |\n", with: "")
      .replacingOccurrences(of: "- Starts at zero.", with: "- Starts at zero.\n- Counts up.")
    let verification = try await run(edited)
    #expect(verification.results.last?.verdict == .orphaned)
    #expect(verification.results.last?.key == "One")
    #expect(verification.results.last?.checkDeclaredAt?.hasPrefix("VerificationTests/") == true)
    #expect(verification.results.contains { $0.key == "Counts up." && $0.verdict == .unbound })
  }

  @Test func renamedHeadingUnbindsRowsAndOrphansChecks() async throws {
    let edited = Self.markdown.replacingOccurrences(of: "## States", with: "## Transitions")
    let verification = try await run(edited)
    #expect(verification.counts.unbound == 4)
    #expect(verification.counts.orphaned == 3)
  }

  @Test func renamedColumnIsAnErrorNamingTheColumns() async throws {
    let edited = Self.markdown.replacingOccurrences(of: "| Result |", with: "| Outcome |")
    let verification = try await run(edited)
    let zero = verification.results[0]
    #expect(zero.verdict == .error)
    #expect(zero.message?.contains("'Result', which the row does not have") == true)
  }

  @Test func checkWithoutObservationsErrors() async throws {
    let bindings = ContractBindings("counter-contract") {
      Section("Rules") {
        Item("Never negative.") { _ in }
      }
    }
    let verification = try await run(bindings: bindings)
    let result = try #require(verification.results.first { $0.key == "Never negative." })
    #expect(result.verdict == .error)
    #expect(result.message == "check recorded no observation: nothing was verified")
  }

  @Test func aHangingCheckTimesOut() async throws {
    let bindings = ContractBindings("counter-contract") {
      Section("Rules") {
        Item("Never negative.") { _ in
          await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
        }
      }
    }
    let verification = try await run(bindings: bindings, runner: VerificationRunner(timeout: 0.2))
    let result = try #require(verification.results.first { $0.key == "Never negative." })
    #expect(result.verdict == .error)
    #expect(result.message == "check did not finish within 0.2 s")
  }

  @Test func filtersSkipButNeverDrop() async throws {
    let filter = ClauseFilter(sections: [Glob("rules")])
    let verification = try await run(
      runner: VerificationRunner(filter: filter, timeout: Self.hangGuard))
    #expect(verification.results.count == 6)
    #expect(verification.counts.skipped == 4)
    let byID = ClauseFilter(clauses: [Glob("counter-contract/states/z*")])
    let only = try await run(runner: VerificationRunner(filter: byID, timeout: Self.hangGuard))
    #expect(only.results.filter { $0.verdict != .skipped }.map(\.key) == ["Zero"])
  }

  @Test func failFastSkipsWhatFollowsAFailure() async throws {
    let verification = try await run(
      bindings: Self.bindings(limit: 5),
      runner: VerificationRunner(timeout: Self.hangGuard, failFast: true))
    #expect(
      verdicts(verification) == [
        "Zero: passed", "One: passed", "Max: failed", "Unchecked: unbound",
        "Never negative.: skipped", "Starts at zero.: skipped",
      ])
  }

  @Test func parallelRunsKeepDocumentOrder() async throws {
    let keys = (1...24).map { "Row \($0)" }
    let table = keys.map { "| \($0) | x |" }.joined(separator: "\n")
    let markdown = "# C\n\n## S\n\n| Key | Value |\n|---|---|\n\(table)\n"
    let bindings = ContractBindings(
      contract: "c",
      bindings: keys.enumerated().map { index, key in
        Binding(section: "S", key: key, declaredAt: "test") { evidence in
          try await Task.sleep(nanoseconds: UInt64((24 - index) * 2_000_000))
          evidence.cell("Value", expected: "x", observed: "x", holds: true)
        }
      })
    let verification = try await run(
      markdown, bindings: bindings,
      runner: VerificationRunner(timeout: Self.hangGuard, parallelism: 8))
    #expect(verification.results.map(\.key) == keys)
    #expect(verification.counts.passed == 24)
  }

  @Test func dryRunPlanListsBoundAndUnbound() throws {
    let plan = BindingPlan(contract: try Fixtures.parse(Self.markdown), bindings: Self.bindings())
    #expect(plan.unbound.map(\.key) == ["Unchecked"])
    #expect(plan.entries.count == 6)
    #expect(plan.orphaned.isEmpty)
  }
}
