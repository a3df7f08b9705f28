import Foundation
import LanguageProvider
import ProviderProtocol
import Testing

/// The host's client against the Swift provider served over the protocol (in memory): the
/// remote provider behaves exactly as the in-process one.
@Suite struct RemoteProviderTests {
  static let namespace = LanguageNamespace(
    project: "synthetic-project", account: "synthetic-account")
  static let spanish = LanguageRecord(id: "2", code: "es", rtl: false, name: "Español")
  static let french = LanguageRecord(id: "4", code: "fr", rtl: false, name: "Français")
  static let dictionary = ["DRIVER_APP_ORDERS": "Pedidos", "LOGIN": "Iniciar sesión"]
  static let helloReply =
    #"{"type":"reply","id":1,"result":{"protocol":"contract-report-provider/1","provider":"p","appliesNativeLayoutDirection":false}}"#

  /// Drives a provider through restore, dictionary, a stale refresh and a new selection, and
  /// returns everything a check could observe.
  static func scenario(
    _ provider: any ProviderUnderTest, _ store: ScriptedLanguageStore,
    _ service: ScriptedTranslationService
  ) async throws -> [String] {
    var seen: [String] = []
    try await provider.start()
    let first = await service.nextRequest(.dictionary)
    seen.append("request \(first.kind.rawValue) \(first.code)")
    await service.complete(first, with: .dictionary(dictionary))
    let loaded = try await provider.waitForResults(2)
    seen.append("\(loaded)")
    try await provider.refresh()
    let stale = await service.nextRequest(.dictionary)
    let outcome = try await provider.select(french)
    seen.append("\(outcome)")
    let fresh = await service.nextRequest(.dictionary)
    await service.complete(fresh, with: .errorEnvelope(["private message"]))
    await service.complete(stale, with: .failure(TranslationServiceError.timeout))
    seen.append("\(try await provider.waitForResults(5))")
    seen.append("\(try await provider.resolve("ORDERS", fallback: "Orders"))")
    seen.append("\(try await provider.resolve("+1 (555) 010-0199"))")
    seen.append(try await provider.diagnostics().render())
    seen.append("\(try await provider.history.count) states")
    seen.append("client \(try await provider.apiClientCode ?? "none")")
    seen.append("stored \(await store.record(for: namespace)?.code ?? "none")")
    try await provider.close()
    seen.append("\(try await provider.snapshot)")
    return seen
  }

  @Test func theServedProviderBehavesLikeTheInProcessOne() async throws {
    let localStore = ScriptedLanguageStore(records: [Self.namespace: Self.spanish])
    let localService = ScriptedTranslationService()
    let local = LanguageProvider(
      namespace: Self.namespace, store: localStore, service: localService)
    let expected = try await Self.scenario(local, localStore, localService)

    let remoteStore = ScriptedLanguageStore(records: [Self.namespace: Self.spanish])
    let remoteService = ScriptedTranslationService()
    let remote = try await RemoteLanguageProvider.connect(
      transport: ServedPair.transport(), namespace: Self.namespace, store: remoteStore,
      service: remoteService, settings: ProviderSettings(), replyTimeout: 60)
    let observed = try await Self.scenario(remote, remoteStore, remoteService)
    #expect(observed == expected)
    #expect(remote.providerName == "contract-report LanguageProvider")
    #expect(!remote.appliesNativeLayoutDirection)
  }

