import Foundation
import LanguageProvider

/// The Swift provider in this process, reached through protocol lines exactly as a provider
/// process is: every line goes through a ``SwiftProviderEndpoint`` in order, every line it
/// writes comes back through the handler. Only the process boundary is missing, so in-process
/// verdicts and served verdicts come from the same messages.
///
/// `@unchecked Sendable` is justified: `continuation` is set once in `start` under `lock` and
/// `AsyncStream.Continuation` is itself thread-safe.
final class InProcessTransport: LineTransport, @unchecked Sendable {
  private let faults: Set<ProviderFault>
  private let lock = NSLock()
  private var input: AsyncStream<String>.Continuation?

  init(faults: Set<ProviderFault>) {
    self.faults = faults
  }

  func start(_ handler: @escaping @Sendable (TransportEvent) -> Void) throws {
    let (lines, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .unbounded)
    lock.withLock { input = continuation }
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
    lock.withLock { input }?.yield(line)
  }

  func stop() {
    lock.withLock { input }?.finish()
  }

  var diagnosticTail: [String] { [] }
  var diagnosticText: String { "" }
  func discardDiagnostics() {}
}
