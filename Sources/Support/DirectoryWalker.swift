import Foundation

/// Lists files under a directory with `readdir`; the contract loader and the source scanner
/// both find their files with it.
///
/// `readdir` reports each entry's type, so no file is `stat`ed unless its type is unknown or
/// it is a symbolic link; this keeps a 10,000-file walk far cheaper than URL resource values.
/// Entries are visited depth-first in UTF-8 byte order of their names, so the order never
/// depends on the file system. Symbolic links are followed to what they point at, except into
/// directories, which rules out cycles.
public struct DirectoryWalker: Sendable {
  /// What an entry is, links followed.
  public enum EntryKind: Sendable {
    /// A regular file.
    case file
    /// A directory (never reached through a link).
    case directory
    /// Something else that exists and is not a directory: a FIFO, a socket, a device.
    case special
    /// A link to a directory, a broken link, or an entry that cannot be examined.
    case other
  }

  private let enter: @Sendable (_ name: String) -> Bool
  private let include: @Sendable (_ name: String, _ kind: EntryKind) -> Bool

  /// A walker that descends into the directories `enter` accepts and lists the files and
  /// special entries `include` accepts, each judged by its name.
  public init(
    enter: @escaping @Sendable (_ name: String) -> Bool,
    include: @escaping @Sendable (_ name: String, _ kind: EntryKind) -> Bool
  ) {
    self.enter = enter
    self.include = include
  }

  /// A walker for regular files with one of `fileExtensions` (without the dot), skipping
  /// directories named in `skippedDirectories`.
  public init(fileExtensions: Set<String>, skippedDirectories: Set<String>) {
    self.init(
      enter: { !skippedDirectories.contains($0) },
      include: { name, kind in
        guard kind == .file, let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else {
          return false
        }
        return fileExtensions.contains(String(name[name.index(after: dot)...]))
      })
  }

  /// The accepted files under `directory`, or nil when `directory` itself cannot be read.
  /// Paths are `directory` and the names joined with one `/`.
  ///
  /// The first directory level with two or more subdirectories is shared out: its subtrees
  /// are walked on up to `parallelism` threads and joined in name order, so the list is the
  /// same as a walk on one thread.
  public func files(
    under directory: String,
    parallelism: Int = ProcessInfo.processInfo.activeProcessorCount
  ) -> [String]? {
    var found: [String] = []
    guard walk(directory, into: &found, parallelism: parallelism) else { return nil }
    return found
  }

  private func walk(_ directory: String, into found: inout [String], parallelism: Int) -> Bool {
    guard let entries = entries(of: directory) else { return false }
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    let subdirectories = entries.filter { $0.kind == .directory && enter($0.name) }.map(\.name)
    // Subtrees walked ahead, on all cores, when there are several; else walked in place.
    var subtrees: [String: [String]] = [:]
    if parallelism > 1, subdirectories.count > 1 {
      let lists = ChunkedMap.map(count: subdirectories.count, parallelism: parallelism) { range in
        range.map { index in
          var files: [String] = []
          _ = walk(prefix + subdirectories[index], into: &files, parallelism: 1)
          return files
        }
      }
      subtrees = Dictionary(uniqueKeysWithValues: zip(subdirectories, lists))
    }
    for entry in entries {
      if entry.kind == .directory {
        guard enter(entry.name) else { continue }
        if let files = subtrees[entry.name] {
          found += files
        } else {
          _ = walk(prefix + entry.name, into: &found, parallelism: parallelism)
        }
      } else if include(entry.name, entry.kind) {
        found.append(prefix + entry.name)
      }
    }
    return true
  }

  /// The entries of `directory` but `.` and `..`, in UTF-8 byte order of their names; nil
  /// when it cannot be opened.
  private func entries(of directory: String) -> [(name: String, kind: EntryKind)]? {
    guard let handle = opendir(directory) else { return nil }
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    var entries: [(name: String, kind: EntryKind)] = []
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
      }
      if name == "." || name == ".." { continue }
      let kind: EntryKind
      switch Int32(entry.pointee.d_type) {
      case Int32(DT_DIR): kind = .directory
      case Int32(DT_REG): kind = .file
      case Int32(DT_LNK), Int32(DT_UNKNOWN):
        kind = Self.kind(atPath: prefix + name, followLinks: false)
      default: kind = .special
      }
      entries.append((name, kind))
    }
    closedir(handle)
    return Self.sortedByName(entries)
  }

  /// Entries in UTF-8 byte order of their names. Each name's first 16 bytes are read once
  /// into two big-endian integers (zero-padded: names hold no NUL byte, so a shorter name that
  /// is a prefix of a longer one still sorts first), and only names that agree on those and
  /// are longer go on to `memcmp`.
  static func sortedByName(_ entries: [(name: String, kind: EntryKind)])
    -> [(name: String, kind: EntryKind)]
  {
    let prefixes = entries.map { entry -> (UInt64, UInt64, Int) in
      var name = entry.name
      return name.withUTF8 { bytes in
        var high: UInt64 = 0
        var low: UInt64 = 0
        for index in 0..<16 {
          let byte = index < bytes.count ? UInt64(bytes[index]) : 0
          if index < 8 { high = high << 8 | byte } else { low = low << 8 | byte }
        }
        return (high, low, bytes.count)
      }
    }
    let order = entries.indices.sorted { left, right in
      let (a, b) = (prefixes[left], prefixes[right])
      if a.0 != b.0 { return a.0 < b.0 }
      if a.1 != b.1 { return a.1 < b.1 }
      if a.2 <= 16 || b.2 <= 16 { return a.2 < b.2 }
      return UTF8Order.precedes(entries[left].name, entries[right].name)
    }
    return order.map { entries[$0] }
  }

  /// The kind of the item at `path`, links followed; with `followLinks` false a link to a
  /// directory is `.other`, as the walk sees it (it never enters one).
  public static func kind(atPath path: String, followLinks: Bool) -> EntryKind {
    var info = stat()
    guard lstat(path, &info) == 0 else { return .other }
    if info.st_mode & S_IFMT == S_IFLNK {
      guard stat(path, &info) == 0 else { return .other }
      if !followLinks, info.st_mode & S_IFMT == S_IFDIR { return .other }
    }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return .directory
    case S_IFREG: return .file
    default: return .special
    }
  }
}
