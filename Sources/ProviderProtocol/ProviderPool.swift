import Synchronization

/// Provider processes kept between checks. A provider that offers `restart` in its handshake
/// begins a new session in the same process once a check is over (docs/provider-protocol.md,
/// "Restart"), and its process waits here for the next check instead of being stopped; every
/// other provider is stopped when its check ends, so each check starts it anew.
///
/// A process is handed out again only while it is healthy: it has not ended, and it wrote
/// nothing (no line, no stderr) since it acknowledged `restart`. Which idle process a check
/// gets depends on scheduling, and nothing else does: each one is as newly started.
final class ProviderPool: Sendable {
  private let make: @Sendable () throws -> any LineTransport
  private let idle = Mutex<[SharedTransport]>([])

  /// A pool of transports that `make` starts.
  init(make: @escaping @Sendable () throws -> any LineTransport) {
    self.make = make
  }

  /// A session on an idle healthy process (`reused`), or on a new one.
  func acquire() throws -> PooledTransport {
    while let shared = idle.withLock({ $0.popLast() }) {
      if shared.isHealthy { return PooledTransport(shared, pool: self, reused: true) }
      shared.transport.stop()
    }
    return try acquireNew()
  }

  /// A session on a new process.
  func acquireNew() throws -> PooledTransport {
    PooledTransport(SharedTransport(try make()), pool: self, reused: false)
  }

  /// Takes back a process whose session ended with an acknowledged `restart`.
  func giveBack(_ shared: SharedTransport) {
    idle.withLock { $0.append(shared) }
  }

  /// Stops every idle process and waits until each has ended (a hang guard of a few seconds
  /// is the transport's: it terminates, then kills, a process that does not exit).
  func stopIdle() async {
    let stopping = idle.withLock { idle in
      defer { idle.removeAll() }
      return idle
    }
    for shared in stopping { shared.transport.stop() }
    for shared in stopping { await shared.ended() }
  }

  deinit {
    for shared in idle.withLock({ $0 }) { shared.transport.stop() }
  }
}

/// One provider process that serves sessions one after another: its events go to the session
/// attached now; an event while none is attached makes it unusable (a provider writes nothing
/// between acknowledging `restart` and the next `hello`).
final class SharedTransport: Sendable {
  let transport: any LineTransport
  private let state = Mutex(State())

  private struct State {
    var started = false
    var handler: (@Sendable (TransportEvent) -> Void)?
    /// Lines delivered to the session attached now.
    var delivered = 0
    var ended = false
    var endWaiters: [CheckedContinuation<Void, Never>] = []
    var strayLine = false
  }

  init(_ transport: any LineTransport) {
    self.transport = transport
  }

  /// Sends the process's events to `handler` from now on (starting the process first).
  func attach(_ handler: @escaping @Sendable (TransportEvent) -> Void) throws {
    let first = state.withLock { state in
      state.handler = handler
      state.delivered = 0
      defer { state.started = true }
      return !state.started
    }
    if first { try transport.start { [self] event in route(event) } }
  }

  /// Stops sending events to the session attached now, which took in `linesTaken` lines up to
  /// its last acknowledgement: a line delivered after it makes the process unusable.
  func detach(linesTaken: Int) {
    state.withLock { state in
      state.handler = nil
      if state.delivered > linesTaken { state.strayLine = true }
    }
  }

  /// Returns once the process has ended.
  func ended() async {
    await withCheckedContinuation { continuation in
      let done = state.withLock { state in
        if !state.ended { state.endWaiters.append(continuation) }
        return state.ended
      }
      if done { continuation.resume() }
    }
  }

  /// Whether the process can serve another session.
  var isHealthy: Bool {
    state.withLock { !$0.ended && !$0.strayLine } && transport.diagnosticText.isEmpty
  }

  private func route(_ event: TransportEvent) {
    // Under the lock: an event is either the attached session's or a stray one, never both.
    state.withLock { state in
      if case .closed = event {
        state.ended = true
        for waiter in state.endWaiters { waiter.resume() }
        state.endWaiters.removeAll()
      }
      guard let handler = state.handler else {
        if case .line = event { state.strayLine = true }
        return
      }
      if case .line = event { state.delivered += 1 }
      handler(event)
    }
  }
}

/// One session's view of a ``SharedTransport``: lines to and from the process, and the stderr
/// the process wrote during this session only. ``release()`` hands the process back to the
/// pool; ``stop()`` stops it for good.
final class PooledTransport: LineTransport, Sendable {
  private let shared: SharedTransport
  private let pool: ProviderPool
  /// Whether the process served an earlier session.
  let reused: Bool
  /// The stderr of this session, kept when it ended (`nil`: still running).
  private let kept = Mutex<(text: String, tail: [String])?>(nil)

  init(_ shared: SharedTransport, pool: ProviderPool, reused: Bool) {
    self.shared = shared
    self.pool = pool
    self.reused = reused
  }

  func start(_ handler: @escaping @Sendable (TransportEvent) -> Void) throws {
    try shared.attach(handler)
  }

  func send(_ line: String) throws {
    try shared.transport.send(line)
  }

  func stop() {
    guard kept.withLock({ $0 == nil }) else { return }
    shared.transport.stop()
  }

  var isReusable: Bool { true }

  func release(linesTaken: Int) {
    let ended = kept.withLock { kept -> Bool in
      guard kept == nil else { return true }
      kept = (shared.transport.diagnosticText, shared.transport.diagnosticTail)
      return false
    }
    guard !ended else { return }
    shared.detach(linesTaken: linesTaken)
    shared.transport.discardDiagnostics()
    pool.giveBack(shared)
  }

  func discardDiagnostics() {}

  var diagnosticTail: [String] { kept.withLock { $0?.tail } ?? shared.transport.diagnosticTail }
  var diagnosticText: String { kept.withLock { $0?.text } ?? shared.transport.diagnosticText }
}
