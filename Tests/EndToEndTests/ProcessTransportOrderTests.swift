import Foundation
import ProviderProtocol
import Testing

/// A provider process's stderr and stdout are separate pipes read by separate threads. What the
/// provider wrote to stderr before a stdout line must be in the transport's log by the time that
/// line is handled: the privacy checks search that log right after the line that ends a step,
/// and their verdicts must not depend on which thread the scheduler ran first.
@Suite struct ProcessTransportOrderTests {
  /// What the line handler saw, filled in on the transport's stdout thread.
  final class Seen: @unchecked Sendable {
    private let lock = NSLock()
    private var logs: [String] = []
    let ended = DispatchSemaphore(value: 0)

    func record(_ text: String) { lock.withLock { logs.append(text) } }
    var all: [String] { lock.withLock { logs } }
  }

  @Test func stderrWrittenBeforeALineIsInTheLogWhenTheLineIsHandled() throws {
    for round in 0..<50 {
      let transport = ProcessTransport(
        command: "printf 'secret-%s\\n' \(round) >&2; echo '{\"type\":\"state\"}'")
      let seen = Seen()
      try transport.start { event in
        switch event {
        case .line: seen.record(transport.diagnosticText)
        case .closed: seen.ended.signal()
        }
      }
      #expect(seen.ended.wait(timeout: .now() + 30) == .success, "the process ended")
      #expect(seen.all == ["secret-\(round)\n"], "round \(round)")
      transport.stop()
    }
  }
}
