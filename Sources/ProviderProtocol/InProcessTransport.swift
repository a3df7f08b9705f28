import Foundation
import LanguageProvider
import Synchronization

/// The Swift provider in this process, reached through protocol lines exactly as a provider
/// process is: every line goes through a ``SwiftProviderEndpoint`` in order, every line it
/// writes comes back through the handler. Only the process boundary is missing, so in-process
/// verdicts and served verdicts come from the same messages.
final class InProcessTransport: LineTransport, Sendable {
  private let faults: Set<ProviderFault>
  /// Set once in `start`; `AsyncStream.Continuation` is itself thread-safe.
  private let input = Mutex<AsyncStream<String>.Continuation?>(nil)

  init(faults: Set<ProviderFault>) {
    self.faults = faults
  }

  func start(_ handler: @escaping @Sendable (TransportEvent) -> Void) throws {
    let (lines, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .unbounded)
    input.withLock { $0 = continuation }
    let faults = self.faults
    Task {
      do {
        try await SwiftProviderEndpoint.serve(lines, faults: faults) { handler(.line($0)) }
        handler(.closed(reason: "provider exited with status 0"))
      } catch {
        handler(.closed(reason: "provider stopped: \(error)"))
      }
    }
  }

  func send(_ line: String) throws {
    input.withLock { $0 }?.yield(line)
  }

  func stop() {
    input.withLock { $0 }?.finish()
  }

  var diagnosticTail: [String] { [] }
  var diagnosticText: String { "" }
  func discardDiagnostics() {}
}
