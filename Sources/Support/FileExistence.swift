import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Answers whether paths exist, as `FileManager.fileExists(atPath:)` does (`stat` succeeds,
/// links followed), for many paths in a few directories: lint asks once per relative link,
/// tens of thousands of times in a large docs tree.
///
/// Each directory named in a path is listed once with `readdir`; a path whose name is in its
/// directory's listing as a regular file or a directory exists (the listing also checked that
/// the directory can be searched). Every other answer, including every "does not exist", is
/// `FileManager`'s own, so a name the listing misses (another spelling on a case-insensitive
/// file system, a link, an unreadable directory) is never wrongly reported missing. Answers
/// are for the tree as it was when its directory was first listed. Safe to share between
/// threads.
public final class FileExistence: Sendable {
  /// A path or name compared and hashed as its UTF-8 bytes (a `Substring`'s own equality is
  /// Unicode's canonical equivalence, which the file system does not share). A substring of
  /// the asked path, so a lookup copies nothing.
  private struct Bytes: Hashable, Sendable {
    var text: Substring

    private func withBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
      if let result = text.utf8.withContiguousStorageIfAvailable({
        body(UnsafeRawBufferPointer($0))
      }) {
        return result
      }
      return Array(text.utf8).withUnsafeBytes(body)
    }

    static func == (left: Bytes, right: Bytes) -> Bool {
      left.withBytes { leftBytes in
        right.withBytes { rightBytes in
          leftBytes.count == rightBytes.count
            && (leftBytes.isEmpty
              || memcmp(leftBytes.baseAddress!, rightBytes.baseAddress!, leftBytes.count) == 0)
        }
      }
    }

    func hash(into hasher: inout Hasher) {
      withBytes { hasher.combine(bytes: $0) }
    }
  }

  /// A directory itself, whatever path names it (`docs/a/../b` and `docs/b`).
  private struct Identity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
  }

  /// The names in one directory that are certainly there.
  private typealias Listing = Set<Bytes>

  private struct State: Sendable {
    /// Listings by directory path as written in the asked paths (`""` for the working
    /// directory); nil when the directory cannot be listed or searched.
    var directories: [Bytes: Listing?] = [:]
    /// Listings by directory, so each is read once however many paths name it.
    var listed: [Identity: Listing] = [:]
  }

  private let state = Mutex(State())

  public init() {}

  /// Whether `path` exists: `FileManager.default.fileExists(atPath: path)`.
  public func exists(_ path: String) -> Bool {
    let utf8 = path.utf8
    let slash = utf8.lastIndex(of: UInt8(ascii: "/"))
    let name = path[(slash.map { utf8.index(after: $0) } ?? utf8.startIndex)...]
    // `.`, `..`, a trailing `/`, a NUL byte and a path too long for some systems' `stat`
    // (1,024 bytes on Darwin) are left to `FileManager`.
    if name.isEmpty || name == "." || name == ".." || utf8.count >= 1024 || utf8.contains(0) {
      return FileManager.default.fileExists(atPath: path)
    }
    let directory: Substring
    if let slash {
      directory = slash == utf8.startIndex ? "/" : path[..<slash]
    } else {
      directory = ""
    }
    let key = Bytes(text: directory)
    let wanted = Bytes(text: name)
    // Looked up under the lock, so the listing is not copied (its reference count is shared
    // by the threads that ask).
    let listed = state.withLock { state -> Bool?? in
      state.directories[key].map { $0?.contains(wanted) }
    }
    let found = listed ?? list(key)?.contains(wanted)
    if found == true { return true }
    return FileManager.default.fileExists(atPath: path)
  }

  /// Lists `directory` (`""`: the working directory), unless a path already named it, and
  /// keeps the listing under its path.
  private func list(_ directory: Bytes) -> Listing? {
    let opened = directory.text.isEmpty ? "." : String(directory.text)
    // `stat` of a name inside needs search permission on the directory, `readdir` needs read.
    var info = stat()
    guard stat(opened + "/.", &info) == 0 else {
      state.withLock { $0.directories[directory] = .some(nil) }
      return nil
    }
    let identity = Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    let listing =
      state.withLock { $0.listed[identity] } ?? Self.names(in: opened)
    state.withLock { state in
      state.directories[directory] = .some(listing)
      if let listing { state.listed[identity] = listing }
    }
    return listing
  }

  /// The names in `directory` that `readdir` reports as regular files or directories, or nil
  /// when it cannot be opened. Links and entries of unknown type are left out: `FileManager`
  /// answers those.
  private static func names(in directory: String) -> Listing? {
    guard let handle = opendir(directory) else { return nil }
    defer { closedir(handle) }
    var names: Listing = []
    while let entry = readdir(handle) {
      let type = Int32(entry.pointee.d_type)
      guard type == Int32(DT_REG) || type == Int32(DT_DIR) else { continue }
      // A name that is not UTF-8 is no path's name here (a repaired one could be).
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(validating: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if let name { names.insert(Bytes(text: name[...])) }
    }
    return names
  }
}
