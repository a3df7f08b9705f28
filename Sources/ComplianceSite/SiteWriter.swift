import Contracts
import Foundation
import Support

/// Writes a whole static site to an output directory atomically: readers, and later builds,
/// see either the previous site or the new one, never a mixture or a half-written site.
///
/// How: files go into a fresh temporary directory beside the output (same file system), named
/// `.<name>.staging-XXXXXX`; when the build closure returns, that directory is swapped with the
/// output in one `renameat2(RENAME_EXCHANGE)` (Linux) or `renamex_np(RENAME_SWAP)` (macOS) call,
/// and the previous site is removed. Where the file system cannot exchange, the writer falls
/// back to two renames (output → `.<name>.old-XXXXXX`, staging → output): between them the
/// output path briefly does not exist, and if the process dies there, the next writer moves the
/// old site back before doing anything else.
///
/// If the build closure throws, the staging directory is removed and the previous site is
/// untouched. Writers of the same output serialise on an `flock` of `.<name>.lock` beside it
/// (kept, never deleted, so every writer locks the same file), which also makes it safe for a
/// writer to clear leftovers of a writer that was killed. Waiting for the lock blocks the
/// calling thread.
///
/// Files are written with fixed permissions (see ``SiteStage``) and nothing is added to their
/// contents, so two builds of the same input are byte-identical. Durability against power
/// loss (`fsync`) is not attempted; atomicity holds against crashes and `SIGKILL`.
public struct SiteWriter: Sendable {
  /// The directory the site is published to, e.g. `site`.
  public let outputDirectory: String

  /// Whether to swap with one atomic exchange when the system supports it; tests turn it off
  /// to exercise the two-rename fallback.
  let allowsExchange: Bool

  /// Whether an existing output folder is replaced only when it is empty or an earlier site
  /// (it carries the placeholder `README.md` every site carries): `build --out contracts` or
  /// `--out docs` is refused instead of deleting the folder's files. `build` sets it; other
  /// writers replace whatever folder they were pointed at.
  public var replacesOnlySites = false

  /// Creates a writer for `outputDirectory`; nothing is touched until a `write` call.
  public init(outputDirectory: String) {
    self.init(outputDirectory: outputDirectory, allowsExchange: true)
  }

  init(outputDirectory: String, allowsExchange: Bool) {
    self.outputDirectory = outputDirectory
    self.allowsExchange = allowsExchange
  }

  /// Replaces the site with exactly `files` (relative path → contents).
  public func write(files: [String: [UInt8]]) throws {
    try write { stage in
      for path in files.keys.sorted() {
        try stage.write(path, contents: files[path]!)
      }
    }
  }

  /// Replaces the site with the files `build` writes to the stage it is given. An error
  /// thrown by `build` is rethrown unchanged after the staging directory is removed.
  public func write(_ build: (inout SiteStage) throws -> Void) throws {
    let (parent, name) = try locate()
    do {
      try Platform.makeDirectory(parent, mode: SiteStage.directoryMode, allowExisting: true)
    } catch let error as Platform.SystemError where error.code == ENOENT {
      try makeDirectories(parent)
    } catch let error as Platform.SystemError {
      throw SiteWriterError(error)
    }
    let target = parent + "/" + name
    let lockPath = parent + "/." + name + ".lock"
    let lock: Int32
    do {
      lock = try Platform.openLockFile(lockPath)
    } catch let error as Platform.SystemError {
      throw SiteWriterError(error)
    }
    defer { Platform.closeDescriptor(lock) }
    do {
      try Platform.lockExclusively(lock, path: lockPath)
      try recoverAndClean(parent: parent, name: name, target: target)
      let kind = try Platform.fileKind(atPath: target)
      guard kind != .other else { throw SiteWriterError.outputIsNotADirectory(target) }
      // The swap deletes what was there: for a site, only an empty folder or an earlier site
      // may go.
      if replacesOnlySites, kind == .directory, !Self.isReplaceable(target) {
        throw SiteWriterError.outputIsNotASite(target)
      }
      let staging = try Platform.makeUniqueDirectory(
        prefix: parent + "/." + name + ".staging-", mode: SiteStage.directoryMode)
      var stage = SiteStage(root: staging)
      do {
        try build(&stage)
      } catch {
        try? FileManager.default.removeItem(atPath: staging)
        throw error
      }
      do {
        try publish(
          staging, to: target, parent: parent, name: name, targetExists: kind == .directory)
      } catch {
        try? FileManager.default.removeItem(atPath: staging)
        throw error
      }
    } catch let error as Platform.SystemError {
      throw SiteWriterError(error)
    }
  }

