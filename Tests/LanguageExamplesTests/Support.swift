import Contracts
import Foundation
import LanguageProvider
import Verification

@testable import LanguageExamples

/// Small contracts of example tables, run against the shipped provider (or a broken one).
enum Support {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static let examplesPath = root.appendingPathComponent(
    "contracts/driver-app/language-examples.md"
  ).path

  static func examples() throws -> Contract {
    try ContractLoader().load(examplesPath)
  }

  /// A contract holding `body` under a title (any title: the fixtures bind in every
  /// contract).
  static func contract(_ body: String, file: String = "examples.md") throws -> Contract {
    let markdown = "---\ntitle: \"Some language examples\"\n---\n\n" + body
    return try Contract.parse(Array(markdown.utf8), file: file)
  }

  static func run(
    _ contract: Contract, faults: Set<ProviderFault> = [], timeout: Double = 60
  ) async -> ContractVerification {
    await VerificationRunner(timeout: timeout).run(
      contract, bindings: bindings(for: contract, faults: faults))
  }

  /// What the CLI gives any contract: the language fixtures, shared.
  static func bindings(for contract: Contract, faults: Set<ProviderFault> = []) -> ContractBindings
  {
    BindingCatalog(fixtures: LanguageFixtures.make(faults: faults)).bindings(for: contract)
  }

  /// Runs a small contract and returns its rows' results (a fixture that binds no table in it
  /// is simply not used: nothing is orphaned).
  static func run(_ body: String, faults: Set<ProviderFault> = []) async throws -> [ClauseResult] {
    await run(try contract(body), faults: faults).results
  }
}
