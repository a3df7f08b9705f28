import Foundation

/// Lists source files under a directory with `readdir`, the one place that touches libc.
///
/// `readdir` reports each entry's type, so no file is `stat`ed unless its type is unknown or
/// it is a symbolic link; this keeps a 10,000-file walk far cheaper than URL resource values.
/// Entries are visited depth-first in UTF-8 byte order of their names, so the order never
/// depends on the file system. Symbolic links to files are followed; links to directories are
/// not, which rules out cycles.
struct DirectoryWalker {
  let fileExtensions: Set<String>
  let skippedDirectories: Set<String>

  enum EntryKind {
    case file
    case directory
    case other
  }

  /// The matching files under `directory` (a path without trailing slash).
  func files(under directory: String) -> [String]? {
    var found: [String] = []
    guard walk(directory, into: &found) else { return nil }
    return found
  }

  private func walk(_ directory: String, into found: inout [String]) -> Bool {
    guard let handle = opendir(directory) else { return false }
    var entries: [(name: String, kind: EntryKind)] = []
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
      }
      if name == "." || name == ".." { continue }
      var kind: EntryKind
      switch Int32(entry.pointee.d_type) {
      case Int32(DT_DIR): kind = .directory
      case Int32(DT_REG): kind = .file
      case Int32(DT_LNK), Int32(DT_UNKNOWN):
        kind = Self.kind(atPath: directory + "/" + name, followLinks: false)
        if kind == .other, Int32(entry.pointee.d_type) == Int32(DT_LNK) {
          kind = Self.kind(atPath: directory + "/" + name, followLinks: true)
          if kind == .directory { kind = .other }
        }
      default: kind = .other
      }
      entries.append((name, kind))
    }
    closedir(handle)
    entries.sort { UTF8Order.precedes($0.name, $1.name) }
    for entry in entries {
      switch entry.kind {
      case .directory:
        if !skippedDirectories.contains(entry.name) {
          _ = walk(directory + "/" + entry.name, into: &found)
        }
      case .file:
        if let dot = entry.name.utf8.lastIndex(of: UInt8(ascii: ".")),
          fileExtensions.contains(String(entry.name[entry.name.index(after: dot)...]))
        {
          found.append(directory + "/" + entry.name)
        }
      case .other:
        break
      }
    }
    return true
  }

  /// The kind of the item at `path`; with `followLinks` false a link is `.other`.
  static func kind(atPath path: String, followLinks: Bool) -> EntryKind {
    var info = stat()
    let status = followLinks ? stat(path, &info) : lstat(path, &info)
    guard status == 0 else { return .other }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return .directory
    case S_IFREG: return .file
    default: return .other
    }
  }
}
