import Foundation

/// Lists files under a directory with `readdir`; the contract loader and the source scanner
/// both find their files with it.
///
/// `readdir` reports each entry's type, so no file is `stat`ed unless its type is unknown or
/// it is a symbolic link; this keeps a 10,000-file walk far cheaper than URL resource values.
/// Entries are visited depth-first in UTF-8 byte order of their names, so the order never
/// depends on the file system. Symbolic links are followed to what they point at; into
/// directories only when the walker is made to (``followsDirectoryLinks``), and then never into
/// a directory the walk is already inside, which rules out cycles.
public struct DirectoryWalker: Sendable {
  /// What an entry is, links followed.
  public enum EntryKind: Sendable {
    /// A regular file.
    case file
    /// A directory (never reached through a link).
    case directory
    /// Something else that exists and is not a directory: a FIFO, a socket, a device.
    case special
    /// A link to a directory (when links are not followed into directories), a broken link,
    /// or an entry that cannot be examined.
    case other
  }

  private let enter: @Sendable (_ name: String) -> Bool
  private let include: @Sendable (_ name: String, _ kind: EntryKind) -> Bool
  /// Whether links to directories are walked into. A link to a directory the walk is inside
  /// (`ln -s . loop`) is not, and a file reached by several paths (through a link, or a link
  /// to a file beside it) is listed once: by its first path reached without a link, else by
  /// its first path.
  public let followsDirectoryLinks: Bool

  /// A walker that descends into the directories `enter` accepts and lists the files and
  /// special entries `include` accepts, each judged by its name.
  public init(
    enter: @escaping @Sendable (_ name: String) -> Bool,
    include: @escaping @Sendable (_ name: String, _ kind: EntryKind) -> Bool,
    followsDirectoryLinks: Bool = false
  ) {
    self.enter = enter
    self.include = include
    self.followsDirectoryLinks = followsDirectoryLinks
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
  ///
  /// With ``followsDirectoryLinks`` the folders that links lead to are walked after the
  /// folders themselves, each folder once (which rules out cycles, and a tree of links that
  /// reaches one folder by many paths): first those of the links met in the folders, then
  /// those of the links met in there, and so on, each round's links shortest path first. A
  /// file reached by several paths is listed once, by the path through the fewest links, then
  /// the shortest. The list is in the order of a depth-first walk.
  public func files(
    under directory: String,
    parallelism: Int = ProcessInfo.processInfo.activeProcessorCount
  ) -> [String]? {
    var found = Found()
    guard walk(directory, links: 0, into: &found, parallelism: parallelism) else { return nil }
    // Without a link met, every file has one path: the list stands as walked.
    guard followsDirectoryLinks,
      !found.links.isEmpty || found.files.contains(where: { $0.links > 0 })
    else { return found.files.map(\.path) }
    let walked = WalkedFolders([directory] + found.directories)
    var round = found.links
    var links = 0
    while !round.isEmpty {
      links += 1
      var next = Found()
      for link in Self.shortestFirst(round) where walked.insert(link) {
        _ = walk(link, links: links, into: &next, parallelism: 1, walked: walked)
      }
      found.files += next.files
      round = next.links
    }
    return Self.listedOnce(found.files)
  }

  /// What a walk found: each file's path and the number of links on its way (the file itself
  /// or folders on its path); when links are followed into folders, the links to folders it
  /// did not enter and the folders it did.
  private struct Found {
    var files: [(path: String, links: Int)] = []
    var links: [String] = []
    var directories: [String] = []

    mutating func append(_ other: Found) {
      files += other.files
      links += other.links
      directories += other.directories
    }
  }

  /// The folders a walk that follows links has been in, by device and inode. Used on one
  /// thread.
  private final class WalkedFolders {
    private var identities: Set<[UInt64]>

    init(_ paths: [String]) {
      identities = Set(paths.compactMap(DirectoryWalker.identity))
    }

    /// Records the folder at `path`; false when it was walked already or names nothing.
    func insert(_ path: String) -> Bool {
      guard let identity = DirectoryWalker.identity(path) else { return false }
      return identities.insert(identity).inserted
    }
  }

  /// Walks `directory`, reached through `links` links, without entering links to folders
  /// (``files(under:parallelism:)`` walks those after) or a folder in `walked`.
  private func walk(
    _ directory: String, links: Int, into found: inout Found, parallelism: Int,
    walked: WalkedFolders? = nil
  ) -> Bool {
    guard let entries = entries(of: directory) else { return false }
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    let subdirectories = entries.indices.filter {
      entries[$0].kind == .directory && !entries[$0].isLink && enter(entries[$0].name)
    }
    // Subtrees walked ahead, on all cores, when there are several; else walked in place.
    var subtrees: [Int: Found] = [:]
    if parallelism > 1, subdirectories.count > 1, walked == nil {
      let lists = ChunkedMap.map(count: subdirectories.count, parallelism: parallelism) { range in
        range.map { index in
          var files = Found()
          _ = walk(
            prefix + entries[subdirectories[index]].name, links: links, into: &files,
            parallelism: 1)
          return files
        }
      }
      subtrees = Dictionary(uniqueKeysWithValues: zip(subdirectories, lists))
    }
    for (index, entry) in entries.enumerated() {
      if entry.kind == .directory {
        guard enter(entry.name) else { continue }
        let path = prefix + entry.name
        if entry.isLink {
          found.links.append(path)
          continue
        }
        if let walked, !walked.insert(path) { continue }
        if followsDirectoryLinks, walked == nil { found.directories.append(path) }
        if let files = subtrees[index] {
          found.append(files)
        } else {
          _ = walk(
            path, links: links, into: &found, parallelism: parallelism, walked: walked)
        }
      } else if include(entry.name, entry.kind) {
        found.files.append((prefix + entry.name, links + (entry.isLink ? 1 : 0)))
      }
    }
    return true
  }

  /// `paths` by their number of components, then in the order given.
  private static func shortestFirst(_ paths: [String]) -> [String] {
    let depths = paths.map(depth)
    return paths.indices.sorted { (depths[$0], $0) < (depths[$1], $1) }.map { paths[$0] }
  }

  /// How many `/` a path has: its depth, for ranking paths to one place.
  private static func depth(_ path: String) -> Int {
    path.utf8.count(where: { $0 == UInt8(ascii: "/") })
  }

  /// The device and inode of what `path` names, links followed.
  private static func identity(_ path: String) -> [UInt64]? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return [UInt64(info.st_dev), UInt64(info.st_ino)]
  }

