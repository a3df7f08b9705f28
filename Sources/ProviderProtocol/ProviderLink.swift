import Foundation
import JSON
import LanguageProvider
import Support

/// The host's side of one provider process speaking `contract-report-provider/2`: it sends
/// commands, answers the provider's storage requests at once from its ``HostWorld`` (service
/// calls are held until a check answers them), records every state, notification and reply
/// in the world's log, and waits for "settled" after every message it sends.
///
/// A line that is not a protocol message, the provider's exit, or a provider that writes
/// nothing for `settleTimeout` seconds while a reply or "settled" is awaited (a hang guard,
/// never a verdict: seconds in which the machine was too busy for the host to run do not
/// count) fails the link: every waiting call throws a ``ProviderFailure`` with the last state
/// and the provider's stderr tail.
public actor ProviderLink {
  /// The provider's number in its world.
  public nonisolated let index: Int
  /// Seconds of silence while a reply or "settled" is awaited before the provider counts as
  /// hung.
  public nonisolated let settleTimeout: Double
  private let world: HostWorld
  private let transport: any LineTransport
  private var lastSent = 0
  private var settledThrough = 0
  private var settleWaiters: [Int: CheckedContinuation<Void, any Error>] = [:]
  private var nextWaiter = 0
  private var replies: [Int: Reply] = [:]
  private var replyWaiters: [Int: CheckedContinuation<Reply, any Error>] = [:]
  private var commandNames: [Int: String] = [:]
  private var failure: ProviderFailure?
  private var stopping = false
  private var output = ""
  private var lastStateLine: String?
  /// Lines received so far: a line starts a hang guard's count again.
  private var received = 0
  /// How many lines had come when the provider acknowledged `restart`.
  private var restartAcknowledgedAt: Int?
  /// HTTP service calls the provider announced, and how many reached the host.
  private var announcedHTTP = 0
  private var arrivedHTTP = 0
  private var closed = false
  private var closeWaiters: [CheckedContinuation<Void, Never>] = []

  /// The provider's handshake (after ``start()``).
  public private(set) var handshake: Handshake?
  /// The session mounted now (`nil`: none).
  public private(set) var session: Int?
  /// The last native state the provider pushed.
  public private(set) var lastState: JSONValue?

  /// A reply to a command: its result, a native rejection, or a protocol-level error.
  public struct Reply: Sendable, Hashable {
    /// The result the provider sent.
    public var result: JSONValue?
    /// The message of a native rejection (the provider's call threw or rejected).
    public var rejection: String?
  }

  init(index: Int, world: HostWorld, transport: any LineTransport, settleTimeout: Double) {
    self.index = index
    self.world = world
    self.transport = transport
    self.settleTimeout = settleTimeout
  }

  // MARK: Lifecycle

  func start() async throws {
    let (lines, continuation) = AsyncStream.makeStream(
      of: TransportEvent.self, bufferingPolicy: .unbounded)
    do {
      try transport.start { continuation.yield($0) }
    } catch {
      throw fail(.transport, "could not start the provider: \(error)")
    }
    Task { [weak self] in
      for await event in lines {
        guard let self else { return }
        await self.receive(event)
      }
    }
    let reply = try await call("hello", ["protocol": .string(ProviderProtocolVersion.current)])
    guard let result = reply.result else {
      throw fail(.protocolViolation, "'hello' was rejected: \(reply.rejection ?? "")")
    }
    do {
      handshake = try Handshake.decode(result)
    } catch {
      throw fail(.protocolViolation, error.message)
    }
  }

  /// Closes the provider's input (it exits) and stops it.
  public func stop() {
    stopping = true
    transport.stop()
  }

  /// Ends the link when its check is over. A healthy provider that offers `restart` on a
  /// transport that can be kept is asked to restart, and once it acknowledged, its process is
  /// handed back for the next check; every other provider is stopped. A provider that does not
  /// acknowledge (an error reply, no reply within `settleTimeout`, an exit) is stopped, and
  /// its failure is thrown.
  func finish() async throws {
    guard !stopping else { return }
    guard failure == nil, !closed, transport.isReusable,
      handshake?.concepts.contains(ProviderProtocolVersion.restart) == true
    else {
      stop()
      return
    }
    do {
      _ = try await call("restart", [:])
    } catch let error as ProviderFailure {
      stop()
      throw ProviderFailure(
        kind: error.kind, message: "ending the check with 'restart': \(error.message)",
        lastSnapshot: error.lastSnapshot, stderrTail: error.stderrTail)
    } catch {
      stop()
      throw error
    }
    stopping = true
    transport.release(linesTaken: restartAcknowledgedAt ?? received)
  }

  /// The failure that ended the link, if any.
  public var currentFailure: ProviderFailure? { failure }

  /// Every line the provider wrote to stdout, then its stderr.
  public var emittedText: String { output + "\n" + transport.diagnosticText }

  /// Everything the provider wrote to stderr (the last 1 MB).
  public nonisolated var emittedDiagnostics: String { transport.diagnosticText }

  /// The provider's stderr tail.
  public nonisolated var stderrTail: [String] { transport.diagnosticTail }

  // MARK: Commands

  /// Mounts the provider for a project and account (it restores) and waits until it settled.
  public func mount(_ namespace: LanguageNamespace, settings: JSONValue = .object([:]))
    async throws
  {
    if let session { await world.endSession(session) }
    session = await world.beginSession(provider: index, namespace: namespace)
    var configuration = settings
    if case .object(var members) = settings, members["apiURL"] == nil {
      members["apiURL"] = .string(try await world.serviceURL().absoluteString)
      configuration = .object(members)
    }
    try await send(
      "mount",
      [
        "session": .object([
          "project": .string(namespace.project), "account": .string(namespace.account),
        ]), "settings": configuration,
      ])
    try await settle()
  }

  /// Unmounts the provider and waits until it settled.
  public func unmount() async throws {
    try await send("unmount", [:])
    if let session { await world.endSession(session) }
    session = nil
    try await settle()
  }

  /// Calls the provider's language setter with a language-list entry, as the selector does.
  public func select(_ language: ServiceLanguage) async throws {
    try await send("select", ["language": WireFormat.encodeSelectable(language)])
    try await settle()
  }

  /// Calls the provider's refresh and waits until it settled.
  public func refresh() async throws {
    try await send("refresh", [:])
    try await settle()
  }

  /// What the provider's `t(key, fallback)` returns now.
  public func translate(_ key: String, fallback: String?) async throws -> String {
    let reply = try await call(
      "t", ["key": .string(key), "fallback": fallback.map(JSONValue.string) ?? .null])
    guard let text = reply.result?["text"]?.stringValue else {
      throw fail(
        .protocolViolation,
        "reply(t).result.text: expected a string, got \(reply.result.map(WireReader.excerpt) ?? "a rejection: \(reply.rejection ?? "")")"
      )
    }
    return text
  }

  /// The provider's troubleshooting text, when it offers the `diagnostics` concept.
  public func diagnostics() async throws -> String? {
    guard handshake?.concepts.contains("diagnostics") == true else { return nil }
    let reply = try await call("diagnostics", [:])
    guard let text = reply.result?["text"]?.stringValue else {
      throw fail(.protocolViolation, "reply(diagnostics).result.text: expected a string")
    }
    return text
  }

  /// The view of the last state the provider pushed.
  public func view() throws -> ProviderView {
    guard let handshake, let lastState else {
      throw fail(.protocolViolation, "the provider pushed no state")
    }
    return try ProviderView(state: lastState, handshake: handshake)
  }

  /// Sends a command and waits for its reply and for "settled".
  func call(_ command: String, _ fields: [String: JSONValue]) async throws -> Reply {
    let seq = try await send(command, fields)
    let reply = try await awaitReply(seq, command)
    try await settle()
    return reply
  }

  @discardableResult
  private func send(_ command: String, _ fields: [String: JSONValue]) async throws -> Int {
    if let failure { throw failure }
    await world.append(provider: index, session: session, .command(command))
    // No suspension from here to the write: a response written meanwhile would take a later
    // seq and reach the provider first.
    if let failure { throw failure }
    lastSent += 1
    let seq = lastSent
    commandNames[seq] = command
    var message = fields
    message["type"] = .string("command")
    message["seq"] = .int(seq)
    message["command"] = .string(command)
    try await write(.object(message))
    return seq
  }

  /// Answers one of the provider's requests. `fromReader`: the answer is written while a line
  /// of the provider is handled (a storage request).
  func respond(_ requestID: Int, _ result: JSONValue, fromReader: Bool = false) async throws {
    if let failure { throw failure }
    lastSent += 1
    try await write(
      .object([
        "type": .string("response"), "seq": .int(lastSent), "id": .int(requestID),
        "result": result,
      ]), fromReader: fromReader)
  }

  /// Writes a line. A write that fails because the provider is gone reports how the provider
  /// ended ("exited with status 7"), not the broken pipe: which of the two the host sees first
  /// must not decide the message. The end arrives as the reader's next event, so a write made
  /// while the reader handles a line leaves it to that event (waiting there would block it).
  private func write(_ message: JSONValue, fromReader: Bool = false) async throws {
    do {
      try transport.send(message.line)
    } catch {
      if fromReader { return }
      await awaitClose()
      if let failure { throw failure }
      throw fail(.transport, "could not write to the provider: \(error)")
    }
  }

  /// Waits until the transport reported the provider's end (a hang guard of `settleTimeout`).
  private func awaitClose() async {
    if closed { return }
    let timeout = settleTimeout
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [weak self] in
      Task { await self?.releaseCloseWaiters() }
    }
    await withCheckedContinuation { closeWaiters.append($0) }
  }

  private func releaseCloseWaiters() {
    let waiters = closeWaiters
    closeWaiters.removeAll()
    for waiter in waiters { waiter.resume() }
  }

  // MARK: Waiting

  /// Waits until the provider acknowledged every message the host sent.
  public func settle() async throws {
    if let failure { throw failure }
    if isSettled { return }
    nextWaiter += 1
    let token = nextWaiter
    armGuard(.settle(token: token, target: lastSent))
    try await withCheckedThrowingContinuation { continuation in
      settleWaiters[token] = continuation
    }
  }

  private func awaitReply(_ seq: Int, _ command: String) async throws -> Reply {
    if let reply = replies.removeValue(forKey: seq) { return reply }
    if let failure { throw failure }
    armGuard(.reply(seq: seq, command: command))
    return try await withCheckedThrowingContinuation { continuation in
      replyWaiters[seq] = continuation
    }
  }

  /// A wait a hang guard watches.
  private enum Wait: Sendable {
    case settle(token: Int, target: Int)
    case reply(seq: Int, command: String)
  }

  private func isWaiting(_ wait: Wait) -> Bool {
    switch wait {
    case .settle(let token, _): settleWaiters[token] != nil && !isSettled
    case .reply(let seq, _): replyWaiters[seq] != nil
    }
  }

  /// The hang guard of a wait: a ``RunnableTime`` watch of the provider's lines. A line
  /// starts its count again, and seconds in which the host got no thread do not count (the
  /// provider, in process on the same threads, may not have run either). Only when the
  /// provider wrote nothing for `settleTimeout` seconds of runnable time does it count as hung,
  /// so a busy machine is never taken for a hang.
  private func armGuard(_ wait: Wait) {
    RunnableTime.watch(settleTimeout, from: received) { [weak self] in
      await self?.progress(of: wait)
    } expire: { [weak self] seen in
      await self?.expire(wait, seen: seen)
    }
  }

  /// The lines received so far while `wait` is still awaited (`nil`: it is not).
  private func progress(of wait: Wait) -> Int? {
    failure == nil && isWaiting(wait) ? received : nil
  }

  private func expire(_ wait: Wait, seen: Int) async {
    // Lines may be queued behind the guard: let them in before judging.
    for _ in 0..<8 where isWaiting(wait) && received == seen {
      await Task.yield()
    }
    guard failure == nil, isWaiting(wait) else { return }
    if received != seen {
      armGuard(wait)
      return
    }
    switch wait {
    case .settle(_, let target):
      let last = commandNames.keys.filter { $0 <= target }.max().flatMap { commandNames[$0] }
      fail(
        .timeout,
        "the provider did not settle within \(Self.seconds(settleTimeout)) s (it acknowledged \(settledThrough) of \(lastSent) host messages; last command '\(last ?? "none")')"
      )
    case .reply(_, let command):
      fail(.timeout, "no reply to '\(command)' within \(Self.seconds(settleTimeout)) s")
    }
  }

  private static func seconds(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  // MARK: Incoming

  private func receive(_ event: TransportEvent) async {
    switch event {
    case .closed(let reason):
      closed = true
      if !stopping { fail(.crashed, reason) }
      releaseCloseWaiters()
    case .line(let line):
      guard failure == nil else { return }
      received += 1
      output += line + "\n"
      do {
        try await receive(line: line)
      } catch let violation as ProtocolViolation {
        fail(.protocolViolation, "\(violation.message) in \(Self.excerpt(line))")
      } catch let failure as ProviderFailure {
        fail(failure)
      } catch {
        fail(.protocolViolation, "\(error) in \(Self.excerpt(line))")
      }
    }
  }

  private func receive(line: String) async throws {
    let message: JSONValue
    do {
      message = try JSONValue(parsing: line)
    } catch {
      throw ProtocolViolation("a line that is not JSON")
    }
    let reader = try WireReader(message, path: "message")
    switch try reader.string("type") {
    case "reply": try await reply(reader)
    case "settled":
      let seq = try reader.int("seq")
      guard seq <= lastSent, seq >= settledThrough else {
        throw ProtocolViolation(
          "settled.seq: \(seq) is not between the last one acknowledged (\(settledThrough)) and the last message sent (\(lastSent))"
        )
      }
      if reader.has("state") { await recordState(try reader.value("state")) }
      if commandNames[seq] == ProviderProtocolVersion.restart { restartAcknowledgedAt = received }
      settledThrough = seq
      resumeSettledWaiters()
    case "state": await recordState(try reader.value("state"))
    case "request": try await request(reader)
    case "notify": try await notify(reader)
    case let other:
      throw ProtocolViolation("message.type: unknown message type \"\(other)\"")
    }
  }

  /// Settled: every host message acknowledged, and every announced HTTP call received.
  private var isSettled: Bool { settledThrough >= lastSent && arrivedHTTP >= announcedHTTP }

  private func resumeSettledWaiters() {
    guard isSettled else { return }
    let waiters = settleWaiters.values
    settleWaiters.removeAll()
    for waiter in waiters { waiter.resume() }
  }

  /// After answering HTTP call `id`: sends `await` so the provider acknowledges once it has
  /// taken the answer in.
  func awaitHTTP(_ id: Int) async throws {
    try await send("await", ["call": .int(id)])
  }

  /// An announced HTTP call reached the host's service.
  func httpArrived() {
    arrivedHTTP += 1
    resumeSettledWaiters()
  }

  private func recordState(_ state: JSONValue) async {
    let line = state.line
    guard line != lastStateLine else { return }
    lastStateLine = line
    lastState = state
    await world.append(provider: index, session: session, .state(state))
  }

  private func reply(_ reader: WireReader) async throws {
    let seq = try reader.int("seq")
    guard let command = commandNames[seq] else {
      throw ProtocolViolation("reply.seq: no command \(seq) was sent")
    }
    if reader.has("error") {
      let text = (try? reader.string("error")) ?? reader.members["error"].map(\.line) ?? "?"
      throw ProviderFailure(
        kind: .commandFailed, message: "'\(command)' answered with error: \(text)")
    }
    let reply = Reply(
      result: reader.members["result"], rejection: try reader.optionalString("rejected"))
    guard reply.result != nil || reply.rejection != nil else {
      throw ProtocolViolation("reply.result: missing in the reply to '\(command)'")
    }
    await world.append(
      provider: index, session: session, .reply(command: command, rejection: reply.rejection))
    if let waiter = replyWaiters.removeValue(forKey: seq) {
      waiter.resume(returning: reply)
    } else if ["hello", "t", "diagnostics", "restart"].contains(command) {
      replies[seq] = reply
    }
  }

  private func request(_ reader: WireReader) async throws {
    let id = try reader.int("id")
    let op = try reader.string("op")
    switch op {
    case "storage.get":
      let answer = await world.storageRead(
        provider: index, session: session, key: try reader.string("key"))
      try await respond(id, answer, fromReader: true)
    case "storage.set":
      let value = try reader.string("value")
      if let answer = await world.storageWrite(
        link: self, provider: index, session: session, requestID: id,
        key: try reader.string("key"), value: value)
      {
        try await respond(id, answer, fromReader: true)
      }
    case "storage.remove":
      let answer = await world.storageRemove(
        provider: index, session: session, key: try reader.string("key"))
      try await respond(id, answer, fromReader: true)
    case "service.languages", "service.dictionary":
      var conditions: [ServiceCall.Condition] = []
      if reader.has("where") {
        for (position, item) in try reader.array("where").enumerated() {
          let condition = try WireReader(item, path: "request.where[\(position)]")
          conditions.append(
            ServiceCall.Condition(
              attribute: try condition.string("attribute"), value: try condition.value("value")))
        }
      }
      await world.serviceCall(
        link: self, provider: index, session: session, requestID: id,
        operation: op == "service.languages" ? .languages : .dictionary,
        code: try reader.optionalString("code"), conditions: conditions)
    default:
      throw ProtocolViolation("request.op: unknown operation \"\(op)\"")
    }
  }

  private func notify(_ reader: WireReader) async throws {
    switch try reader.string("op") {
    case "api.setLanguage":
      await world.append(
        provider: index, session: session, .apiLanguage(code: try reader.string("code")))
    case "service.http":
      announcedHTTP += 1
      await world.announceHTTP(provider: index)
    case "native.forceRTL":
      await world.append(
        provider: index, session: session,
        .layoutDirection(rightToLeft: try reader.bool("value")))
    case let other:
      throw ProtocolViolation("notify.op: unknown operation \"\(other)\"")
    }
  }

  // MARK: Failure

  @discardableResult
  private func fail(_ kind: ProviderFailure.Kind, _ message: String) -> ProviderFailure {
    let failure = ProviderFailure(
      kind: kind, message: message, lastSnapshot: lastStateSummary,
      stderrTail: transport.diagnosticTail)
    fail(failure)
    return failure
  }

  private func fail(_ error: ProviderFailure) {
    guard failure == nil else { return }
    var error = error
    if error.lastSnapshot == nil { error.lastSnapshot = lastStateSummary }
    if error.stderrTail.isEmpty { error.stderrTail = transport.diagnosticTail }
    failure = error
    let settles = settleWaiters.values
    settleWaiters.removeAll()
    let waiting = replyWaiters.values
    replyWaiters.removeAll()
    for waiter in settles { waiter.resume(throwing: error) }
    for waiter in waiting { waiter.resume(throwing: error) }
    transport.stop()
  }

  private var lastStateSummary: String? {
    guard let lastState else { return nil }
    if let handshake, let view = try? ProviderView(state: lastState, handshake: handshake) {
      return view.summary
    }
    return WireReader.excerpt(lastState)
  }

  private static func excerpt(_ line: String) -> String {
    line.count > 120 ? "'\(line.prefix(117))…'" : "'\(line)'"
  }
}
