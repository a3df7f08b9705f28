import Foundation
import Support

/// Writes an output file (`--json`, `--junit`, `--sarif`, `--summary`, `scan --out`, a
/// reviewed baseline) whole or not at all: a temporary file beside it, then a rename.
///
/// A path that is a device, pipe or socket (`/dev/stdout`, `/dev/null`, a named pipe) is
/// written in place instead: renaming a file over it would replace the device itself (and as
/// root that succeeds). A symbolic link is followed: its target is replaced and the link stays.
///
/// Folders missing on the way to the file are created, as `mkdir -p` would; a path where a
/// file stands in for one of those folders is refused (`cannot write out/report.json: 'out'
/// is a file, not a folder`), and the file is left alone. Every error names the path and the
/// reason in plain words (docs/ci.md, "Output files").
enum OutputFile {
  static func write(_ text: String, to path: String) throws(UsageError) {
    try write(Data(text.utf8), to: path)
  }

  /// Writes bytes that are already encoded (a 4 MB catalogue need not become a `String` first).
  static func write(_ data: Data, to path: String) throws(UsageError) {
    do {
      try write(to: path) { write in try data.withUnsafeBytes { try write($0) } }
    } catch let error as UsageError {
      throw error
    } catch {
      // `produce` above throws only what `write` throws, which is a `UsageError`.
      throw UsageError("cannot write \(path): \(FileSystemReason.describe(error))")
    }
  }

  /// Writes what `produce` hands to `write`, piece by piece, whole or not at all as above, so
  /// that output too large to hold whole in memory (the `--json` report of thousands of
  /// contracts) never is. An error `produce` throws is rethrown, and the temporary file
  /// removed, as for a failed write (`UsageError`).
  static func write(
    to path: String,
    produce: (_ write: (UnsafeRawBufferPointer) throws -> Void) throws -> Void
  ) throws {
    var info = stat()
    if stat(path, &info) == 0 {
      let type = info.st_mode & S_IFMT
      if type == S_IFCHR || type == S_IFBLK || type == S_IFIFO || type == S_IFSOCK {
        // A device, pipe or socket that already exists: written in place, never created or
        // renamed.
        let descriptor = open(path, O_WRONLY | O_TRUNC)
        guard descriptor >= 0 else {
          throw UsageError("cannot write \(path): \(FileSystemReason.describe(errno: errno))")
        }
        defer { close(descriptor) }
        try produce { try writeAll($0, to: descriptor, failure: "cannot write \(path)") }
        return
      }
    }
    let path = linkTarget(of: path) ?? path
    let url = URL(fileURLWithPath: path)
    try prepareFolder(for: path)
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      throw UsageError("cannot write \(path): \(FileSystemReason.describe(errno: errno))")
    }
    do {
      defer { close(descriptor) }
      try produce { try writeAll($0, to: descriptor, failure: "cannot write \(path)") }
    } catch {
      unlink(temporary)
      throw error
    }
    // rename(2) replaces an existing file atomically; FileManager.replaceItemAt fails on
    // Linux when the destination exists.
    guard rename(temporary, url.path) == 0 else {
      let reason = FileSystemReason.describe(errno: errno)
      unlink(temporary)
      throw UsageError("cannot write \(path): \(reason)")
    }
  }

  /// Appends to a file (for `$GITHUB_STEP_SUMMARY`), creating it and its folders when missing.
  static func append(_ text: String, to path: String) throws {
    try prepareFolder(for: path)
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
    guard descriptor >= 0 else {
      throw UsageError("cannot append to \(path): \(FileSystemReason.describe(errno: errno))")
    }
    defer { close(descriptor) }
    try Array(text.utf8).withUnsafeBytes {
      try writeAll($0, to: descriptor, failure: "cannot append to \(path)")
    }
  }

  /// Writes every byte, retrying an interrupted write; a failure says `failure` and why.
  private static func writeAll(
    _ bytes: UnsafeRawBufferPointer, to descriptor: Int32, failure: String
  ) throws(UsageError) {
    var written = 0
    while written < bytes.count {
      let count = Foundation.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        throw UsageError("\(failure): \(FileSystemReason.describe(errno: errno))")
      }
      written += count
    }
  }

  /// The file a symbolic link at `path` leads to, when `path` is one and its target exists.
  private static func linkTarget(of path: String) -> String? {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK,
      let resolved = realpath(path, nil)
    else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Creates the folders missing on the way to `path`, refusing one that is a file.
  private static func prepareFolder(for path: String) throws(UsageError) {
    if let blocker = FileSystemReason.fileInTheWay(of: path) {
      throw UsageError("cannot write \(path): '\(blocker)' is a file, not a folder")
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw UsageError(
        "cannot write \(path): cannot create its folder: \(FileSystemReason.describe(error))")
    }
  }
}
