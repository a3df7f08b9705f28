import Foundation

/// A program the site tests run (the W3C Nu checker, headless Chromium), found on `PATH`.
struct ExternalTool {
  let path: String

  /// The program called `name` on `PATH`, or nil.
  static func find(_ name: String) -> ExternalTool? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) {
        return ExternalTool(path: candidate)
      }
    }
    return nil
  }

  /// Runs the program to completion; standard output and error are returned together.
  func run(_ arguments: [String], in directory: String) throws -> (status: Int32, output: String) {
    let log = directory + "/." + UUID().uuidString + ".log"
    _ = FileManager.default.createFile(atPath: log, contents: nil)
    defer { try? FileManager.default.removeItem(atPath: log) }
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try handle.close()
    let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    return (process.terminationStatus, output)
  }
}
