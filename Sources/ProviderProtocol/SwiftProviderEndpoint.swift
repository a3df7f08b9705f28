import Foundation
import JSON
import LanguageProvider

/// The provider side of `contract-report-provider/2` for this project's Swift
/// ``LanguageProvider``: what `contract-report serve-provider` runs on stdin/stdout, and what
/// in-process checks reach through ``InProcessTransport``.
///
/// `mount` makes a new provider instance for the session (a remount is a new instance, as a
/// React component is); its storage, service, API client and layout direction are the host's,
/// reached through `request` and `notify` messages. After every host message the endpoint
/// waits until the provider's tasks have finished or wait on the host (``ProviderActivity``),
/// pushes every state the instance went through, and acknowledges with `settled`.
///
/// One endpoint serves one session. With `offersRestart`, its handshake offers `restart`: the
/// endpoint acknowledges it, writes nothing ever after (work of its providers still waiting,
/// such as an HTTP call, can no longer reach the host), and ``serve(_:name:faults:offersRestart:write:)``
/// hands the next lines to a new endpoint: a provider as newly started.
public actor SwiftProviderEndpoint {
  /// What handling a host message led to.
  public enum Outcome: Sendable {
    /// The session goes on.
    case served
    /// The host ended the session with `restart`: the next line is for a new endpoint.
    case restarted
  }

  private let name: String
  private let faults: Set<ProviderFault>
  private let offersRestart: Bool
  private let gate: WriteGate
  private let writer: @Sendable (String) -> Void
  private let activity = ProviderActivity()
  private let httpCalls = HTTPCallLog()
  private var provider: LanguageProvider?
  private var pushed = 0
  private var nextRequestID = 0
  private var waiting: [Int: CheckedContinuation<JSONValue, Never>] = [:]

  /// Creates an endpoint that writes protocol lines with `write` (in order, from any thread);
  /// `faults` switches defects on in every provider it mounts; `offersRestart` offers
  /// `restart` in the handshake.
  public init(
    name: String = "contract-report LanguageProvider", faults: Set<ProviderFault> = [],
    offersRestart: Bool = false, write: @escaping @Sendable (String) -> Void
  ) {
    self.name = name
    self.faults = faults
    self.offersRestart = offersRestart
    let gate = WriteGate(write)
    self.gate = gate
    self.writer = { gate.write($0) }
  }

  /// The handshake this endpoint answers `hello` with (without `restart`).
  public static let handshake = Handshake(
    provider: "contract-report LanguageProvider", language: "/selection", loading: "/loading",
    error: "/error", persistenceError: "/persistence/reason", concepts: ["diagnostics"])

  /// Handles every line until `lines` ends (the host closed stdin), each session by a new
  /// endpoint. Throws on a line that is not a protocol message: the provider cannot go on after
  /// that.
  public static func serve<Lines: AsyncSequence & Sendable>(
    _ lines: Lines, name: String = "contract-report LanguageProvider",
    faults: Set<ProviderFault> = [], offersRestart: Bool = false,
    write: @escaping @Sendable (String) -> Void
  ) async throws where Lines.Element == String {
    let make = {
      SwiftProviderEndpoint(
        name: name, faults: faults, offersRestart: offersRestart, write: write)
    }
    var endpoint = make()
    for try await line in lines where !line.isEmpty {
      if try await endpoint.handle(line) == .restarted { endpoint = make() }
    }
  }

  /// Handles one host message, then acknowledges it once the provider settled.
  @discardableResult
  public func handle(_ line: String) async throws -> Outcome {
    let message = try JSONValue(parsing: line)
    let reader = try WireReader(message, path: "message")
    let seq = try reader.int("seq")
    switch try reader.string("type") {
    case "response":
      let id = try reader.int("id")
      guard let continuation = waiting.removeValue(forKey: id) else {
        throw ProtocolViolation("response.id: no request \(id) is waiting")
      }
      activity.unpark()
      continuation.resume(returning: try reader.value("result"))
    case "command":
      let command = try reader.string("command")
      if command == ProviderProtocolVersion.restart, offersRestart {
        // The last words of this session; whatever its providers do later is not written.
        await activity.settled()
        gate.close(after: [
          JSONValue.object(["type": .string("reply"), "seq": .int(seq), "result": .object([:])])
            .line,
          JSONValue.object(["type": .string("settled"), "seq": .int(seq)]).line,
        ])
        return .restarted
      }
      do {
        send(["type": .string("reply"), "seq": .int(seq), "result": try await run(command, reader)])
      } catch {
        send(["type": .string("reply"), "seq": .int(seq), "error": .string(error.message)])
      }
    case let other:
      throw ProtocolViolation("message.type: unknown message type \"\(other)\"")
    }
    await activity.settled()
    var settled: [String: JSONValue] = ["type": .string("settled"), "seq": .int(seq)]
    if let provider {
      let history = await provider.history
      for state in history.dropFirst(pushed).dropLast() {
        send(["type": .string("state"), "state": WireFormat.encode(state)])
      }
      pushed = history.count
      settled["state"] = WireFormat.encode(await provider.currentState)
    }
    send(settled)
    return .served
  }

  private func run(_ command: String, _ reader: WireReader) async throws(ProtocolViolation)
    -> JSONValue
  {
    if command == "hello" {
      let version = try reader.string("protocol")
      guard version == ProviderProtocolVersion.current else {
        throw ProtocolViolation(
          "this provider speaks \(ProviderProtocolVersion.current), not \(version)")
      }
      var handshake = Self.handshake
      handshake.provider = name
      if offersRestart { handshake.concepts.insert(ProviderProtocolVersion.restart) }
      return handshake.encode()
    }
    if command == "mount" {
      try mount(reader)
      return .object([:])
    }
    if command == "await" {
      // The host answered an HTTP call: settle only once the answer was taken in.
      await httpCalls.waitForAnswer(try reader.int("call"))
      return .object([:])
    }
    guard let provider else { throw ProtocolViolation("'\(command)' before 'mount'") }
    switch command {
    case "select":
      let record = try WireFormat.decodeRecord(reader.value("language"), path: "select.language")
      let outcome = await provider.select(record)
      let value: String =
        switch outcome {
        case .changed: "changed"
        case .unchanged: "unchanged"
        case .closed: "closed"
        }
      return .object(["value": .string(value)])
    case "refresh":
      await provider.refresh()
    case "unmount":
      await provider.close()
    case "t":
      let fallback = try reader.optionalString("fallback")
      return .object([
        "text": .string(await provider.translate(try reader.string("key"), fallback: fallback))
      ])
    case "diagnostics":
      return .object(["text": .string(await provider.diagnostics().render())])
    default:
      throw ProtocolViolation("unknown command '\(command)'")
    }
    return .object([:])
  }

  private func mount(_ reader: WireReader) throws(ProtocolViolation) {
    let session = try reader.object("session")
    let namespace = LanguageNamespace(
      project: try session.string("project"), account: try session.string("account"))
    var settings = ProviderSettings()
    var service: any TranslationService = ForwardingService(endpoint: self)
    if let configuration = try reader.optionalObject("settings") {
      if let address = try configuration.optionalString("apiURL"), let url = URL(string: address) {
        // The provider's own HTTP client, against the host's service over HTTP.
        let credentials: TranslationCredentials =
          try configuration.optionalString("token").map(TranslationCredentials.bearerToken) ?? .none
        service = AnnouncedHTTPService(
          settings: HTTPTranslationSettings(
            baseURL: url, credentials: credentials, requestTimeout: 60, resourceTimeout: 120),
          activity: activity, write: writer, calls: httpCalls)
      }
      if configuration.has("defaultLanguage") {
        let record = try WireFormat.decodeRecord(
          configuration.value("defaultLanguage"), path: "mount.settings.defaultLanguage")
        settings.defaultLanguage = .configured(record)
      }
      if configuration.has("persistDefault") {
        settings.defaultLanguage.persistsDefault = try configuration.bool("persistDefault")
      }
    }
    let write = self.writer
    let client = APIClientLanguage { code in
      write(
        JSONValue.object([
          "type": .string("notify"), "op": .string("api.setLanguage"), "code": .string(code),
        ]).line)
    }
    let created = LanguageProvider(
      namespace: namespace,
      store: KeyValueLanguageStore(storage: ForwardingStorage(endpoint: self)),
      service: service, settings: settings, apiClient: client,
      faults: faults, activity: activity, layout: ForwardingLayout(write: write))
    provider = created
    // The state before `start` is the actor's, not the mounted provider's: skip it.
    pushed = 1
    activity.begin()
    Task {
      await created.start()
      activity.end()
    }
  }

  /// Sends a request to the host and waits for its result; counted parked while it waits.
  func request(_ op: String, _ fields: [String: JSONValue]) async -> JSONValue {
    nextRequestID += 1
    let id = nextRequestID
    var message = fields
    message["type"] = .string("request")
    message["id"] = .int(id)
    message["op"] = .string(op)
    return await withCheckedContinuation { continuation in
      waiting[id] = continuation
      send(message)
      activity.park()
    }
  }

  private func send(_ message: [String: JSONValue]) {
    writer(JSONValue.object(message).line)
  }
}

extension Error {
  /// The message a protocol reply carries for this error.
  var message: String {
    (self as? ProtocolViolation)?.message ?? String(describing: self)
  }
}
