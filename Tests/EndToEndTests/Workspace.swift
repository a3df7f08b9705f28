import Foundation
import TestSupport
import Testing

/// A temporary directory holding a copy of the repository's `contracts/`, which a test may
/// edit; commands run with it as the working directory, so paths in outputs are relative and
/// identical between runs. Removed when the test ends.
final class Workspace {
  let root: URL

  /// `keepingExamples` keeps the decision-table examples contract, which the copy otherwise
  /// leaves out.
  init(keepingExamples: Bool = false) throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "contract-report-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try RepositoryContracts.copy(into: root)
    // These tests are written against the Driver App contract's 34 clauses; the decision-table
    // examples contract has its own suites (LanguageExamplesTests).
    if !keepingExamples {
      try FileManager.default.removeItem(
        at: root.appendingPathComponent("contracts/driver-app/language-examples.md"))
    }
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }

  static let contract = "contracts/driver-app/language-contract.md"
  static let baseline = "contracts/driver-app/language-contract.reviewed.md"
  static let settings = "contracts/contract-report.json"

  func url(_ path: String) -> URL { root.appendingPathComponent(path) }

  func read(_ path: String) throws -> String {
    try String(contentsOf: url(path), encoding: .utf8)
  }

  func data(_ path: String) throws -> Data {
    try Data(contentsOf: url(path))
  }

  func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: url(path).path)
  }

  func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(
      at: url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url(path))
  }

  /// Replaces one exact line-fragment of the contract copy, failing the test when absent.
  func editContract(replacing old: String, with new: String) throws {
    let text = try read(Self.contract)
    #expect(text.contains(old), "contract no longer contains \(old)")
    try write(text.replacingOccurrences(of: old, with: new), to: Self.contract)
  }

  /// Makes the contract's published text its reviewed baseline, with the built CLI
  /// (`review --accept`), for tests about something other than the review gate: the shipped
  /// contract differs from its baseline in 5 clauses, which fails every run by default.
  func acceptReview() async throws {
    let run = try await run(["review", "--accept", Self.contract])
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
  }

  /// Adds `"policy": POLICY` to the settings file copy.
  func setPolicy(_ policy: String) throws {
    let settings = try read(Self.settings)
    let open = try #require(settings.firstIndex(of: "{"))
    try write(
      String(settings[...open]) + "\n  \"policy\": \(policy),"
        + String(settings[settings.index(after: open)...]), to: Self.settings)
  }

  func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> CLI.Run {
    try await CLI.run(arguments, in: root, environment: environment)
  }
}
