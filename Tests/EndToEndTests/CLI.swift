import Foundation

/// Runs the built `contract-report` executable as CI would: a separate process, real files,
/// an environment the test controls (nothing inherited that changes behaviour, so the tests
/// behave the same inside GitHub Actions).
///
/// The binary is located, not built: a test cannot run `swift build` on the package it is run
/// from without contending for `.build`. The helper looks next to the running test bundle
/// (`.build/<triple>/<config>/contract-report`, which follows `-c release` and
/// `--build-path`), then at `.build/debug/contract-report`; `CONTRACT_REPORT_BINARY`
/// overrides both. `swift test` links the CLI's modules into the test bundle but does not
/// relink the executable, so run `swift build --product contract-report` before `swift test`
/// (`.ci/run` does); a missing binary fails the test saying so. A freshness check by file
/// times was tried and dropped: SwiftPM skips relinking when sources are touched but
/// unchanged, which made it report stale binaries that were current.
enum CLI {
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String

    var lines: [String] {
      var parts = stdout.components(separatedBy: "\n")
      if parts.last == "" { parts.removeLast() }
      return parts
    }

    /// The last line of standard output: `N passed, N failed…`.
    var finalLine: String { lines.last ?? "" }
  }

  /// Why the executable cannot be run: the test fails with this text.
  struct Unavailable: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) { self.description = description }
  }

  /// The package's root directory (this file is `Tests/EndToEndTests/CLI.swift`).
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func binary() throws -> URL {
    let manager = FileManager.default
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
    guard let found = candidates.first(where: { manager.isExecutableFile(atPath: $0.path) })
    else {
      throw Unavailable(
        "contract-report binary not found (looked at \(candidates.map(\.path))); run 'swift build --product contract-report' before 'swift test', or set CONTRACT_REPORT_BINARY"
      )
    }
    return found
  }

  /// Variables the child process gets besides `environment`: enough to run, nothing that
  /// switches behaviour (GITHUB_ACTIONS, NO_COLOR, the fault hook…). Sanitizer options pass
  /// through so that scripts/sanitizers.sh configures the executable as it does the tests.
  static let baseEnvironment: [String: String] = {
    let inherited = ProcessInfo.processInfo.environment
    var base: [String: String] = [:]
    for key in [
      "PATH", "HOME", "TMPDIR", "LANG", "LD_LIBRARY_PATH", "ASAN_OPTIONS", "LSAN_OPTIONS",
      "TSAN_OPTIONS", "SWIFT_BACKTRACE",
    ] {
      if let value = inherited[key] { base[key] = value }
    }
    return base
  }()

  /// Runs `contract-report ARGUMENTS` in `directory`; output goes through files, so a large
  /// output cannot block the child.
  static func run(
    _ arguments: [String], in directory: URL, environment: [String: String] = [:]
  ) throws -> Run {
    let process = Process()
    process.executableURL = try binary()
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = baseEnvironment.merging(environment) { _, new in new }
    let token = UUID().uuidString
    let outURL = FileManager.default.temporaryDirectory.appendingPathComponent("out-\(token)")
    let errURL = FileManager.default.temporaryDirectory.appendingPathComponent("err-\(token)")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    defer {
      try? FileManager.default.removeItem(at: outURL)
      try? FileManager.default.removeItem(at: errURL)
    }
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    return Run(
      status: process.terminationStatus,
      stdout: try String(contentsOf: outURL, encoding: .utf8),
      stderr: try String(contentsOf: errURL, encoding: .utf8))
  }
}
