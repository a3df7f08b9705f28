import Foundation
import TestSupport

/// Runs the built `contract-report` executable as CI would: a separate process, real files,
/// an environment the test controls (nothing inherited that changes behaviour, so the tests
/// behave the same inside GitHub Actions). Locating the binary and awaiting it without holding
/// a thread of the cooperative pool is `ContractReportExecutable`'s job (TestSupport).
enum CLI {
  typealias Run = Subprocess.Result

  /// The package's root directory.
  static let packageRoot = ContractReportExecutable.packageRoot

  /// Runs `contract-report ARGUMENTS` in `directory`; output goes through files, so a large
  /// output cannot block the child.
  static func run(
    _ arguments: [String], in directory: URL, environment: [String: String] = [:]
  ) async throws -> Run {
    try await ContractReportExecutable.run(arguments, in: directory, environment: environment)
  }
}

extension Subprocess.Result {
  /// Standard output, line by line.
  var lines: [String] {
    var parts = stdout.components(separatedBy: "\n")
    if parts.last == "" { parts.removeLast() }
    return parts
  }

  /// The last line of standard output: `N passed, N failed…`.
  var finalLine: String { lines.last ?? "" }
}
