import JSON
import LanguageProvider
import ProviderProtocol
import Verification

/// The adapter between the example fixtures and the provider: every step a row takes goes
/// through a ``ProviderSession`` (`contract-report-provider/2`, in process or in a provider
/// process), and every result a row reads is observed there: the provider's state through its
/// handshake's pointers, what `t` returns, and what the host served and saw.
///
/// A stored entry is set up the honest way, by a session that selects the language; a damaged
/// entry is that entry's value cut in half (or made unreadable). Requests stay open until a step
/// answers them; a step that needs a request the provider never made fails the row at once.
actor ExampleSession {
  let session: ProviderSession
  private(set) var namespace: ExampleNamespace
  private var policy: JSONValue = .object([:])
  /// Whether the last select changed anything (state, storage, requests).
  private(set) var lastSelectChanged: Bool?
  /// How many late answers changed what the provider shows.
  private(set) var lateApplied = 0
  /// Where the row's own session began in the world's log (seeding is not counted).
  private var rowStart = 0

  private init(session: ProviderSession, namespace: ExampleNamespace) {
    self.session = session
    self.namespace = namespace
  }

  /// Opens a session for one row and runs `body` with it; the provider is stopped after.
  static func run<Value: Sendable>(
    _ launcher: ProviderLauncher, settleTimeout: Double,
    _ body: (ExampleSession) async throws -> Value
  ) async throws -> Value {
    let session = try await ProviderSession.open(
      launcher, languages: ExampleLanguages.serviceList,
      dictionaries: ExampleLanguages.dictionaries, settleTimeout: settleTimeout)
    let example = ExampleSession(session: session, namespace: .primary)
    do {
      let value = try await body(example)
      try await session.end()
      return value
    } catch {
      await session.close()
      throw error
    }
  }

  // MARK: Provider states

  /// Stores `name` for `namespace` by a session of the provider selecting it.
  func seed(_ name: String, for namespace: ExampleNamespace) async throws {
    guard let language = ExampleLanguages.listed(name) else {
      throw FixtureInputError(
        "'\(name)' is not a language (\(ExampleLanguages.codes.joined(separator: ", ")))")
    }
    try await session.seed(language, for: namespace.languageNamespace)
    rowStart = await session.world.events.count
  }

  /// Damages the entry stored for `namespace` (storing one first when there is none).
  func damage(_ namespace: ExampleNamespace, _ damage: StoredDamage) async throws {
    let key: String
    if let written = try await seededKey(for: namespace) {
      key = written
    } else {
      try await seed("es", for: namespace)
      guard let written = try await seededKey(for: namespace) else {
        throw UnmetExpectation(
          expected: "a storage write to damage", observed: "the provider stored nothing")
      }
      key = written
    }
    switch damage {
    case .unreadable:
      await session.world.makeUnreadable(key)
    case .corrupt:
      if let value = await session.world.stored(key) {
        await session.world.setStored(String(value.prefix(value.count / 2)), forKey: key)
      }
    case .emptied:
      await session.world.setStored("{}", forKey: key)
    }
    rowStart = await session.world.events.count
  }

  /// The key the provider last wrote in a session of `namespace`.
  private func seededKey(for namespace: ExampleNamespace) async throws -> String? {
    let world = session.world
    let sessions = await world.sessions.filter { $0.namespace == namespace.languageNamespace }
      .map(\.index)
    return await world.events.last { event in
      guard let index = event.session, sessions.contains(index),
        case .storageWrite(_, _, nil) = event.kind
      else { return false }
      return true
    }.flatMap { event in
      if case .storageWrite(let key, _, _) = event.kind { return key }
      return nil
    }
  }

  /// The default-language policy the next mount gets (app configuration).
  func setPolicy(_ policy: DefaultLanguagePolicy) {
    var settings: [String: JSONValue] = ["persistDefault": .bool(policy.persistsDefault)]
    if case .configured(let record) = policy.source,
      let listed = ExampleLanguages.serviceList.first(where: { $0.record == record })
    {
      settings["defaultLanguage"] = WireFormat.encode(listed)
    }
    self.policy = .object(settings)
  }

  // MARK: Steps

  func start() async throws {
    try await session.mount(namespace.languageNamespace, settings: policy)
  }

  func select(_ name: String) async throws {
    guard let language = ExampleLanguages.listed(name) else {
      throw FixtureInputError(
        "'\(name)' is not a language (\(ExampleLanguages.codes.joined(separator: ", ")))")
    }
    let before = try? await session.view()
    let mark = await session.world.events.count
    try await session.select(language)
    let after = try? await session.view()
    let effects = await session.sideEffects(since: mark)
    lastSelectChanged = before != after || !effects.isEmpty
  }

  func refresh() async throws { try await session.refresh() }

  func close() async throws { try await session.unmount() }

  func switchNamespace(to next: ExampleNamespace) async throws {
    namespace = next
    if await session.link.session == nil {
      try await session.mount(next.languageNamespace, settings: policy)
    } else {
      try await session.remount(next.languageNamespace, settings: policy)
    }
  }

  func failNextWrite() async { await session.world.failNextWrite(reason: "disk full (scripted)") }

  /// Answers the open language-list request of the current mount.
  func answerLanguages(_ answer: SelectionAction.Answer) async throws {
    try await session.answerNext(.languages, Self.serviceAnswer(answer, code: nil))
  }

  /// Answers a dictionary request: the newest one of the current mount, or (`late`) the oldest
  /// open one that a newer request replaced (or whose mount ended).
  func answerDictionary(
    _ answer: SelectionAction.Answer, late: Bool, entries: [String: String]? = nil
  )
    async throws
  {
    if !late {
      let call = try await session.expect(.dictionary)
      try await session.answer(
        call, entries.map(ServiceAnswer.dictionary) ?? Self.serviceAnswer(answer, code: call.code))
      return
    }
    let world = session.world
    let calls = await world.events.compactMap { event -> ServiceCall? in
      if case .serviceCall(let call) = event.kind, call.operation == .dictionary { return call }
      return nil
    }
    let sessions = await world.sessions
    let open = await world.pendingCalls.filter { $0.operation == .dictionary }
    let replaced = open.filter { call in
      let ended = call.session.map { sessions[$0].unmounted } ?? true
      return ended || calls.contains { $0.provider == call.provider && $0.id > call.id }
    }
    guard let call = replaced.first else {
      throw UnmetExpectation(
        expected: "an open dictionary request that a newer one replaced",
        observed: "none is open; \(await session.activitySummary())")
    }
    let before = try? await session.view()
    let heldBefore = try? await session.heldDictionary()
    try await session.answer(call, Self.serviceAnswer(answer, code: call.code))
    let after = try? await session.view()
    let heldAfter = try? await session.heldDictionary()
    if before != after || heldBefore?.number != heldAfter?.number { lateApplied += 1 }
  }

  /// Answers every open request of the current provider with success.
  func answerEverything() async throws { try await session.answerEverything() }

  static func serviceAnswer(_ answer: SelectionAction.Answer, code: String?) -> ServiceAnswer {
    switch answer {
    case .success:
      code == nil
        ? .languages(ExampleLanguages.serviceList)
        : .dictionary(ExampleLanguages.dictionaries[code ?? ""] ?? [:])
    case .empty: .dictionary([:])
    case .error: .errorEnvelope(["unavailable (scripted)"])
    case .throwing: .thrown(.transport)
    }
  }

  // MARK: Observations

  /// Storage writes of the row's own sessions (not the seeding ones).
  func rowWrites() async -> [ProviderSession.StorageWrite] {
    await session.writes(since: rowStart)
  }

  /// Service calls the row's own sessions made.
  func rowRequests() async -> Int {
    await session.events(since: rowStart).filter {
      if case .serviceCall = $0.kind { return true }
      return false
    }.count
  }

  /// Whether the provider reports a failed write (a rejected select, a failure in its state).
  func failureReported() async throws -> Bool {
    let rejected = await session.events(since: rowStart).contains { event in
      if case .reply(_, let rejection?) = event.kind { return !rejection.isEmpty }
      return false
    }
    let view = try await session.view()
    return rejected || view.persistenceError != nil
  }

  /// What the store holds under the key the current mount restored from (or last wrote).
  func storeHolds() async -> CellValue {
    var key = await session.restoreKey()
    if key == nil { key = await rowWrites().last?.key }
    guard let key else { return .nothing }
    switch await session.storedRecord(key) {
    case .nothing: return .nothing
    case .language(let record): return .optional(ExampleLanguages.describe(record))
    case .other: return .text("damaged")
    }
  }
}