  @Test func aLineThatIsNotJSONFailsTheSessionWithTheStderrTail() async throws {
    let transport = MemoryTransport(stderr: ["TypeError: x is undefined"]) { _, transport in
      transport.emit("hello there")
    }
    let error = await #expect(throws: ProviderFailure.self) {
      _ = try await RemoteLanguageProvider.connect(
        transport: transport, namespace: Self.namespace, store: ScriptedLanguageStore(),
        service: ScriptedTranslationService(), settings: ProviderSettings(), replyTimeout: 60)
    }
    #expect(error?.kind == .protocolViolation)
    #expect(error?.description.contains("a line that is not JSON: 'hello there'") == true)
    #expect(error?.description.contains("«TypeError: x is undefined»") == true)
    #expect(transport.wasStopped)
  }

  /// The reply timeout fires instead of a hang (the time limit only turns a hang into a
  /// failure; the error says which command timed out and after how long).
  @Test(.timeLimit(.minutes(2))) func aReplyThatNeverComesTimesOut() async throws {
    let transport = MemoryTransport(stderr: ["still thinking"]) { line, transport in
      if line.contains("\"hello\"") { transport.emit(Self.helloReply) }
    }
    let provider = try await RemoteLanguageProvider.connect(
      transport: transport, namespace: Self.namespace, store: ScriptedLanguageStore(),
      service: ScriptedTranslationService(), settings: ProviderSettings(), replyTimeout: 0.2)
    let error = await #expect(throws: ProviderFailure.self) { try await provider.start() }
    #expect(error?.kind == .timeout)
    #expect(error?.message == "no reply to 'start' within 0.2 s")
    #expect(error?.stderrTail == ["still thinking"])
    #expect(transport.wasStopped)
  }

  @Test func aCrashFailsTheWaitingCommandAndEveryLaterOne() async throws {
    let transport = MemoryTransport(stderr: ["Segmentation fault"]) { line, transport in
      if line.contains("\"hello\"") {
        transport.emit(Self.helloReply)
      } else {
        transport.close("provider exited with status 139")
      }
    }
    let provider = try await RemoteLanguageProvider.connect(
      transport: transport, namespace: Self.namespace, store: ScriptedLanguageStore(),
      service: ScriptedTranslationService(), settings: ProviderSettings(), replyTimeout: 60)
    let first = await #expect(throws: ProviderFailure.self) { try await provider.start() }
    #expect(first?.kind == .crashed)
    #expect(first?.message == "provider exited with status 139")
    #expect(first?.stderrTail == ["Segmentation fault"])
    let later = await #expect(throws: ProviderFailure.self) { try await provider.refresh() }
    #expect(later == first)
  }

  @Test func anotherProtocolVersionIsRefused() async throws {
    let transport = MemoryTransport { _, transport in
      transport.emit(
        #"{"type":"reply","id":1,"result":{"protocol":"contract-report-provider/2","provider":"p","appliesNativeLayoutDirection":false}}"#
      )
    }
    let error = await #expect(throws: ProviderFailure.self) {
      _ = try await RemoteLanguageProvider.connect(
        transport: transport, namespace: Self.namespace, store: ScriptedLanguageStore(),
        service: ScriptedTranslationService(), settings: ProviderSettings(), replyTimeout: 60)
    }
    #expect(error?.message.contains(#"the provider speaks "contract-report-provider/2""#) == true)
  }

  @Test func aMalformedStateNamesTheField() async throws {
    let transport = MemoryTransport { line, transport in
      if line.contains("\"hello\"") {
        transport.emit(Self.helloReply)
      } else {
        transport.emit(
          #"{"type":"reply","id":2,"result":{"state":{"generation":1,"closed":false,"loading":"yes"},"results":{}}}"#
        )
      }
    }
    let provider = try await RemoteLanguageProvider.connect(
      transport: transport, namespace: Self.namespace, store: ScriptedLanguageStore(),
      service: ScriptedTranslationService(), settings: ProviderSettings(), replyTimeout: 60)
    let error = await #expect(throws: ProviderFailure.self) { _ = try await provider.snapshot }
    #expect(
      error?.message == #"reply(snapshot).result.state.loading: expected a boolean, got "yes""#)
  }

  @Test func aScopeEndsItsCheckWhenAProviderCrashes() async throws {
    let scope = ProviderScope()
    let transport = MemoryTransport(stderr: ["panic: boom"]) { line, transport in
      if line.contains("\"hello\"") {
        transport.emit(Self.helloReply)
        transport.close("provider exited with status 2")
      }
    }
    let error = await #expect(throws: ProviderFailure.self) {
      try await ProviderScope.$current.withValue(scope) {
        try await scope.run(deadline: 10) { () async -> Int in
          let service = ScriptedTranslationService()
          _ = try? await RemoteLanguageProvider.connect(
            transport: transport, namespace: Self.namespace, store: ScriptedLanguageStore(),
            service: service, settings: ProviderSettings(), replyTimeout: 60)
          _ = await service.nextRequest()  // never comes: the provider is gone
          return 1
        }
      }
    }
    #expect(error?.kind == .crashed)
    #expect(error?.stderrTail == ["panic: boom"])
    scope.shutdown()
  }
}
