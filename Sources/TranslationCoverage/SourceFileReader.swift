import Foundation

/// Reads whole files with `open` and `read` into one buffer that is reused from file to file.
///
/// `FileManager.contents(atPath:)` allocates a `Data`, `stat`s the file and goes through
/// several layers per call; for 10,000 small source files that per-file cost outweighed the
/// lexing. A reader belongs to one thread at a time.
final class SourceFileReader {
  private var buffer: UnsafeMutableBufferPointer<UInt8>

  init(capacity: Int = 64 * 1024) {
    buffer = .allocate(capacity: max(capacity, 1))
  }

  deinit {
    buffer.deallocate()
  }

  /// Calls `body` with the bytes of the file at `path`; `nil` when it cannot be opened or
  /// read (a directory, no permission, gone). The bytes are valid only inside `body`.
  func withContents<Result>(
    ofFile path: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
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

  private func grow() {
    let larger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: buffer.count * 2)
    _ = larger.initialize(from: buffer)
    buffer.deallocate()
    buffer = larger
  }
}
