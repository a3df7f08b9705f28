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

  /// A contract with the examples' slug holding `body` under a title.
  static func contract(_ body: String, file: String = "examples.md") throws -> Contract {
    let markdown = "---\ntitle: \"Driver App language examples\"\n---\n\n" + body
    return try Contract.parse(Array(markdown.utf8), file: file)
  }

  static func run(
    _ contract: Contract, faults: Set<ProviderFault> = [], timeout: Double = 60
  ) async -> ContractVerification {
    await VerificationRunner(timeout: timeout).run(
      contract, bindings: LanguageExampleBindings.make(faults: faults))
  }

  /// Runs a small contract and returns its rows' results (the fixtures that bind no table in
  /// it are reported orphaned and left out).
  static func run(_ body: String, faults: Set<ProviderFault> = []) async throws -> [ClauseResult] {
    await run(try contract(body), faults: faults).results.filter { $0.verdict != .orphaned }
  }
}