  /// `files` with each file listed once (by identity; an entry that names nothing, a broken
  /// link, is kept), in the order of a depth-first walk: a file reached by several paths keeps
  /// the path through the fewest links, then the shortest, then the first.
  private static func listedOnce(_ files: [(path: String, links: Int)]) -> [String] {
    let depths = files.map { depth($0.path) }
    func rank(_ index: Int) -> (Int, Int, Int) { (files[index].links, depths[index], index) }
    var chosen: [[UInt64]: Int] = [:]
    var kept: [Int] = []
    for index in files.indices {
      guard let key = identity(files[index].path) else {
        kept.append(index)
        continue
      }
      if let earlier = chosen[key], rank(earlier) <= rank(index) { continue }
      chosen[key] = index
    }
    kept += chosen.values
    let components = kept.map {
      files[$0].path.split(separator: "/", omittingEmptySubsequences: false)
    }
    return kept.indices.sorted { left, right in
      components[left].lexicographicallyPrecedes(components[right]) {
        UTF8Order.precedes(String($0), String($1))
      }
    }.map { files[kept[$0]].path }
  }

  /// The entries of `directory` but `.` and `..`, in UTF-8 byte order of their names; nil
  /// when it cannot be opened.
  private func entries(of directory: String) -> [Entry]? {
    guard let handle = opendir(directory) else { return nil }
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    var entries: [Entry] = []
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
      }
      if name == "." || name == ".." { continue }
      var kind: EntryKind
      var isLink = false
      switch Int32(entry.pointee.d_type) {
      case Int32(DT_DIR): kind = .directory
      case Int32(DT_REG): kind = .file
      case Int32(DT_LNK), Int32(DT_UNKNOWN):
        (kind, isLink) = Self.kindAndLink(atPath: prefix + name)
        if isLink, kind == .directory, !followsDirectoryLinks { kind = .other }
      default: kind = .special
      }
      entries.append(Entry(name: name, kind: kind, isLink: isLink))
    }
    closedir(handle)
    return Self.sortedOrder(entries.map(\.name)).map { entries[$0] }
  }

  /// A directory entry: its name, what it is (links followed) and whether it is a link.
  private struct Entry {
    var name: String
    var kind: EntryKind
    var isLink: Bool
  }

  /// Entries in UTF-8 byte order of their names (see ``sortedOrder(_:)``).
  static func sortedByName(_ entries: [(name: String, kind: EntryKind)])
    -> [(name: String, kind: EntryKind)]
  {
    sortedOrder(entries.map(\.name)).map { entries[$0] }
  }

  /// The indices of `names` in UTF-8 byte order of the names. Each name's first 16 bytes are
  /// read once into two big-endian integers (zero-padded: names hold no NUL byte, so a shorter
  /// name that is a prefix of a longer one still sorts first), and only names that agree on
  /// those and are longer go on to `memcmp`.
  static func sortedOrder(_ names: [String]) -> [Int] {
    let prefixes = names.map { name -> (UInt64, UInt64, Int) in
      var name = name
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
    return names.indices.sorted { left, right in
      let (a, b) = (prefixes[left], prefixes[right])
      if a.0 != b.0 { return a.0 < b.0 }
      if a.1 != b.1 { return a.1 < b.1 }
      if a.2 <= 16 || b.2 <= 16 { return a.2 < b.2 }
      return UTF8Order.precedes(names[left], names[right])
    }
  }

  /// The kind of the item at `path`, links followed; with `followLinks` false a link to a
  /// directory is `.other`, as a walk that does not follow links into directories sees it.
  public static func kind(atPath path: String, followLinks: Bool) -> EntryKind {
    let (kind, isLink) = kindAndLink(atPath: path)
    return isLink && kind == .directory && !followLinks ? .other : kind
  }

  /// The kind of the item at `path`, links followed (a broken link is `.other`), and whether
  /// `path` is a link.
  private static func kindAndLink(atPath path: String) -> (EntryKind, isLink: Bool) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return (.other, false) }
    let isLink = info.st_mode & S_IFMT == S_IFLNK
    if isLink {
      guard stat(path, &info) == 0 else { return (.other, true) }
    }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return (.directory, isLink)
    case S_IFREG: return (.file, isLink)
    default: return (.special, isLink)
    }
  }
}
