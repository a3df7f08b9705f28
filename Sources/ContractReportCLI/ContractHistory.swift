import Contracts
import Foundation

/// When contracts last changed: a contract's front matter `updated:` date, else the date of
/// the last commit that touched its file (`git log`), else unknown.
enum ContractHistory {
  /// The latest change among `contracts`. Files without an `updated:` date are asked of git
  /// together (one process per thousand files, not one per file): the newest commit touching
  /// any of them is the latest of their last changes.
  static func lastChange(of contracts: [Contract]) -> String? {
    var dates = contracts.compactMap { $0.frontMatter["updated"] }
    let undated = contracts.filter { $0.frontMatter["updated"] == nil }.map(\.file)
    var start = 0
    while start < undated.count {
      let batch = Array(undated[start..<min(undated.count, start + 1000)])
      if let date = lastCommitDate(touching: batch) { dates.append(date) }
      start += batch.count
    }
    return dates.max()
  }

  /// The commit checked out in the working directory (`git rev-parse HEAD`), or nil outside a
  /// git checkout or without git.
  static func headCommit() -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "rev-parse", "--verify", "-q", "HEAD"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return nil
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard process.terminationStatus == 0, text.count == 40 || text.count == 64,
      text.allSatisfy(\.isHexDigit)
    else { return nil }
    return text
  }

  private static func lastCommitDate(touching files: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "log", "-1", "--format=%cs", "--"] + files
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return nil
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
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
