import Foundation

/// The built `contract-report` executable, run as CI would: a separate process with only the
/// environment the test gives it. Located next to the test bundle (which follows `-c` and
/// `--scratch-path`), else at `.build/debug/`; `CONTRACT_REPORT_BINARY` overrides both. Run
/// `swift build` before `swift test` (`swift test` does not relink the executable).
enum BuiltExecutable {
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  struct Unavailable: Error, CustomStringConvertible {
    var description: String
  }

  /// The package's root directory (this file is `Tests/HardeningTests/BuiltExecutable.swift`).
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func url() throws -> URL {
    if let override = ProcessInfo.processInfo.environment["CONTRACT_REPORT_BINARY"] {
      return URL(fileURLWithPath: override)
    }
    var candidates: [URL] = []
    if let bundle = Bundle.main.executableURL {
      var folder = bundle.deletingLastPathComponent()
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
          "contract-report not found at \(candidates.map(\.path)); run 'swift build' first")
    }
    return found
  }

  /// Only what a process needs to run (and sanitizer options, for scripts/sanitizers.sh);
  /// nothing inherited that changes behaviour.
  static func environment(_ extra: [String: String]) -> [String: String] {
    var base: [String: String] = [:]
    for key in [
      "PATH", "HOME", "TMPDIR", "LANG", "LD_LIBRARY_PATH", "ASAN_OPTIONS", "LSAN_OPTIONS",
      "TSAN_OPTIONS",
    ] {
      if let value = ProcessInfo.processInfo.environment[key] { base[key] = value }
    }
    base["SWIFT_BACKTRACE"] = "enable=no"
    return base.merging(extra) { _, new in new }
  }

  /// Starts `contract-report ARGUMENTS` in `directory`, output to files under it.
  static func start(
    _ arguments: [String], in directory: String, environment extra: [String: String] = [:],
    outputName: String = UUID().uuidString
  ) throws -> (process: Process, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = try url()
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.environment = environment(extra)
    let outPath = NSTemporaryDirectory() + "hardening-out-" + outputName
    let errPath = NSTemporaryDirectory() + "hardening-err-" + outputName
    _ = FileManager.default.createFile(atPath: outPath, contents: nil)
    _ = FileManager.default.createFile(atPath: errPath, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
    process.standardInput = FileHandle.nullDevice
    try process.run()
    return (process, outPath, errPath)
  }

  /// Runs to completion and returns status and output.
  static func run(
    _ arguments: [String], in directory: String, environment extra: [String: String] = [:]
  ) throws -> Run {
    let (process, outPath, errPath) = try start(arguments, in: directory, environment: extra)
    process.waitUntilExit()
    defer {
      try? FileManager.default.removeItem(atPath: outPath)
      try? FileManager.default.removeItem(atPath: errPath)
    }
    return Run(
      status: process.terminationStatus,
      stdout: String(
        decoding: FileManager.default.contents(atPath: outPath) ?? Data(), as: UTF8.self),
      stderr: String(
        decoding: FileManager.default.contents(atPath: errPath) ?? Data(), as: UTF8.self))
  }
}
