import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file operation failed, in plain words ("permission denied", "no such file or
/// directory", "'out' is a file, not a folder"): what every I/O error message says after the
/// path, never a Foundation error dump (`Error Domain=NSCocoaErrorDomain Code=516 …`).
public enum FileSystemReason {
  /// The C library's words for `errno`, lower-cased: `no such file or directory`.
  public static func describe(errno code: Int32) -> String {
    var text = String(cString: strerror(code))
    // "No such file or directory" → "no such file or directory" (but not an acronym).
    if let first = text.first, first.isUppercase, text.dropFirst().first?.isLowercase == true {
      text = first.lowercased() + text.dropFirst()
    }
    return text
  }

  /// The words for `errno` from an operation on `path`; "not a directory" names the file
  /// that stands where a folder of the path should be: `'f' is a file, not a folder`.
  public static func describe(errno code: Int32, path: String) -> String {
    if code == ENOTDIR, let blocker = fileInTheWay(of: path) {
      return "'\(blocker)' is a file, not a folder"
    }
    return describe(errno: code)
  }

  /// Plain words for an error a file operation threw: the system's reason when the error
  /// carries an `errno` (POSIX errors, and Foundation's file errors through their underlying
  /// error), else the error's own description when it is not a Foundation error, else a
  /// reason for Foundation's common file error codes.
  public static func describe(_ error: any Error) -> String {
    if let posix = error as? POSIXError { return describe(errno: posix.code.rawValue) }
    let bridged = error as NSError
    if bridged.domain == NSPOSIXErrorDomain { return describe(errno: Int32(bridged.code)) }
    if let underlying = bridged.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return describe(errno: Int32(underlying.code))
    }
    guard bridged.domain == NSCocoaErrorDomain else {
      return String(describing: error)
    }
    switch CocoaError.Code(rawValue: bridged.code) {
    case .fileNoSuchFile, .fileReadNoSuchFile: return describe(errno: ENOENT)
    case .fileReadNoPermission, .fileWriteNoPermission: return describe(errno: EACCES)
    case .fileWriteFileExists: return describe(errno: EEXIST)
    case .fileWriteOutOfSpace: return describe(errno: ENOSPC)
    case .fileWriteVolumeReadOnly: return describe(errno: EROFS)
    case .fileReadInvalidFileName, .fileWriteInvalidFileName: return "invalid file name"
    case .fileReadCorruptFile: return "the file is damaged"
    case .fileReadInapplicableStringEncoding, .fileWriteInapplicableStringEncoding:
      return "the text is not in the expected encoding"
    default: return "the operation failed"
    }
  }

  /// Why the file at `path` cannot be read, asked of the system now (for a read that
  /// returned nothing): `no such file or directory`, `is a directory`, `permission denied`….
  public static func whyUnreadable(_ path: String) -> String {
    var status = stat()
    guard stat(path, &status) == 0 else {
      let code = errno
      if code == ENOENT, let target = brokenLinkTarget(path) {
        return "is a symbolic link to '\(target)', which does not exist"
      }
      return describe(errno: code, path: path)
    }
    if status.st_mode & S_IFMT == S_IFDIR { return "is a directory, not a file" }
    let descriptor = open(path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else { return describe(errno: errno) }
    close(descriptor)
    if status.st_mode & S_IFMT != S_IFREG { return "is not a regular file" }
    return "cannot be read"
  }

  /// Where the link at `path` points, as written in the link, when `path` is a symbolic link
  /// whose target does not exist; nil otherwise. A broken link is not a missing file: the
  /// file is there, and only its target is missing.
  public static func brokenLinkTarget(_ path: String) -> String? {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK,
      stat(path, &status) != 0, errno == ENOENT
    else { return nil }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Why the folder at `path` cannot be listed, asked of the system now.
  public static func whyUnlistable(_ path: String) -> String {
    var status = stat()
    guard stat(path, &status) == 0 else { return describe(errno: errno, path: path) }
    if status.st_mode & S_IFMT != S_IFDIR { return "is a file, not a folder" }
    guard let folder = opendir(path) else { return describe(errno: errno) }
    closedir(folder)
    return "cannot be listed"
  }

  /// The first existing ancestor of `path` (or `path` itself) that is not a folder, which
  /// makes the path impossible to create: `out` for `out/report.json` when `out` is a file.
  public static func fileInTheWay(of path: String) -> String? {
    var prefix = path.hasPrefix("/") ? "/" : ""
    let components = path.split(separator: "/", omittingEmptySubsequences: true)
    for component in components.dropLast() {
      prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
      var status = stat()
      guard stat(prefix, &status) == 0 else { return nil }
      if status.st_mode & S_IFMT != S_IFDIR { return prefix }
    }
    return nil
  }
}
