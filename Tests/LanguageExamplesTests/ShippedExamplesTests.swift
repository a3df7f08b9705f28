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
    let tables = LanguageExampleBindings.all.lint(contract)
    #expect(tables.isEmpty, "\(tables)")
  }

  @Test func everyRowIsBoundAndPasses() async throws {
    let contract = try Support.examples()
    #expect(contract.slug == LanguageExampleBindings.contractSlug)
    let verification = await Support.run(contract)
    #expect(verification.results.count == 76)
    #expect(verification.results.count >= 40)
    let problems = verification.results.filter { $0.verdict != .passed }
    #expect(problems.isEmpty, "\(problems.map { "\($0.clauseID): \($0.message ?? "")" })")
    let sections = Set(verification.results.map(\.section))
    #expect(
      sections == [
        "Translation resolution", "Values that are not keys", "Readiness and errors", "Startup",
        "Dictionary results", "Dictionary versions", "Selecting a language", "Persistence",
        "Generations and late results", "Storage isolation",
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
      of: "| Select the current language | es | start; dictionary; select es | unchanged |",
      with: "| Select the current language | es | start; dictionary; select es | changed |")
    #expect(edited != text)
    let contract = try Contract.parse(Array(edited.utf8), file: "language-examples.md")
    let verification = await Support.run(contract)
    let failed = verification.results.filter { $0.verdict != .passed }
    #expect(failed.map(\.key) == ["Select the current language"])
    #expect(failed.first?.verdict == .failed)
    #expect(failed.first?.message == "Outcome?: expected changed, observed unchanged")
    let outcome = try #require(failed.first?.observations.first { $0.column == "Outcome?" })
    #expect(outcome.verdict == .failed)
    #expect(outcome.claim == "changed")
    #expect(outcome.expected == "changed")
    #expect(outcome.observed == "unchanged")
  }

  /// The defects the examples alone catch, by fault. The three they miss are caught by the
  /// Driver App contract's own checks: a non-atomic file write (the scripted store writes at
  /// once) and two diagnostics leaks (no example reads the diagnostics text).
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
        .nonAtomicStoreWrite, .diagnosticsLeakIdentifiers, .diagnosticsLeakDictionaryValues,
      ])
    #expect(ProviderFault.allCases.count - survivors.count == 32)
    // Lower bounds: a fault that makes a check hang is caught by its timeout, and on a loaded
    // machine a slow neighbouring row can time out too, so exact counts would be flaky.
    #expect(caught[.dictionaryVersionNotUpdated, default: 0] >= 1)
    #expect(caught[.lateResultApplied, default: 0] >= 4)
    #expect(caught[.foreignNamespaceResultApplied, default: 0] >= 2)
    #expect(caught[.updateAfterClose, default: 0] >= 1)
    #expect(caught[.accountsShareRecord, default: 0] >= 3)
    #expect(caught[.thrownFetchKeepsOldDictionary, default: 0] >= 3)
  }
}
