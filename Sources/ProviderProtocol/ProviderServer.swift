import LanguageProvider

/// The provider side of `contract-report-provider/1` for the Swift ``LanguageProvider``: the
/// reference implementation `contract-report serve-provider` runs on stdin/stdout.
///
/// `hello` creates the provider with a store and a translation service that forward every call
/// to the host as a `request` and wait for its `response`; every other command calls the
/// provider and replies with the result. Each change the provider publishes is pushed as a
/// `snapshot` message. Commands are handled in arrival order; `waitForResults` replies when the
/// count is reached, while later messages keep flowing.
public actor ProviderServer {
  private let write: @Sendable (String) -> Void
  private let faults: Set<ProviderFault>
  private let name: String
  private var provider: LanguageProvider?
  private var nextRequestID = 0
  private var waiting: [Int: CheckedContinuation<JSONValue, Never>] = [:]

  /// Creates a server that writes protocol lines with `write`; `faults` switches defects on
  /// in the served provider (for mutation testing over the protocol).
  public init(
    name: String = "contract-report LanguageProvider", faults: Set<ProviderFault> = [],
    write: @escaping @Sendable (String) -> Void
  ) {
    self.name = name
    self.faults = faults
    self.write = write
  }

  /// Handles every line until `lines` ends (the host closed stdin). Throws on a line that is
  /// not a protocol message: the provider cannot go on after that.
  public func serve<Lines: AsyncSequence & Sendable>(_ lines: Lines) async throws
  where Lines.Element == String {
    for try await line in lines where !line.isEmpty {
      try await handle(line)
    }
  }

  /// Handles one line from the host.
  public func handle(_ line: String) async throws {
    let message = try JSONValue(parsing: line)
    let reader = try WireReader(message, path: "message")
    switch try reader.string("type") {
    case "response":
      let id = try reader.int("id")
      guard let continuation = waiting.removeValue(forKey: id) else {
        throw ProtocolViolation("response.id: no request \(id) is waiting")
      }
      continuation.resume(returning: try reader.value("result"))
    case "command":
      let id = try reader.int("id")
      let command = try reader.string("command")
      if command == "waitForResults", let provider {
        let count = try reader.int("count")
        Task {
          let snapshot = await provider.waitForResults(count)
          self.reply(id, WireFormat.encode(snapshot))
        }
        return
      }
      do {
        reply(id, try await run(command, reader))
      } catch {
        send(["type": .string("reply"), "id": .int(id), "error": .string(error.message)])
      }
    case let other:
      throw ProtocolViolation("message.type: unknown message type \"\(other)\"")
    }
  }

  /// Sends a request to the host and waits for its result.
  func request(_ op: String, _ fields: [String: JSONValue]) async -> JSONValue {
    nextRequestID += 1
    let id = nextRequestID
    var message = fields
    message["type"] = .string("request")
    message["id"] = .int(id)
    message["op"] = .string(op)
    return await withCheckedContinuation { continuation in
      waiting[id] = continuation
      write(JSONValue.object(message).line)
    }
  }

  private func run(_ command: String, _ reader: WireReader) async throws(ProtocolViolation)
    -> JSONValue
  {
    if command == "hello" {
      return try hello(reader)
    }
    guard let provider else {
      throw ProtocolViolation("'\(command)' before 'hello'")
    }
    switch command {
    case "start":
      await provider.start()
    case "select":
      let record = try WireFormat.decodeRecord(reader.value("language"), path: "select.language")
      return WireFormat.encode(await provider.select(record))
    case "close":
      await provider.close()
    case "refresh":
      await provider.refresh()
    case "switchNamespace":
      await provider.switchNamespace(
        try WireFormat.decodeNamespace(reader.value("namespace"), path: "switchNamespace.namespace")
      )
    case "resolve":
      let resolution = await provider.resolve(
        try reader.string("key"), fallback: try reader.optionalString("fallback"))
      return WireFormat.encode(resolution)
    case "snapshot":
      return WireFormat.encode(await provider.snapshot)
    case "history":
      return .object(["states": .array(await provider.history.map(WireFormat.encode))])
    case "diagnostics":
      return WireFormat.encode(await provider.diagnostics())
    case "apiClientCode":
      return .object(["code": .optional(provider.apiClient.code)])
    default:
      throw ProtocolViolation("unknown command '\(command)'")
    }
    return .object([:])
  }

  private func hello(_ reader: WireReader) throws(ProtocolViolation) -> JSONValue {
    let version = try reader.string("protocol")
    guard version == ProviderProtocolVersion.current else {
      throw ProtocolViolation(
        "this provider speaks \(ProviderProtocolVersion.current), not \(version)")
    }
    guard provider == nil else { throw ProtocolViolation("'hello' sent twice") }
    let namespace = try WireFormat.decodeNamespace(
      reader.value("namespace"), path: "hello.namespace")
    let settings = try WireFormat.decodeSettings(reader.value("settings"), path: "hello.settings")
    let created = LanguageProvider(
      namespace: namespace, store: ForwardingStore(server: self),
      service: ForwardingService(server: self), settings: settings, faults: faults)
    provider = created
    let write = self.write
    Task {
      for await snapshot in await created.snapshots() {
        write(
          JSONValue.object(["type": .string("snapshot"), "snapshot": WireFormat.encode(snapshot)])
            .line)
      }
    }
    return .object([
      "protocol": .string(ProviderProtocolVersion.current), "provider": .string(name),
      "appliesNativeLayoutDirection": .bool(created.appliesNativeLayoutDirection),
    ])
  }

  private func reply(_ id: Int, _ result: JSONValue) {
    send(["type": .string("reply"), "id": .int(id), "result": result])
  }

  private func send(_ message: [String: JSONValue]) {
    write(JSONValue.object(message).line)
  }
}
