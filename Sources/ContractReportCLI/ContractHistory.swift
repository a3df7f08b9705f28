import Contracts
import Foundation

/// When contracts last changed: a contract's front matter `updated:` date, else the date of
/// the last commit that touched its file (`git log`), else unknown.
enum ContractHistory {
  /// The latest change among `contracts`. Files without an `updated:` date are asked of git
  /// together (one process per thousand files, not one per file): the newest commit touching
  /// any of them is the latest of their last changes.
  static func lastChange(of contracts: [Contract]) async -> String? {
    var dates = contracts.compactMap { $0.frontMatter["updated"] }
    let undated = contracts.filter { $0.frontMatter["updated"] == nil }.map(\.file)
    // At most 1,000 paths to a git process, the processes run at once.
    let batches = stride(from: 0, to: undated.count, by: 1000).map {
      Array(undated[$0..<min(undated.count, $0 + 1000)])
    }
    await withTaskGroup(of: String?.self) { group in
      for batch in batches { group.addTask { await lastCommitDate(touching: batch) } }
      for await date in group { if let date { dates.append(date) } }
    }
    return dates.max()
  }

  /// The commit checked out in the working directory (`git rev-parse HEAD`), or nil outside a
  /// git checkout or without git.
  static func headCommit() async -> String? {
    guard let text = await git(["rev-parse", "--verify", "-q", "HEAD"]),
      text.count == 40 || text.count == 64, text.allSatisfy(\.isHexDigit)
    else { return nil }
    return text
  }

  private static func lastCommitDate(touching files: [String]) async -> String? {
    await git(["log", "-1", "--format=%cs", "--"] + files)
  }

  /// `git ARGUMENTS`' output, trimmed; nil when git fails or prints nothing. Awaited through
  /// the termination handler: blocking in `waitUntilExit` would hold a thread of the
  /// cooperative pool (and, in the test process, the threads every other test needs) for as
  /// long as git runs. Its one line of output fits the pipe, so it is read after the exit.
  private static func git(_ arguments: [String]) async -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    let status: Int32? = await withCheckedContinuation { continuation in
      process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
      do {
        try process.run()
      } catch {
        process.terminationHandler = nil
        continuation.resume(returning: nil)
      }
    }
    guard status == 0 else { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return text.isEmpty ? nil : text
  }

  /// The `translations/` folder beside the contracts, when it has a language list.
  static func translationsDirectory(for paths: [String]) -> String? {
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else { continue }
      let candidate = (path.hasSuffix("/") ? String(path.dropLast()) : path) + "/translations"
      if FileManager.default.fileExists(atPath: candidate + "/languages.json") { return candidate }
    }
    return nil
  }
}