  // MARK: - Steps

  /// Whether the folder at `path` may be replaced: it is empty, or it carries the placeholder
  /// `README.md` every site carries (an earlier site, or the committed `site/`).
  static func isReplaceable(_ path: String) -> Bool {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
      return false
    }
    return names.isEmpty || SitePlaceholder.isPlaceholder(path + "/" + SitePlaceholder.name)
  }

  /// Splits the output path into an existing-or-creatable parent and a final name, refusing
  /// outputs such as `.`, `..` or `/` that would swap away a directory the user works in.
  private func locate() throws -> (parent: String, name: String) {
    var path = outputDirectory
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    let name: String
    let parent: String
    if let slash = path.lastIndex(of: "/") {
      name = String(path[path.index(after: slash)...])
      parent = slash == path.startIndex ? "/" : String(path[..<slash])
    } else {
      name = path
      parent = "."
    }
    guard !name.isEmpty, name != ".", name != ".." else {
      throw SiteWriterError.invalidPath(
        outputDirectory, reason: "the output must name a directory of its own")
    }
    return (parent == "/" ? "" : parent, name)
  }

  /// `mkdir -p` for the output's parent, naming the first path that cannot be created.
  private func makeDirectories(_ path: String) throws {
    var prefix = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/") {
      prefix += "/" + component
      do {
        try Platform.makeDirectory(prefix, mode: SiteStage.directoryMode, allowExisting: true)
      } catch let error as Platform.SystemError {
        throw SiteWriterError(error)
      }
    }
  }

  /// Under the lock: restores a previous site left aside by a writer that died between its
  /// two renames, then removes staging and old directories left by dead writers.
  private func recoverAndClean(parent: String, name: String, target: String) throws {
    let directory = parent.isEmpty ? "/" : parent
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    let stagingPrefix = "." + name + ".staging-"
    let oldPrefix = "." + name + ".old-"
    var targetExists = try Platform.fileKind(atPath: target) != .missing
    for entry in entries.sorted() where entry.hasPrefix(oldPrefix) {
      if !targetExists {
        try Platform.rename(parent + "/" + entry, to: target)
        targetExists = true
      } else {
        try? FileManager.default.removeItem(atPath: parent + "/" + entry)
      }
    }
    for entry in entries where entry.hasPrefix(stagingPrefix) {
      try? FileManager.default.removeItem(atPath: parent + "/" + entry)
    }
  }

  /// Swaps the finished staging directory in and removes the previous site.
  private func publish(
    _ staging: String, to target: String, parent: String, name: String, targetExists: Bool
  ) throws {
    guard targetExists else {
      try Platform.rename(staging, to: target)
      return
    }
    if allowsExchange, try Platform.exchange(staging, target) {
      Self.removeSite(staging)
      return
    }
    // Two-rename fallback: `rename` may replace an empty directory, so reserve a unique name.
    let old = try Platform.makeUniqueDirectory(
      prefix: parent + "/." + name + ".old-", mode: SiteStage.directoryMode)
    try Platform.rename(target, to: old)
    do {
      try Platform.rename(staging, to: target)
    } catch {
      try? Platform.rename(old, to: target)
      try? FileManager.default.removeItem(atPath: staging)
      throw error
    }
    Self.removeSite(old)
  }

  /// Removes a previous site, its top-level entries on all cores: deleting a site of a few
  /// thousand files is a few thousand `unlink` calls, about 30 ms on one core at the very end
  /// of a build, and its folders (contract pages, badges, coverage) are apart. Best effort,
  /// like the single `removeItem` it replaces: what cannot be removed is left.
  static func removeSite(_ path: String) {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    _ = ChunkedMap.mapChunks(count: entries.count) { range in
      for index in range {
        try? FileManager.default.removeItem(atPath: path + "/" + entries[index])
      }
    }
    try? FileManager.default.removeItem(atPath: path)
  }
}
