import Foundation
import JSON
import ProviderProtocol

/// A transport whose "provider" is a closure in this process: every line the host sends goes
/// to `onHostLine`, which may answer through `emit`.
final class MemoryTransport: LineTransport, @unchecked Sendable {
  // Unchecked: `handler`, `sent`, `stopped` and `stderr` are guarded by `lock`.
  private let lock = NSLock()
  private var handler: (@Sendable (TransportEvent) -> Void)?
  private var sentLines: [String] = []
  private var stopped = false
  private let onHostLine: @Sendable (String, MemoryTransport) -> Void
  private var stderr: [String]

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

  var diagnosticTail: [String] { lock.withLock { stderr } }
  var diagnosticText: String { lock.withLock { stderr.joined(separator: "\n") } }
  func discardDiagnostics() { lock.withLock { stderr.removeAll() } }

  /// Writes a line to the "provider's" stderr.
  func log(_ line: String) { lock.withLock { stderr.append(line) } }

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
  /// The commands the host sent, in order.
  var commands: [String] {
    sent.compactMap { (try? JSONValue(parsing: $0))?["command"]?.stringValue }
  }
  var wasStopped: Bool { lock.withLock { stopped } }

  /// The `seq` of a host line.
  static func seq(_ line: String) -> Int {
    (try? JSONValue(parsing: line))?["seq"]?.intValue ?? 0
  }

  /// A launcher that hands out this transport.
  var launcher: ProviderLauncher {
    ProviderLauncher(name: "memory") { self }
  }
}

/// A scripted provider speaking the protocol's happy path: answers `hello` with `handshake`,
/// acknowledges every message with `settled`, and runs `onCommand` for everything else.
enum ScriptedProvider {
  static let handshake =
    #"{"protocol":"contract-report-provider/2","provider":"scripted","view":{"language":"/language","loading":"/loading","error":"/error"}}"#

  static func transport(
    stderr: [String] = [], handshake: String = handshake,
    onCommand: @escaping @Sendable (_ command: String, _ line: String, MemoryTransport) -> Void = {
      _, _, _ in
    }
  ) -> MemoryTransport {
    MemoryTransport(stderr: stderr) { line, transport in
      let seq = MemoryTransport.seq(line)
      let message = try? JSONValue(parsing: line)
      let command = message?["command"]?.stringValue ?? ""
      if command == "hello" {
        transport.emit(#"{"type":"reply","seq":\#(seq),"result":\#(handshake)}"#)
        transport.emit(
          #"{"type":"settled","seq":\#(seq),"state":{"loading":false,"language":null}}"#)
        return
      }
      onCommand(command, line, transport)
    }
  }
}
