import ContractMarkdown
import Foundation
import Support

#if canImport(Glibc)
  import Glibc
#endif

/// Finds and reads Markdown documents from files and directories, refusing input that is not
/// a readable UTF-8 text document with a one-line error naming the path.
public struct ContractLoader: Sendable {
  /// Files larger than this are refused (default 8 MiB).
  public var sizeLimit: Int
  public var options: MarkdownParseOptions
  /// Whether parsed documents get their clauses (default). With false, `clauses` and every
  /// section's `clauseIDs` are left empty: for a caller that looks only at a document's
  /// structure (lint, most documents) and calls ``Contract/withClauses()`` when it needs them.
  public var buildsClauses = true

  public static let defaultSizeLimit = 8 * 1024 * 1024

  /// The error message for a directory without any Markdown file.
  public static let noMarkdownMessage = "directory holds no Markdown (.md) file"

  public init(
    sizeLimit: Int = ContractLoader.defaultSizeLimit, options: MarkdownParseOptions = .init()
  ) {
    self.sizeLimit = sizeLimit
    self.options = options
  }

  /// The Markdown files named by `paths`: files as given, directories searched recursively for
  /// `*.md` (hidden folders skipped, and a site's placeholder `README.md` too), each
  /// directory's files sorted by path.
  public func discover(_ paths: [String]) throws(InputError) -> [String] {
    var files: [String] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw InputError(path: path, message: FileSystemReason.whyUnreadable(path))
      }
      if !isDirectory.boolValue {
        files.append(path)
        continue
      }
      guard var found = Self.walker.files(under: path) else {
        throw InputError(
          path: path, message: "folder cannot be read: \(FileSystemReason.whyUnlistable(path))")
      }
      // A site built inside the contracts folder is output, not a document.
      found.removeAll(where: SitePlaceholder.isPlaceholder)
      guard !found.isEmpty else {
        throw InputError(path: path, message: Self.noMarkdownMessage)
      }
      files.append(contentsOf: found.sorted())
    }
    return files
  }

  /// Markdown files: hidden entries skipped, links followed (into folders too, never round a
  /// cycle, each file listed once). Whatever else is named `*.md` is listed for ``read(_:)`` to
  /// refuse with its reason: a FIFO or a device, and a broken link (skipped, its contract
  /// would silently be missing from the report).
  private static let walker = DirectoryWalker(
    enter: { !$0.hasPrefix(".") },
    include: { name, _ in !name.hasPrefix(".") && name.lowercased().hasSuffix(".md") },
    followsDirectoryLinks: true)

  /// Reads a file's bytes, refusing a missing, empty, oversized, binary or non-UTF-8 file.
  /// One `stat`, one `open` and reads straight into the array (no `Data` copy).
  public func read(_ path: String) throws(InputError) -> [UInt8] {
    var status = stat()
    guard stat(path, &status) == 0 else {
      let code = errno
      // Not there: `whyUnreadable` tells a broken link (where it points) from a missing file.
      throw InputError(
        path: path,
        message: code == ENOENT
          ? FileSystemReason.whyUnreadable(path)
          : FileSystemReason.describe(errno: code, path: path))
    }
    guard status.st_mode & S_IFMT != S_IFDIR else {
      throw InputError(path: path, message: "is a directory, expected a Markdown file")
    }
    // A FIFO would block `open` until a writer came, a device reads forever or nothing:
    // only regular files are read (what `FileManager.contents` accepted before).
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw InputError(
        path: path, message: "is not a regular file (a pipe, device or socket); not read")
    }
    let size = Int(status.st_size)
    guard size <= sizeLimit else {
      throw InputError(
        path: path,
        message: "file is \(size) bytes, over the size limit of \(sizeLimit) bytes (--max-size)")
    }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      throw InputError(
        path: path, message: "cannot be read: \(FileSystemReason.describe(errno: errno))")
    }
    defer { close(descriptor) }
    // One byte more than `stat` said, so end of file is seen without growing; a file that
    // grew since is read on, up to one buffer past the limit.
    var bytes = [UInt8](repeating: 0, count: size + 1)
    var count = 0
    while true {
      if count == bytes.count {
        guard count <= sizeLimit else { break }
        bytes.append(contentsOf: repeatElement(0, count: bytes.count))
      }
      let got = bytes.withUnsafeMutableBytes { buffer in
        Glibc.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
      }
      if got < 0 {
        if errno == EINTR { continue }
        throw InputError(
          path: path, message: "cannot be read: \(FileSystemReason.describe(errno: errno))")
      }
      if got == 0 { break }
      count += got
    }
    bytes.removeSubrange(count...)
    guard count <= sizeLimit else {
      throw InputError(
        path: path,
        message: "file is \(count) bytes, over the size limit of \(sizeLimit) bytes (--max-size)")
    }
    guard !bytes.isEmpty else { throw InputError(path: path, message: "file is empty") }
    return bytes
  }

  /// Reads and parses one document.
  public func load(_ path: String, kind: DocumentKind? = nil) throws(InputError) -> Contract {
    try parse(read(path), path: path, kind: kind)
  }

  /// Parses bytes read from `path`, mapping text problems to one-line input errors.
  public func parse(_ bytes: [UInt8], path: String, kind: DocumentKind? = nil) throws(InputError)
    -> Contract
  {
    do {
      return try ContractParser.parse(
        bytes, file: path, kind: kind, options: options, buildingClauses: buildsClauses)
    } catch let error as MarkdownError {
      switch error {
      case .invalidUTF8(let location):
        throw InputError(
          path: "\(path):\(location.line):\(location.column)",
          message: "invalid UTF-8 at line \(location.line), column \(location.column)")
      case .binaryContent(let location):
        throw InputError(
          path: "\(path):\(location.line):\(location.column)",
          message: "binary file (NUL byte at line \(location.line)), expected Markdown text")
      case .nestingTooDeep(let location, let limit):
        throw InputError(
          path: "\(path):\(location.line):\(location.column)",
          message: "lists and block quotes nested more than \(limit) deep")
      }
    } catch {
      throw InputError(path: path, message: "cannot be parsed: \(error)")
    }
  }
}
