import Foundation

/// The built `contract-report` executable, run as CI would: a separate process with only the
/// environment the test gives it.
///
/// The binary is located, not built: a test cannot run `swift build` on the package it is run
/// from without contending for `.build`. It is looked for next to the running test bundle
/// (`.build/<triple>/<config>/contract-report`, which follows `-c release`, `--build-path` and
/// `--scratch-path`), then at `.build/debug/contract-report`; `CONTRACT_REPORT_BINARY` overrides
/// both. `swift test` links the CLI's modules into the test bundle but does not relink the
/// executable, so run `swift build` before `swift test` (scripts/test.sh does); a missing binary
/// fails the test saying so. A freshness check by file times was tried and dropped: SwiftPM
/// skips relinking when sources are touched but unchanged, which made it report stale binaries
/// that were current.
public enum ContractReportExecutable {
  /// Why the executable cannot be run: the test fails with this text.
  public struct Unavailable: Error, CustomStringConvertible {
    public var description: String
  }

  /// The package's root directory (this file is `Tests/TestSupport/…`).
  public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  public static func url() throws -> URL {
    if let override = ProcessInfo.processInfo.environment["CONTRACT_REPORT_BINARY"] {
      return URL(fileURLWithPath: override)
    }
    var candidates: [URL] = []
    if let bundle = Bundle.main.executableURL {
      var folder = bundle.deletingLastPathComponent()
      // macOS: …/contract-reportPackageTests.xctest/Contents/MacOS/…
      while folder.pathComponents.count > 1,
        folder.pathComponents.contains(where: { $0.hasSuffix(".xctest") })
      {
        folder = folder.deletingLastPathComponent()
      }
      candidates.append(folder.appendingPathComponent("contract-report"))
    }
    candidates.append(packageRoot.appendingPathComponent(".build/debug/contract-report"))
    guard
      let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
    else {
      throw Unavailable(
        description:
          "contract-report binary not found (looked at \(candidates.map(\.path))); run 'swift build' before 'swift test', or set CONTRACT_REPORT_BINARY"
      )
    }
    return found
  }

  /// Variables the child gets besides `extra`: enough to run, nothing that switches behaviour
  /// (GITHUB_ACTIONS, NO_COLOR, the fault hook…). Sanitizer options pass through so that
  /// scripts/sanitizers.sh configures the executable as it does the tests; the Swift
  /// backtracer is off unless the test's environment sets it.
  public static func environment(_ extra: [String: String] = [:]) -> [String: String] {
    let inherited = ProcessInfo.processInfo.environment
    var base: [String: String] = ["SWIFT_BACKTRACE": "enable=no"]
    for key in [
      "PATH", "HOME", "TMPDIR", "LANG", "LD_LIBRARY_PATH", "ASAN_OPTIONS", "LSAN_OPTIONS",
      "TSAN_OPTIONS", "SWIFT_BACKTRACE",
    ] {
      if let value = inherited[key] { base[key] = value }
    }
    return base.merging(extra) { _, new in new }
  }

  /// Starts `contract-report ARGUMENTS` in `directory`.
  public static func start(
    _ arguments: [String], in directory: URL, environment extra: [String: String] = [:]
  ) throws -> Subprocess {
    try Subprocess(url(), arguments, in: directory, environment: environment(extra))
  }

  /// Runs `contract-report ARGUMENTS` in `directory` to completion (taking its turn among
  /// the children the tests run, ``Subprocess/run(_:_:in:environment:input:)``).
  public static func run(
    _ arguments: [String], in directory: URL, environment extra: [String: String] = [:]
  ) async throws -> Subprocess.Result {
    try await Subprocess.run(url(), arguments, in: directory, environment: environment(extra))
  }
}
