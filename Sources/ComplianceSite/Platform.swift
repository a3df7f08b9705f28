import Support

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every libc call ComplianceSite makes, in one place, each turning `errno` into a
/// ``Platform/SystemError`` that names the operation and the path.
enum Platform {
  /// A failed system call.
  struct SystemError: Error {
    /// What was being done, e.g. `create directory`.
    let operation: String
    /// The path it was done to.
    let path: String
    /// The `errno` value.
    let code: Int32

    /// The reason in plain words: the C library's description of `code` (`permission
    /// denied`), or, for a folder that cannot be made because a file has its name or stands
    /// in for a folder above it, `a file is in the way, not a folder`.
    var message: String {
      if code == ENOTDIR, operation == "create directory" {
        return "a file is in the way, not a folder"
      }
      return FileSystemReason.describe(errno: code)
    }
  }

  /// What is at a path, without following a final symbolic link.
  enum FileKind {
    case missing
    case directory
    case other
  }

  /// The kind of file at `path` (`lstat`).
  static func fileKind(atPath path: String) throws -> FileKind {
    var info = stat()
    if lstat(path, &info) == 0 {
      return (info.st_mode & S_IFMT) == S_IFDIR ? .directory : .other
    }
    let code = errno
    if code == ENOENT { return .missing }
    throw SystemError(operation: "inspect", path: path, code: code)
  }

  /// Creates a directory with exactly `mode` (independent of the umask); an existing
  /// directory, or a symbolic link to one, is fine when `allowExisting` is set.
  static func makeDirectory(_ path: String, mode: mode_t, allowExisting: Bool = false) throws {
    guard mkdir(path, mode) != 0 else {
      try setMode(path, mode)
      return
    }
    var code = errno
    if code == EEXIST {
      var info = stat()
      if stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
        if allowExisting { return }
      } else {
        // Something other than a directory is in the way: say so rather than "File exists".
        code = ENOTDIR
      }
    }
    throw SystemError(operation: "create directory", path: path, code: code)
  }

  /// Creates a new uniquely named directory whose path starts with `prefix` (`mkdtemp`), and
  /// returns its path.
  static func makeUniqueDirectory(prefix: String, mode: mode_t) throws -> String {
    var template = Array((prefix + "XXXXXX").utf8CString)
    let created = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) != nil }
    guard created else {
      throw SystemError(operation: "create directory", path: prefix + "XXXXXX", code: errno)
    }
    let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    try setMode(path, mode)
    return path
  }

  /// Sets a file's permission bits.
  static func setMode(_ path: String, _ mode: mode_t) throws {
    guard chmod(path, mode) == 0 else {
      throw SystemError(operation: "set permissions of", path: path, code: errno)
    }
  }

  /// Creates `path` (which must not exist yet; symbolic links are not followed) with exactly
  /// `mode` and writes `contents` to it.
  static func writeNewFile(_ path: String, contents: [UInt8], mode: mode_t) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
    guard descriptor >= 0 else {
      throw SystemError(operation: "create file", path: path, code: errno)
    }
    defer { close(descriptor) }
    guard fchmod(descriptor, mode) == 0 else {
      throw SystemError(operation: "set permissions of", path: path, code: errno)
    }
    try contents.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          throw SystemError(operation: "write", path: path, code: errno)
        }
        offset += written
      }
    }
  }

  /// Renames `source` to `destination`, replacing an empty directory or a file there.
  static func rename(_ source: String, to destination: String) throws {
    #if canImport(Darwin)
      let result = Darwin.rename(source, destination)
    #else
      let result = Glibc.rename(source, destination)
    #endif
    guard result == 0 else {
      throw SystemError(operation: "rename '\(source)' to", path: destination, code: errno)
    }
  }

  /// Atomically swaps two existing paths (`renameat2(RENAME_EXCHANGE)` on Linux,
  /// `renamex_np(RENAME_SWAP)` on Darwin). Returns `false` when the system or the file system
  /// does not support it, so the caller can fall back to two renames.
  static func exchange(_ first: String, _ second: String) throws -> Bool {
    #if canImport(Darwin)
      if renamex_np(first, second, UInt32(RENAME_SWAP)) == 0 { return true }
    #else
      guard let address = renameat2Address,
        let pointer = UnsafeRawPointer(bitPattern: address)
      else { return false }
      typealias RenameAt2 =
        @convention(c) (
          Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32
        ) -> Int32
      let renameat2 = unsafeBitCast(pointer, to: RenameAt2.self)
      let renameExchange: UInt32 = 1 << 1
      if renameat2(AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0 { return true }
    #endif
    let code = errno
    if code == ENOSYS || code == EINVAL || code == ENOTSUP { return false }
    throw SystemError(operation: "swap '\(first)' with", path: second, code: code)
  }

  #if !canImport(Darwin)
    /// `renameat2` looked up at run time: older C libraries lack it and Swift's Glibc module
    /// does not declare it.
    private static let renameat2Address: UInt? = dlsym(nil, "renameat2").map {
      UInt(bitPattern: $0)
    }
  #endif

  /// Opens (creating if needed) a lock file and returns its descriptor. A lock file another
  /// user created is opened read-only, which is enough for `flock`.
  static func openLockFile(_ path: String) throws -> Int32 {
    var descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
    var code = errno
    if descriptor < 0 && code == EACCES {
      descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
      // No lock file to open read-only: the folder refused its creation, say that.
      if descriptor < 0, errno != ENOENT { code = errno }
    }
    guard descriptor >= 0 else {
      throw SystemError(operation: "create lock file", path: path, code: code)
    }
    return descriptor
  }

  /// Takes an exclusive `flock` on `descriptor`, waiting for other holders. Locks belong to
  /// the open file description, so they exclude other threads of this process too.
  static func lockExclusively(_ descriptor: Int32, path: String) throws {
    while flock(descriptor, LOCK_EX) != 0 {
      if errno == EINTR { continue }
      throw SystemError(operation: "lock", path: path, code: errno)
    }
  }

  /// Closes a descriptor, releasing any `flock` on it.
  static func closeDescriptor(_ descriptor: Int32) {
    close(descriptor)
  }
}
