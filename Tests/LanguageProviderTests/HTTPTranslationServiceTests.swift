import Foundation
import LanguageProvider
import TestSupport
import Testing

@Suite("HTTP translation service against a loopback server")
struct HTTPTranslationServiceTests {
  private func service(_ server: LoopbackHTTPServer, timeout: TimeInterval = 5)
    -> HTTPTranslationService
  {
    HTTPTranslationService(
      settings: HTTPTranslationSettings(
        baseURL: server.baseURL, apiVersion: "v400", credentials: .apiKey(Fixture.token),
        requestTimeout: timeout, resourceTimeout: timeout * 2))
  }

  private let request = ServiceRequest(project: Fixture.project, code: "es")

  @Test("dictionary success: path, query, API key header and result map")
  func dictionarySuccess() async throws {
    let server = try LoopbackHTTPServer { _ in
      .json(#"{"error": false, "result": {"DRIVER_APP_ORDERS": "Pedidos", "LOGIN": "Entrar"}}"#)
    }
    defer { server.stop() }
    let result = try await service(server).dictionary(for: request)
    #expect(result == .success(["DRIVER_APP_ORDERS": "Pedidos", "LOGIN": "Entrar"]))
    var iterator = server.requests.makeAsyncIterator()
    let seen = await iterator.next()
    #expect(seen?.method == "GET")
    #expect(seen?.target == "/v400/es/\(Fixture.project)/translations?mode=dictionary")
    #expect(seen?.headers["x-api-key"] == Fixture.token)
    #expect(seen?.headers["authorization"] == nil)
  }

  @Test("languages: list with integer ids, default, enabled and RTL flags; bearer token header")
  func languages() async throws {
    let server = try LoopbackHTTPServer { _ in
      .json(
        #"""
        {"error": false, "result": [
          {"id": 1, "name": "English", "code": "en", "default": true, "enabled": true, "rtl": false},
          {"id": 3, "name": "Arabic", "code": "ar", "default": false, "enabled": true, "rtl": true},
          {"id": 4, "name": "French", "code": "fr", "default": false, "enabled": false, "rtl": false}
        ]}
        """#)
    }
    defer { server.stop() }
    let service = HTTPTranslationService(
      settings: HTTPTranslationSettings(
        baseURL: server.baseURL, credentials: .bearerToken(Fixture.token), requestTimeout: 5))
    let result = try await service.languages(for: request)
    guard case .success(let languages) = result else {
      Issue.record("expected success")
      return
    }
    #expect(languages.map(\.record.id) == ["1", "3", "4"])
    #expect(languages[1].record == Fixture.arabic)
    #expect(languages.map(\.isEnabled) == [true, true, false])
    #expect(try await service.defaultLanguage(for: request) == .success(languages[0]))
    #expect(try await service.enabledLanguages(for: request) == .success(Array(languages[0...1])))
    var iterator = server.requests.makeAsyncIterator()
    let seen = await iterator.next()
    #expect(seen?.target == "/v400/es/\(Fixture.project)/languages")
    #expect(seen?.headers["authorization"] == "Bearer \(Fixture.token)")
  }

  @Test("error envelope is returned as an envelope, not thrown")
  func errorEnvelope() async throws {
    let server = try LoopbackHTTPServer { _ in
      .json(#"{"error": true, "result": ["INVALID_PROJECT"]}"#)
    }
    defer { server.stop() }
    #expect(
      try await service(server).dictionary(for: request)
        == .errorEnvelope(messages: ["INVALID_PROJECT"]))
  }

  @Test("HTTP 500 throws httpStatus(500)")
  func serverError() async throws {
    let server = try LoopbackHTTPServer { _ in .json(#"{"error": true}"#, status: 500) }
    defer { server.stop() }
    await #expect(throws: TranslationServiceError.httpStatus(500)) {
      try await service(server).dictionary(for: request)
    }
  }

  @Test("malformed JSON throws malformedResponse; non-string values too")
  func malformed() async throws {
    let server = try LoopbackHTTPServer { request in
      request.target.contains("/es/")
        ? .json(#"{"error": false, "result": {"LOGIN": "#)
        : .json(#"{"error": false, "result": {"LOGIN": 12}}"#)
    }
    defer { server.stop() }
    for code in ["es", "fr"] {
      do {
        _ = try await service(server).dictionary(
          for: ServiceRequest(project: Fixture.project, code: code))
        Issue.record("expected a throw for \(code)")
      } catch let error as TranslationServiceError {
        guard case .malformedResponse = error else {
          Issue.record("expected malformedResponse, got \(error)")
          continue
        }
      }
    }
  }

  /// The request's own timeout ends it, not a default: a request sent earlier with a
  /// 10-minute timeout to the same silent server is still waiting when the 0.5 s one has
  /// timed out. Only the order is asserted; the time limit turns a hang into a failure.
  @Test("a server that never answers times out per the settings", .timeLimit(.minutes(2)))
  func timeout() async throws {
    try await withSilentServer { server in
      let ended = Flag()
      let patient = service(server, timeout: 600)
      let waiting = Task {
        do {
          let result = try await patient.dictionary(for: request)
          await ended.set()
          return result
        } catch {
          await ended.set()
          throw error
        }
      }
      var requests = server.requests.makeAsyncIterator()
      _ = await requests.next()  // the patient request is in flight
      let started = ContinuousClock.now
      await #expect(throws: TranslationServiceError.timeout) {
        try await service(server, timeout: 0.5).dictionary(for: request)
      }
      // It waited for its timeout rather than failing at once (load only makes this longer).
      #expect(started.duration(to: .now) >= .milliseconds(450))
      #expect(await ended.isSet == false, "the 10-minute request ended with the 0.5 s one")
      waiting.cancel()
      await #expect(throws: TranslationServiceError.cancelled) { try await waiting.value }
    }
  }

  @Test("connection refused is transport error 7 (curl: could not connect), without URL or ids")
  func transportError() async throws {
    let server = try LoopbackHTTPServer { _ in .json("{}") }
    let url = server.baseURL
    server.stop()
    let service = HTTPTranslationService(
      settings: HTTPTranslationSettings(
        baseURL: url, credentials: .apiKey(Fixture.token), requestTimeout: 2))
    do {
      _ = try await service.dictionary(for: request)
      Issue.record("expected a throw")
    } catch {
      #expect(error as? TranslationServiceError == .transport(code: 7))
      let text = "\(error) \(String(reflecting: error))"
      #expect(!text.contains(Fixture.project) && !text.contains(Fixture.token))
      #expect(!text.contains("127.0.0.1"))
    }
  }

  @Test("credentials never appear in descriptions, debug descriptions or dumps")
  func credentialsRedacted() {
    let settings = HTTPTranslationSettings(
      baseURL: URL(string: "https://api.example.test")!, credentials: .bearerToken(Fixture.token))
    let service = HTTPTranslationService(settings: settings)
    var dumped = ""
    dump(settings.credentials, to: &dumped)
    dump(ServiceRequest(project: Fixture.project, code: "es"), to: &dumped)
    dump(Fixture.namespace, to: &dumped)
    dump(ScriptedRequest.self, to: &dumped)
    let texts = [
      "\(settings)", "\(service)", String(reflecting: settings.credentials), dumped,
      "\(ServiceRequest(project: Fixture.project, code: "es"))", "\(Fixture.namespace)",
      String(reflecting: Fixture.namespace),
    ]
    for text in texts {
      #expect(!text.contains(Fixture.token), "\(text)")
      #expect(!text.contains(Fixture.project), "\(text)")
    }
  }

  @Test("settings from the environment")
  func environment() throws {
    let settings = try #require(
      HTTPTranslationSettings.fromEnvironment([
        "ORDERING_API_URL": "http://127.0.0.1:9", "ORDERING_API_VERSION": "v999",
        "ORDERING_API_KEY": Fixture.token, "ORDERING_API_TIMEOUT": "7",
      ]))
    #expect(settings.baseURL.absoluteString == "http://127.0.0.1:9")
    #expect(settings.apiVersion == "v999")
    #expect(settings.credentials == .apiKey(Fixture.token))
    #expect(settings.requestTimeout == 7)
    #expect(
      TranslationCredentials.fromEnvironment(["ORDERING_API_TOKEN": "t"]) == .bearerToken("t"))
    #expect(TranslationCredentials.fromEnvironment([:]) == TranslationCredentials.none)
  }

  @Test("a slow dictionary response overtaken by a newer selection is dropped")
  func slowResponseOvertaken() async throws {
    let gate = LoopbackHTTPServer.Gate()
    let server = try LoopbackHTTPServer { request in
      if request.target.contains("/es/") {
        gate.wait()
      }
      let code = request.target.split(separator: "/")[1]
      let body = Fixture.dictionary(for: String(code)).map { "\"\($0.key)\": \"\($0.value)\"" }
      return .json(#"{"error": false, "result": {"# + body.joined(separator: ", ") + "}}")
    }
    defer {
      gate.open()
      server.stop()
    }
    let store = ScriptedLanguageStore()
    let provider = LanguageProvider(
      namespace: Fixture.namespace, store: store, service: service(server),
      settings: ProviderSettings(defaultLanguage: .configured(Fixture.english)))
    var requests = server.requests.makeAsyncIterator()
    await provider.start()
    _ = await requests.next()
    await provider.waitUntil { $0.state.readiness == .complete }
    await provider.select(Fixture.spanish)
    let slow = await requests.next()
    #expect(slow?.target.contains("/es/") == true)
    await provider.select(Fixture.french)
    let settled = await provider.waitUntil {
      $0.state.dictionaryCode == "fr" && $0.state.readiness == .complete
    }
    gate.open()
    let after = await provider.waitUntil { $0.results.droppedStale == 1 }
    #expect(after.state == settled.state)
    #expect(await provider.translate("ORDERS") == "Commandes")
    #expect(
      after.state.dictionaryVersion == DictionaryVersion(dictionary: Fixture.frenchDictionary))
    await provider.close()
  }

  /// `.cancelled`, not `.timeout`: the transfer ended because of the cancel, long before its
  /// 10-minute timeout. The time limit only turns a hang into a failure.
  @Test("cancelling the task aborts a request the server never answers", .timeLimit(.minutes(2)))
  func cancellation() async throws {
    try await withSilentServer { server in
      let service = service(server, timeout: 600)
      let task = Task { try await service.dictionary(for: request) }
      var iterator = server.requests.makeAsyncIterator()
      _ = await iterator.next()  // the request is in flight
      task.cancel()
      await #expect(throws: TranslationServiceError.cancelled) { try await task.value }
    }
  }

  @Test("redirects are not followed: the credentials never reach the other host")
  func redirectsAreNotFollowed() async throws {
    let elsewhere = try LoopbackHTTPServer { _ in .json(#"{"error": false, "result": {}}"#) }
    defer { elsewhere.stop() }
    let target = elsewhere.baseURL.absoluteString + "/steal"
    let server = try LoopbackHTTPServer { _ in
      LoopbackHTTPServer.Response(status: 302, body: "", headers: ["Location: \(target)"])
    }
    defer { server.stop() }
    await #expect(throws: TranslationServiceError.httpStatus(302)) {
      try await service(server).dictionary(for: request)
    }
    elsewhere.stop()
    var iterator = elsewhere.requests.makeAsyncIterator()
    #expect(await iterator.next() == nil)
  }

  @Test("a credential with a line break is refused before anything is sent")
  func headerInjectionRefused() async throws {
    let server = try LoopbackHTTPServer { _ in .json(#"{"error": false, "result": {}}"#) }
    let service = HTTPTranslationService(
      settings: HTTPTranslationSettings(
        baseURL: server.baseURL, credentials: .apiKey("key\r\nX-Injected: 1"), requestTimeout: 2))
    await #expect(throws: TranslationServiceError.transport(code: 43)) {
      try await service.dictionary(for: request)
    }
    server.stop()
    var iterator = server.requests.makeAsyncIterator()
    #expect(await iterator.next() == nil)
  }

  /// Runs `body` against a server that never answers until `body` is done.
  private func withSilentServer(_ body: (LoopbackHTTPServer) async throws -> Void) async throws {
    let gate = LoopbackHTTPServer.Gate()
    let server = try LoopbackHTTPServer { _ in
      gate.wait()
      return .json(#"{"error": false, "result": {}}"#)
    }
    defer {
      gate.open()
      server.stop()
    }
    try await body(server)
  }
}

/// Set once, read by the test.
private actor Flag {
  private(set) var isSet = false

  func set() { isSet = true }
}
