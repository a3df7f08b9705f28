import LanguageProvider

/// The adapter between the example fixtures and the language provider: every call a fixture
/// makes on the provider, its scripted store and its scripted service goes through here, so the
/// fixtures can later drive a provider somewhere else (another process) by swapping this file.
///
/// A session owns one provider wired to a shared scripted store (through a
/// ``WriteObservingStore``, which belongs to this wiring) and its own scripted service. After every step it settles: store
/// work of the current generation has answered, and every request the current generation sent
/// has reached the service and is held open until a step answers it. It never waits for
/// something a broken provider might never do, so a defect shows as a failed cell, not a hang.
actor ExampleSession {
  private struct OpenRequest {
    let request: ScriptedRequest
    let generation: Int
  }

  /// The store a row's sessions share, opaque to the fixtures.
  struct SharedStore: Sendable {
    fileprivate let scripted: ScriptedLanguageStore
  }

  private let provider: LanguageProvider
  private let service = ScriptedTranslationService()
  private let store: ScriptedLanguageStore
  private let writes: WriteObservingStore
  private var open: [OpenRequest] = []
  private(set) var namespace: ExampleNamespace
  /// What the last `select` did: `changed`, `unchanged` or `closed`.
  private(set) var lastOutcome: String?

  /// A store for one row, holding `stored` for `namespace` (store-level defects switched on).
  static func makeStore(
    stored: LanguageRecord?, for namespace: ExampleNamespace, faults: Set<ProviderFault>
  ) -> SharedStore {
    SharedStore(
      scripted: ScriptedLanguageStore(
        records: stored.map { [namespace.languageNamespace: $0] } ?? [:], faults: faults))
  }

  /// Marks the stored entry of a namespace corrupt or unreadable (a damaged file).
  static func damage(_ store: SharedStore, _ namespace: ExampleNamespace, unreadable: Bool) async {
    await store.scripted.setRestoreResult(
      unreadable
        ? .unreadable(reason: "permission denied (scripted)")
        : .corrupt(reason: "not a language record (scripted)"),
      for: namespace.languageNamespace)
  }

  /// What the store holds for a namespace.
  static func stored(in store: SharedStore, for namespace: ExampleNamespace) async
    -> LanguageRecord?
  {
    await store.scripted.record(for: namespace.languageNamespace)
  }

  init(
    namespace: ExampleNamespace, store: SharedStore, policy: DefaultLanguagePolicy,
    faults: Set<ProviderFault>
  ) {
    let client = APIClientLanguage()
    self.namespace = namespace
    self.store = store.scripted
    writes = WriteObservingStore(store: store.scripted, client: client)
    provider = LanguageProvider(
      namespace: namespace.languageNamespace, store: writes, service: service,
      settings: ProviderSettings(defaultLanguage: policy), apiClient: client, faults: faults)
  }

  // MARK: Steps

  func start() async {
    await provider.start()
    await settle()
  }

  func select(_ code: String) async throws {
    guard let record = ExampleLanguages.record(code) else {
      throw ExampleError("'\(code)' is not a language")
    }
    switch await provider.select(record) {
    case .changed: lastOutcome = "changed"
    case .unchanged: lastOutcome = "unchanged"
    case .closed: lastOutcome = "closed"
    }
    await settle()
  }

  func refresh() async {
    await provider.refresh()
    await settle()
  }

  func close() async {
    await provider.close()
    await settle()
  }

  func switchNamespace(to next: ExampleNamespace) async {
    namespace = next
    await provider.switchNamespace(next.languageNamespace)
    await settle()
  }

  func failNextWrite() async {
    await store.failNextWrite(reason: "disk full (scripted)")
  }

  /// Answers the current generation's open language-list request.
  func answerLanguages(_ answer: SelectionAction.Answer) async throws {
    let generation = await provider.currentState.generation
    guard
      let index = open.lastIndex(where: {
        $0.request.kind == .languages && $0.generation == generation
      })
    else {
      throw ExampleError("no language-list request is open")
    }
    let response: ScriptedResponse =
      switch answer {
      case .success, .empty: .languages(ExampleLanguages.serviceList)
      case .error: .errorEnvelope(["languages unavailable (scripted)"])
      case .throwing: .failure(ScriptedTransportFailure())
      }
    await complete(index, with: response)
  }

  /// Answers a dictionary request: the current generation's, or (`late`) the oldest one an
  /// earlier generation sent. `entries` replaces the language's usual dictionary.
  func answerDictionary(
    _ answer: SelectionAction.Answer, late: Bool, entries: [String: String]? = nil
  ) async throws {
    let generation = await provider.currentState.generation
    let index =
      late
      ? open.firstIndex { $0.request.kind == .dictionary && $0.generation < generation }
      : open.lastIndex { $0.request.kind == .dictionary && $0.generation == generation }
    guard let index else {
      throw ExampleError(
        late
          ? "no dictionary request of an earlier generation is open"
          : "no dictionary request is open for the current generation")
    }
    let code = open[index].request.code
    let response: ScriptedResponse =
      switch answer {
      case .success: .dictionary(entries ?? ExampleLanguages.dictionary(for: code))
      case .empty: .dictionary([:])
      case .error: .errorEnvelope(["language not found (scripted)"])
      case .throwing: .failure(ScriptedTransportFailure())
      }
    await complete(index, with: response)
  }

  /// Answers whatever the current generation is waiting for with success (language list, then
  /// dictionary) until it waits for nothing the service can answer.
  func answerEverything() async throws {
    for _ in 0..<4 {
      let generation = await provider.currentState.generation
      if open.contains(where: { $0.request.kind == .languages && $0.generation == generation }) {
        try await answerLanguages(.success)
      } else if open.contains(where: {
        $0.request.kind == .dictionary && $0.generation == generation
      }) {
        try await answerDictionary(.success, late: false)
      } else {
        return
      }
    }
  }

  // MARK: Observations

  var snapshot: ProviderSnapshot {
    get async { await provider.snapshot }
  }

  func diagnostics() async -> Diagnostics {
    await provider.diagnostics()
  }

  func resolve(_ key: String, fallback: String?) async -> Resolution {
    await provider.resolve(key, fallback: fallback)
  }

  /// The code the provider last gave the API client.
  var apiClientCode: String? { provider.apiClient.code }

  /// What the store holds for the session's current namespace.
  func storedRecord() async -> LanguageRecord? {
    await store.record(for: namespace.languageNamespace)
  }

  /// This session's writes: each record and the store's answer.
  func writeLog() async -> [(record: LanguageRecord, result: StoreWriteResult)] {
    await writes.writes
  }

  /// The API client's code when the latest write reached the store.
  func clientCodeAtLastWrite() async -> String?? {
    await writes.clientCodesAtWrite.last
  }

  /// How many requests reached the service.
  func requestCount() async -> Int {
    await service.log.count
  }

  // MARK: Settling

  private func complete(_ index: Int, with response: ScriptedResponse) async {
    let request = open.remove(at: index).request
    let received = await provider.snapshot.results.received
    await service.complete(request, with: response)
    await provider.waitForResults(received + 1)
    await settle()
  }

  /// Waits for the current generation's store work, then takes every request it sent.
  private func settle() async {
    await provider.waitUntil { snapshot in
      let state = snapshot.state
      return state.closed
        || (!state.awaiting.contains(.restore) && !state.awaiting.contains(.persist)
          && state.persistence != .pending)
    }
    let state = await provider.currentState
    guard !state.closed else { return }
    let kinds: [(PendingWork, ScriptedRequest.Kind)] = [
      (.languages, .languages), (.dictionary, .dictionary),
    ]
    for (work, kind) in kinds where state.awaiting.contains(work) {
      if !open.contains(where: { $0.request.kind == kind && $0.generation == state.generation }) {
        let request = await service.nextRequest(kind)
        open.append(OpenRequest(request: request, generation: state.generation))
      }
    }
  }
}

/// What a scripted request throws for `throws`.
struct ScriptedTransportFailure: Error, CustomStringConvertible {
  var description: String { "connection reset (scripted)" }
}
