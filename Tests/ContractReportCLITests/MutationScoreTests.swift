import Contracts
import Foundation
import LanguageProvider
import Testing

@testable import ContractReportCLI

/// Keeps the contract's strength from regressing: every provider defect must be caught by at
/// least one clause, and the score must stay at or above the target.
@Suite struct MutationScoreTests {
  @Test func scoreMeetsTheTarget() async throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let contract = try ContractLoader().load(
      root.appendingPathComponent("contracts/driver-app/language-contract.md").path)
    let report = await MutationCommand.measure(contract, timeout: 5)
    #expect(report.defects.count == ProviderFault.allCases.count)
    #expect(report.defects.count >= 25)
    #expect(report.meetsTarget, "\(report.summary)")
    let survivors = report.defects.filter { !$0.caught }.map(\.name)
    #expect(survivors.isEmpty, "survived: \(survivors)")
  }
}
