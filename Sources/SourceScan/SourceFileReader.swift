import Foundation

/// Reads whole files with `openat` and `read` into one buffer that is reused from file to file.
///
/// `FileManager.contents(atPath:)` allocates a `Data`, `stat`s the file and goes through
/// several layers per call; for 10,000 small source files that per-file cost outweighed the
/// lexing. The reader also keeps the last file's folder open and opens the next file relative
/// to it, so the kernel resolves one name instead of the whole path each time (the walker
/// lists a folder's files together). A reader belongs to one thread at a time.
final class SourceFileReader {
  private var buffer: UnsafeMutableBufferPointer<UInt8>
  private var folder = ""
  private var folderDescriptor: Int32 = -1

  init(capacity: Int = 64 * 1024) {
    buffer = .allocate(capacity: max(capacity, 1))
  }

  deinit {
    buffer.deallocate()
    if folderDescriptor >= 0 { close(folderDescriptor) }
  }

  /// Calls `body` with the bytes of the file at `path`; `nil` when it cannot be opened or
  /// read (a directory, no permission, gone). The bytes are valid only inside `body`.
  func withContents<Result>(
    ofFile path: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result? {
    let descriptor = openFile(path)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var length = 0
    while true {
      if length == buffer.count { grow() }
      let count = read(descriptor, buffer.baseAddress! + length, buffer.count - length)
      if count > 0 {
        length += count
      } else if count == 0 {
        break
      } else if errno != EINTR {
        return nil
      }
    }
    return body(UnsafeBufferPointer(rebasing: buffer[..<length]))
  }

  /// Opens `path` for reading, relative to its folder's descriptor when that can be opened.
  private func openFile(_ path: String) -> Int32 {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.startIndex
    else { return open(path, O_RDONLY | O_CLOEXEC) }
    let name = path[path.index(after: slash)...]
    if !(folder.utf8.count == path.utf8.distance(from: path.startIndex, to: slash)
      && path.utf8.starts(with: folder.utf8))
    {
      if folderDescriptor >= 0 { close(folderDescriptor) }
      folder = String(path[..<slash])
      folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }
    guard folderDescriptor >= 0, !name.isEmpty else {
      return open(path, O_RDONLY | O_CLOEXEC)
    }
    return openat(folderDescriptor, String(name), O_RDONLY | O_CLOEXEC)
  }

  private func grow() {
    let larger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: buffer.count * 2)
    _ = larger.initialize(from: buffer)
    buffer.deallocate()
    buffer = larger
  }
}
