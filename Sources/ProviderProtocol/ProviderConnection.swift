import Foundation
import LanguageProvider

/// The host's side of one `contract-report-provider/1` session: numbered commands with their
/// replies, the provider's requests answered by a handler, pushed snapshots remembered.
///
/// Any protocol violation, a reply that does not come within `replyTimeout`, or the provider's
/// exit fails the connection: every waiting command throws a ``ProviderFailure`` (with the
/// provider's stderr tail), later commands throw it at once, and observers registered with
/// ``onFailure(_:)`` hear of it, so nothing waits forever.
///
/// `@unchecked Sendable` is justified: every mutable field is guarded by `lock`, and
/// continuations are resumed outside it.
public final class ProviderConnection: @unchecked Sendable {
  /// Answers one provider request (`op` and the whole message) with its `result`.
  public typealias RequestHandler =
    @Sendable (_ op: String, _ message: JSONValue) async throws ->
    JSONValue

  private struct Pending {
    let command: String
    let continuation: CheckedContinuation<JSONValue, any Error>
  }

  /// Seconds a command may wait for its reply.
  public let replyTimeout: Double
  private let transport: any LineTransport
  private let handler: RequestHandler
  private let lock = NSLock()
  private var nextID = 0
  private var pending: [Int: Pending] = [:]
  private var failure: ProviderFailure?
  private var stopping = false
  private var observers: [@Sendable (ProviderFailure) -> Void] = []
  private var latest: ProviderSnapshot?

  /// Creates a connection over a transport (not started).
  public init(
    transport: any LineTransport, replyTimeout: Double, handler: @escaping RequestHandler
  ) {
    self.transport = transport
    self.replyTimeout = replyTimeout
    self.handler = handler
  }

  /// Starts the transport.
  public func start() throws(ProviderFailure) {
    do {
      try transport.start { [weak self] event in self?.receive(event) }
    } catch {
      let failure = ProviderFailure(
        kind: .transport, message: "could not start the provider: \(error)",
        stderrTail: transport.diagnosticTail)
      fail(failure)
      throw failure
    }
  }

  /// The last snapshot the provider pushed.
  public var lastSnapshot: ProviderSnapshot? { lock.withLock { latest } }

  /// The failure that ended the connection, if any.
  public var currentFailure: ProviderFailure? { lock.withLock { failure } }

  /// Calls `observer` once when the connection fails (at once if it already has).
  public func onFailure(_ observer: @escaping @Sendable (ProviderFailure) -> Void) {
    let existing: ProviderFailure? = lock.withLock {
      if let failure { return failure }
      observers.append(observer)
      return nil
    }
    if let existing { observer(existing) }
  }

