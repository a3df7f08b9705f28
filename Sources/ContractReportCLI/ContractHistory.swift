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
    var start = 0
    while start < undated.count {
      let batch = Array(undated[start..<min(undated.count, start + 1000)])
      if let date = await lastCommitDate(touching: batch) { dates.append(date) }
      start += batch.count
    }
    return dates.max()
  }

  /// `git log -1 --format=%cs -- FILES`, awaited through the termination handler: blocking in
  /// `waitUntilExit` would hold a thread of the cooperative pool (and, in the test process, the
  /// threads every other test needs) for as long as git runs. Its one line of output fits the
  /// pipe, so it is read after the exit.
  private static func lastCommitDate(touching files: [String]) async -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "log", "-1", "--format=%cs", "--"] + files
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
    let date = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return date.isEmpty ? nil : date
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
