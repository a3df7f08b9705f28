import Contracts
import LanguageProvider
import Testing
import Verification

@testable import LanguageExamples

/// The shipped `contracts/driver-app/language-examples.md`: it lints clean, every row passes on
/// the shipped provider, an edited row fails with expected and observed, and its rows catch a
/// pinned set of provider defects.
@Suite struct ShippedExamplesTests {
  @Test func lintsClean() throws {
    let contract = try Support.examples()
    let structural = ContractLinter.lint(contract) { path in
      path.hasSuffix("language-contract.md")
    }
    #expect(structural.isEmpty, "\(structural)")
    let tables = Support.bindings(for: contract).lint(contract)
    #expect(tables.isEmpty, "\(tables)")
  }

  @Test func everyRowIsBoundAndPasses() async throws {
    let contract = try Support.examples()
    let verification = await Support.run(contract)
    #expect(verification.results.count == 82)
    #expect(verification.results.count >= 40)
    let problems = verification.results.filter { $0.verdict != .passed }
    #expect(problems.isEmpty, "\(problems.map { "\($0.clauseID): \($0.message ?? "")" })")
    let sections = Set(verification.results.map(\.section))
    #expect(
      sections == [
        "Translation resolution", "Values that are not keys", "Readiness and errors", "Startup",
        "Dictionary results", "Dictionary versions", "Selecting a language", "Persistence",
        "Late results", "Storage isolation",
      ])
  }

  @Test func theRowsCoverEveryTier() throws {
    let contract = try Support.examples()
    let tiers = Set(contract.clauses.compactMap { $0.cell("Tier?")?.text })
    #expect(tiers == Set(ResolutionTier.allCases.map(\.rawValue)))
  }

  @Test func aRowEditedToAWrongExpectationFails() async throws {
    let text = try String(contentsOfFile: Support.examplesPath, encoding: .utf8)
    let edited = text.replacingOccurrences(
      of: "| Select the current language | es | start; dictionary; select es | no |",
      with: "| Select the current language | es | start; dictionary; select es | yes |")
    #expect(edited != text)
    let contract = try Contract.parse(Array(edited.utf8), file: "language-examples.md")
    let verification = await Support.run(contract)
    let failed = verification.results.filter { $0.verdict != .passed }
    #expect(failed.map(\.key) == ["Select the current language"])
    #expect(failed.first?.verdict == .failed)
    #expect(failed.first?.message == "Selection changed?: expected yes, observed no")
    let outcome = try #require(
      failed.first?.observations.first { $0.column == "Selection changed?" })
    #expect(outcome.verdict == .failed)
    #expect(outcome.claim == "yes")
    #expect(outcome.expected == "yes")
    #expect(outcome.observed == "no")
  }

  /// The defects the examples alone catch, by fault. The four they miss are caught by the
  /// Driver App contract's own checks: a swallowed dictionary error (an empty dictionary is
  /// what the contract allows instead of an error), the native layout direction (no example
  /// reads it) and two diagnostics leaks (no example reads what the provider emits).
  @Test func theRowsCatchAPinnedSetOfDefects() async throws {
    let contract = try Support.examples()
    var caught: [ProviderFault: Int] = [:]
    for fault in ProviderFault.allCases {
      // No row needs the timeout to catch its defect: 60 s is only a hang guard, so a busy
      // machine cannot turn a slow passing row into a "caught" error and move the counts.
      let verification = await Support.run(contract, faults: [fault], timeout: 60)
      caught[fault] =
        verification.results.filter { $0.verdict == .failed || $0.verdict == .error }.count
    }
    let survivors = Set(ProviderFault.allCases.filter { caught[$0] == 0 })
    #expect(
      survivors == [
        .dictionaryErrorSwallowed, .nativeLayoutDirectionApplied, .diagnosticsLeakIdentifiers,
        .diagnosticsLeakDictionaryValues,
      ])
    #expect(ProviderFault.allCases.count - survivors.count == 24)
    // Exact: every wait is on "settled", so no count depends on the machine's load.
    #expect(caught[.lateResultApplied] == 5)
    #expect(caught[.updateAfterClose] == 1)
    #expect(caught[.accountsShareRecord] == 4)
    #expect(caught[.thrownFetchKeepsOldDictionary] == 1)
    #expect(caught[.generationNotAdvancedOnSelect] == 4)
  }
}
