import LanguageProvider

/// A provider in another process (any language), driven over `contract-report-provider/1`.
///
/// It answers the provider's storage and service requests with the host's `store` and
/// `service`, so checks script and hold them exactly as in process. Every operation is one
/// command and its reply; a crash, a timeout or a malformed message throws a
/// ``ProviderFailure`` carrying the provider's stderr tail.
public final class RemoteLanguageProvider: ProviderUnderTest {
  /// What the provider calls itself in the handshake.
  public let providerName: String
  /// From the handshake.
  public let appliesNativeLayoutDirection: Bool
  /// The session.
  public let connection: ProviderConnection

  private init(connection: ProviderConnection, name: String, appliesNativeLayoutDirection: Bool) {
    self.connection = connection
    self.providerName = name
    self.appliesNativeLayoutDirection = appliesNativeLayoutDirection
  }

  /// Seconds the first reply (`hello`) may take at least: it includes starting the process,
  /// which on a loaded CI machine can take far longer than any later reply.
  public static let startupAllowance: Double = 10

  /// Starts a session over `transport`: registers it with the current ``ProviderScope`` (so it
  /// is stopped when the check ends), then shakes hands with the namespace and settings.
  public static func connect(
    transport: any LineTransport, namespace: LanguageNamespace, store: any LanguageStore,
    service: any TranslationService, settings: ProviderSettings, replyTimeout: Double
  ) async throws -> RemoteLanguageProvider {
    let connection = ProviderConnection(
      transport: transport, replyTimeout: replyTimeout,
      handler: HostRequestHandler.make(store: store, service: service))
    ProviderScope.current?.register(connection)
    try connection.start()
    let hello = try await connection.call(
      "hello",
      [
        "protocol": .string(ProviderProtocolVersion.current),
        "namespace": WireFormat.encode(namespace), "settings": WireFormat.encode(settings),
      ], timeout: max(replyTimeout, startupAllowance))
    do {
      let reader = try WireReader(hello, path: "hello.result")
      let version = try reader.string("protocol")
      guard version == ProviderProtocolVersion.current else {
        throw ProtocolViolation(
          "hello.result.protocol: the provider speaks \"\(version)\", the host \"\(ProviderProtocolVersion.current)\""
        )
      }
      return RemoteLanguageProvider(
        connection: connection, name: try reader.string("provider"),
        appliesNativeLayoutDirection: try reader.bool("appliesNativeLayoutDirection"))
    } catch {
      let failure = ProviderFailure(
        kind: .protocolViolation, message: "\(error)", stderrTail: connection.stderrTail)
      connection.stop()
      throw failure
    }
  }

  public func start() async throws {
    _ = try await connection.call("start")
  }

  @discardableResult
  public func select(_ language: LanguageRecord) async throws -> SelectOutcome {
    try await decode("select", ["language": WireFormat.encode(language)], WireFormat.decodeOutcome)
  }

  public func close() async throws {
    _ = try await connection.call("close")
  }

  public func refresh() async throws {
    _ = try await connection.call("refresh")
  }

  public func switchNamespace(_ namespace: LanguageNamespace) async throws {
    _ = try await connection.call("switchNamespace", ["namespace": WireFormat.encode(namespace)])
  }

  public func resolve(_ key: String, fallback: String?) async throws -> Resolution {
    try await decode(
      "resolve", ["key": .string(key), "fallback": .optional(fallback)],
      WireFormat.decodeResolution)
  }

  public func diagnostics() async throws -> Diagnostics {
    try await decode("diagnostics", [:], WireFormat.decodeDiagnostics)
  }

  public var snapshot: ProviderSnapshot {
    get async throws { try await decode("snapshot", [:], WireFormat.decodeSnapshot) }
  }

  public var currentState: LanguageState {
    get async throws { try await snapshot.state }
  }

  public var history: [LanguageState] {
    get async throws {
      try await decode("history", [:]) { value, path throws(ProtocolViolation) in
        let reader = try WireReader(value, path: path)
        var states: [LanguageState] = []
        for (index, item) in try reader.array("states").enumerated() {
          states.append(try WireFormat.decodeState(item, path: "\(path).states[\(index)]"))
        }
        return states
      }
    }
  }

  @discardableResult
  public func waitForResults(_ count: Int) async throws -> ProviderSnapshot {
    try await decode("waitForResults", ["count": .int(count)], WireFormat.decodeSnapshot)
  }

  public var apiClientCode: String? {
    get async throws {
      try await decode("apiClientCode", [:]) { value, path throws(ProtocolViolation) in
        try WireReader(value, path: path).optionalString("code")
      }
    }
  }

  private func decode<Value>(
    _ command: String, _ fields: [String: JSONValue],
    _ read: (JSONValue, String) throws(ProtocolViolation) -> Value
  ) async throws -> Value {
    let result = try await connection.call(command, fields)
    do {
      return try read(result, "reply(\(command)).result")
    } catch {
      let failure = ProviderFailure(
        kind: .protocolViolation, message: error.message,
        lastSnapshot: connection.lastSnapshotSummary, stderrTail: connection.stderrTail)
      connection.stop()
      throw failure
    }
  }
}
