import Foundation

/// The lines of standard input as an async sequence, read on a dedicated thread so a blocking
/// read never holds a cooperative-pool thread.
public enum StandardInputLines {
  /// Lines without their newline; the stream finishes at end of input.
  public static func stream() -> AsyncStream<String> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: String.self, bufferingPolicy: .unbounded)
    let thread = Thread {
      while let line = readLine(strippingNewline: true) {
        continuation.yield(line)
      }
      continuation.finish()
    }
    thread.start()
    return stream
  }
}
