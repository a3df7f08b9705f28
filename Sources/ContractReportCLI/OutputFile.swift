import Foundation

/// Writes an output file whole or not at all: a temporary file beside it, then a rename.
enum OutputFile {
  static func write(_ text: String, to path: String) throws {
    try write(Data(text.utf8), to: path)
  }

  /// Writes bytes that are already encoded (a 4 MB catalogue need not become a `String` first).
  static func write(_ data: Data, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
    do {
      try data.write(to: temporary)
      // rename(2) replaces an existing file atomically; FileManager.replaceItemAt fails on
      // Linux when the destination exists.
      guard rename(temporary.path, url.path) == 0 else {
        throw UsageError(String(cString: strerror(errno)))
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw UsageError("cannot write \(path): \(error.localizedDescription)")
    }
  }

  /// Appends to a file (for `$GITHUB_STEP_SUMMARY`), creating it when missing.
  static func append(_ text: String, to path: String) throws {
    if !FileManager.default.fileExists(atPath: path) {
      _ = FileManager.default.createFile(atPath: path, contents: nil)
    }
    guard let handle = FileHandle(forWritingAtPath: path) else {
      throw UsageError("cannot append to \(path)")
    }
    defer { try? handle.close() }
    handle.seekToEndOfFile()
    handle.write(Data(text.utf8))
  }
}