  /// Sends a command and waits for its reply's `result`, at most `timeout` seconds (default
  /// ``replyTimeout``).
  public func call(
    _ command: String, _ fields: [String: JSONValue] = [:], timeout: Double? = nil
  ) async throws -> JSONValue {
    let id: Int = try lock.withLock {
      if let failure { throw failure }
      nextID += 1
      return nextID
    }
    var message = fields
    message["type"] = .string("command")
    message["id"] = .int(id)
    message["command"] = .string(command)
    let line = JSONValue.object(message).line
    let timeout = timeout ?? replyTimeout
    return try await withCheckedThrowingContinuation { continuation in
      let early: ProviderFailure? = lock.withLock {
        if let failure { return failure }
        pending[id] = Pending(command: command, continuation: continuation)
        return nil
      }
      if let early {
        continuation.resume(throwing: early)
        return
      }
      do {
        try transport.send(line)
      } catch {
        failSoon(.transport, "could not send '\(command)': \(error)")
        return
      }
      // A Dispatch timer, not a sleeping task: the timeout must fire even when every
      // thread of the cooperative pool is busy (checks that block or compute).
      DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [weak self] in
        self?.expire(id, after: timeout)
      }
    }
  }

  /// Ends the session on purpose: later commands fail, the provider's exit is not a crash.
  public func stop() {
    lock.withLock { stopping = true }
    fail(.transport, "the session was stopped")
  }

  /// A one-line summary of the last pushed snapshot.
  public var lastSnapshotSummary: String? {
    lastSnapshot.map(Self.summary)
  }

  /// The provider's stderr tail.
  public var stderrTail: [String] { transport.diagnosticTail }

  static func summary(_ snapshot: ProviderSnapshot) -> String {
    let state = snapshot.state
    return
      "generation \(state.generation), selection \(state.selection?.code ?? "none"), loading \(state.loading), restore \(state.restore.category), dictionary \(state.dictionaryStatus.rawValue) \(state.dictionaryCode ?? "none"), awaiting \(state.awaiting.isEmpty ? "nothing" : state.awaiting.map(\.rawValue).joined(separator: "+")), results received \(snapshot.results.received)"
  }

  // MARK: Incoming

  private func receive(_ event: TransportEvent) {
    switch event {
    case .closed(let reason):
      let intended = lock.withLock { stopping }
      if !intended { fail(.crashed, reason) }
    case .line(let line):
      receive(line: line)
    }
  }

  private func receive(line: String) {
    let message: JSONValue
    do {
      message = try JSONValue(parsing: line)
    } catch {
      fail(.protocolViolation, "a line that is not JSON: \(Self.excerpt(line))")
      return
    }
    do {
      let reader = try WireReader(message, path: "message")
      switch try reader.string("type") {
      case "reply": try reply(reader)
      case "request": try request(reader, message)
      case "snapshot":
        let snapshot = try WireFormat.decodeSnapshot(
          reader.value("snapshot"), path: "snapshot.snapshot")
        lock.withLock { latest = snapshot }
      case let other:
        throw ProtocolViolation("message.type: unknown message type \"\(other)\"")
      }
    } catch let violation as ProtocolViolation {
      fail(.protocolViolation, "\(violation.message) in \(Self.excerpt(line))")
    } catch {
      fail(.protocolViolation, "\(error) in \(Self.excerpt(line))")
    }
  }

  private func reply(_ reader: WireReader) throws {
    let id = try reader.int("id")
    guard let entry = lock.withLock({ pending.removeValue(forKey: id) }) else {
      throw ProtocolViolation("reply.id: no command \(id) is waiting for a reply")
    }
    if reader.has("error") {
      let text = (try? reader.string("error")) ?? reader.members["error"].map(\.line) ?? "?"
      entry.continuation.resume(
        throwing: ProviderFailure(
          kind: .commandFailed, message: "'\(entry.command)' answered with error: \(text)",
          lastSnapshot: lastSnapshotSummary, stderrTail: transport.diagnosticTail))
    } else if let result = reader.members["result"] {
      entry.continuation.resume(returning: result)
    } else {
      lock.withLock { pending[id] = entry }
      throw ProtocolViolation("reply.result: missing in the reply to '\(entry.command)'")
    }
  }

  private func request(_ reader: WireReader, _ message: JSONValue) throws {
    let id = try reader.int("id")
    let op = try reader.string("op")
    let handler = self.handler
    Task { [weak self] in
      do {
        let result = try await handler(op, message)
        let line = JSONValue.object([
          "type": .string("response"), "id": .int(id), "result": result,
        ]).line
        try self?.transport.send(line)
      } catch let violation as ProtocolViolation {
        self?.fail(.protocolViolation, "request \(id) (\(op)): \(violation.message)")
      } catch {
        self?.failSoon(.transport, "could not answer request \(id) (\(op)): \(error)")
      }
    }
  }

  // MARK: Failure

  private func expire(_ id: Int, after seconds: Double) {
    guard let command = lock.withLock({ pending[id]?.command }) else { return }
    let shown = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    fail(.timeout, "no reply to '\(command)' within \(shown) s")
  }

  /// A write to a provider that just exited fails before its exit is reported: give the exit
  /// (with its status and stderr) half a second to arrive first.
  private func failSoon(_ kind: ProviderFailure.Kind, _ message: String) {
    Task { [weak self] in
      try? await Task.sleep(nanoseconds: 500_000_000)
      self?.fail(kind, message)
    }
  }

  private func fail(_ kind: ProviderFailure.Kind, _ message: String) {
    fail(
      ProviderFailure(
        kind: kind, message: message, lastSnapshot: lastSnapshotSummary,
        stderrTail: transport.diagnosticTail))
  }

  private func fail(_ error: ProviderFailure) {
    let (waiting, notify): ([Pending], [@Sendable (ProviderFailure) -> Void]) = lock.withLock {
      guard failure == nil else { return ([], []) }
      failure = error
      let waiting = Array(pending.values)
      pending.removeAll()
      let notify = stopping ? [] : observers
      observers.removeAll()
      return (waiting, notify)
    }
    for entry in waiting { entry.continuation.resume(throwing: error) }
    for observer in notify { observer(error) }
    transport.stop()
  }

  private static func excerpt(_ line: String) -> String {
    line.count > 120 ? "'\(line.prefix(117))…'" : "'\(line)'"
  }
}
