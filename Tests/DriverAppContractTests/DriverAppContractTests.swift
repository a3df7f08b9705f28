import Contracts
import DriverAppContract
import Foundation
import LanguageProvider
import Testing
import Verification

/// The shipped contract against the shipped provider, and against providers broken on purpose.
@Suite struct DriverAppContractTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let contractPath = root.appendingPathComponent(
    "contracts/driver-app/language-contract.md"
  ).path

  static func run(
    faults: Set<ProviderFault> = [], markdown: String? = nil, file: String = contractPath
  ) async throws -> ContractVerification {
    let contract: Contract
    if let markdown {
      contract = try Contract.parse(Array(markdown.utf8), file: file)
    } else {
      contract = try ContractLoader().load(file)
    }
    // Generous: the timeout only catches hangs, and a loaded machine can starve a check.
    return await VerificationRunner(timeout: 60).run(
      contract, bindings: DriverAppBindings.make(faults: faults))
  }

  @Test func everyClauseIsBoundAndPasses() async throws {
    let verification = try await Self.run()
    #expect(verification.results.count == 34)
    let notPassed = verification.results.filter { $0.verdict != .passed }.map {
      "\($0.clauseID): \($0.verdict.rawValue) \($0.message ?? "")"
    }
    #expect(notPassed.isEmpty)
    #expect(verification.counts.summaryLine == "34 passed, 0 failed")
  }

  @Test func everyRowObservesEveryCellAfterTheKey() async throws {
    let verification = try await Self.run()
    for result in verification.results where result.kind == .row {
      let unchecked = result.observations.filter { $0.verdict != .verified }.map(\.column)
      #expect(unchecked.isEmpty, "\(result.clauseID) leaves \(unchecked) unchecked")
    }
  }

  @Test func theManualRTLReviewIsReportedAsNotChecked() async throws {
    let verification = try await Self.run()
    let item = try #require(
      verification.results.first { $0.key.hasPrefix("Check text direction") })
    #expect(item.verdict == .passed)
    #expect(item.observations.map(\.verdict) == [.verified, .verified, .notChecked])
    #expect(item.observations.last?.note?.contains("people review rendered screens") == true)
  }

  /// Broken providers: the clause that documents the behaviour fails, with expected and
  /// observed in its message.
  @Test(arguments: [
    (ProviderFault.lateResultApplied, "Stored selection but old text", "Maintainer response"),
    (ProviderFault.persistOnSelectCurrent, "Select current language", "Transition"),
    (ProviderFault.updateAfterClose, "Unmount before response", "Maintainer response"),
    (ProviderFault.thrownFetchKeepsOldDictionary, "Dictionary error/throw", "Transition"),
    (ProviderFault.nativeLayoutDirectionApplied, "RTL language", "Partial/failure boundary"),
    (ProviderFault.prefixOrderSwapped, "Translation function", "Responsibility"),
    (
      ProviderFault.diagnosticsLeakIdentifiers, "Language change does not persist",
      "Safe diagnostic"
    ),
  ])
  func aBrokenProviderFailsTheMatchingClause(
    fault: ProviderFault, key: String, column: String
  ) async throws {
    let verification = try await Self.run(faults: [fault])
    let result = try #require(verification.results.first { $0.key == key })
    #expect(result.verdict == .failed)
    let failed = try #require(result.observations.first { $0.verdict == .failed })
    #expect(failed.column == column)
    #expect(
      result.message?.contains(
        "\(column): expected \(failed.expected), observed \(failed.observed)") == true)
    #expect(!failed.expected.isEmpty && !failed.observed.isEmpty)
  }

  /// A provider that looks operational values up: the item names each value it translated,
  /// not a position, and the values with no dictionary entry still pass their own cell.
  @Test func operationalValuesLookedUpAreNamed() async throws {
    let verification = try await Self.run(faults: [.nonKeyLookedUp])
    let item = try #require(
      verification.results.first { $0.key.hasPrefix("Never translate operational identifiers") })
    #expect(item.verdict == .failed)
    let listed = try #require(
      item.observations.first { $0.column == "values the dictionary holds as keys" })
    #expect(listed.verdict == .failed)
    #expect(listed.observed.hasPrefix("0 verbatim; translated: \"+1 (555) 010-0199\", "))
    #expect(listed.observed.contains(", \"ORD-1048\", "))
    #expect(!listed.observed.contains("replaced by the fallback"))
    let unlisted = try #require(
      item.observations.first { $0.column == "values with no dictionary entry" })
    #expect(unlisted.verdict == .verified)
    #expect(unlisted.observed == "all 5 verbatim")
  }

  @Test func aLimitThatStopsHoldingSaysTheContractMustChange() async throws {
    let verification = try await Self.run(faults: [.nativeLayoutDirectionApplied])
    let row = try #require(verification.results.first { $0.key == "RTL metadata" })
    #expect(row.verdict == .failed)
    #expect(row.message?.contains("update the contract text") == true)
  }

  @Test func deletedRowIsOrphanedAndAddedRowIsUnbound() async throws {
    let text = try String(contentsOfFile: Self.contractPath, encoding: .utf8)
    let edited =
      text
      .replacingOccurrences(
        of:
          "| Select current language | No selection change. | Existing state retained. | Does not prove existing dictionary/currentness. |\n",
        with: ""
      )
      .replacingOccurrences(
        of: "| RTL language |",
        with:
          "| Network offline | Keep the last dictionary. | Cached text renders. | Not refreshed. |\n| RTL language |"
      )
    let verification = try await Self.run(markdown: edited)
    #expect(
      verification.results.filter { $0.verdict == .orphaned }.map(\.key) == [
        "Select current language"
      ])
    #expect(
      verification.results.filter { $0.verdict == .unbound }.map(\.key) == ["Network offline"])
    #expect(verification.counts.passed == 33)
  }

  @Test func renamedHeadingUnbindsItsRowsAndOrphansItsChecks() async throws {
    let text = try String(contentsOfFile: Self.contractPath, encoding: .utf8)
    let edited = text.replacingOccurrences(
      of: "## Limits and failure states", with: "## Known limits")
    let verification = try await Self.run(markdown: edited)
    #expect(verification.counts.unbound == 6)
    #expect(verification.counts.orphaned == 6)
    #expect(
      verification.results.filter { $0.verdict == .unbound }.allSatisfy {
        $0.section == "Known limits"
      })
  }
}
