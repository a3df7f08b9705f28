import Foundation
import ProviderProtocol

/// A transport whose "provider" is a closure in this process: every line the host sends goes
/// to `onHostLine`, which may answer through `emit`.
final class MemoryTransport: LineTransport, @unchecked Sendable {
  // Unchecked: `handler`, `sent` and `stopped` are guarded by `lock`.
  private let lock = NSLock()
  private var handler: (@Sendable (TransportEvent) -> Void)?
  private var sentLines: [String] = []
  private var stopped = false
  private let onHostLine: @Sendable (String, MemoryTransport) -> Void
  let stderr: [String]

  init(stderr: [String] = [], onHostLine: @escaping @Sendable (String, MemoryTransport) -> Void) {
    self.stderr = stderr
    self.onHostLine = onHostLine
  }

  func start(_ handler: @escaping @Sendable (TransportEvent) -> Void) throws {
    lock.withLock { self.handler = handler }
  }

  func send(_ line: String) throws {
    lock.withLock { sentLines.append(line) }
    onHostLine(line, self)
  }

  func stop() {
    lock.withLock { stopped = true }
  }

  var diagnosticTail: [String] { stderr }

  /// Delivers a line from the "provider" to the host.
  func emit(_ line: String) {
    let handler = lock.withLock { self.handler }
    handler?(.line(line))
  }

  /// Ends the "provider".
  func close(_ reason: String) {
    let handler = lock.withLock { self.handler }
    handler?(.closed(reason: reason))
  }

  var sent: [String] { lock.withLock { sentLines } }
  var wasStopped: Bool { lock.withLock { stopped } }
}

/// Connects a host-side transport to a ``ProviderServer`` in this process; the server reads
/// the host's lines in order from a stream, as `serve-provider` reads stdin.
enum ServedPair {
  static func transport() -> MemoryTransport {
    let (lines, input) = AsyncStream.makeStream(of: String.self)
    let transport = MemoryTransport { line, _ in input.yield(line) }
    let server = ProviderServer { [weak transport] line in transport?.emit(line) }
    Task { try await server.serve(lines) }
    return transport
  }
}
