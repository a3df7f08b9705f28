import Contracts
import Foundation

/// When a contract last changed: its front matter `updated:` date, else the date of the last
/// commit that touched the file (`git log`), else unknown.
enum ContractHistory {
  static func lastChange(of contract: Contract) -> String? {
    if let updated = contract.frontMatter["updated"] { return updated }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "log", "-1", "--format=%cs", "--", contract.file]
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
