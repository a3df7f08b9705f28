import Foundation
import TestSupport

/// The built `contract-report` executable, run as CI would (`ContractReportExecutable` in
/// TestSupport: located beside the test bundle, only the environment the test gives it,
/// awaited without holding a thread of the cooperative pool). Run `swift build` before
/// `swift test` (`swift test` does not relink the executable).
enum BuiltExecutable {
  typealias Run = Subprocess.Result

  /// The package's root directory.
  static let packageRoot = ContractReportExecutable.packageRoot

  static func url() throws -> URL { try ContractReportExecutable.url() }

  /// Only what a process needs to run (and sanitizer options, for scripts/sanitizers.sh).
  static func environment(_ extra: [String: String]) -> [String: String] {
    ContractReportExecutable.environment(extra)
  }

  /// Starts `contract-report ARGUMENTS` in `directory`.
  static func start(
    _ arguments: [String], in directory: String, environment extra: [String: String] = [:]
  ) throws -> Subprocess {
    try ContractReportExecutable.start(
      arguments, in: URL(fileURLWithPath: directory), environment: extra)
  }

  /// Runs to completion and returns status and output.
  static func run(
    _ arguments: [String], in directory: String, environment extra: [String: String] = [:]
  ) async throws -> Run {
    try await ContractReportExecutable.run(
      arguments, in: URL(fileURLWithPath: directory), environment: extra)
  }
}
