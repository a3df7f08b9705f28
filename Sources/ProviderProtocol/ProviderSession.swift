import Foundation
import JSON
import LanguageProvider
import Verification

/// What one check drives: a provider (process or in process) in a ``HostWorld`` of its own,
/// with the steps an app takes (mount, select, refresh, unmount, remount) and the service
/// answers a check gives, each step waiting until the provider settled.
///
/// Everything a check asserts is read off what the provider natively returned (its state
/// through the handshake's pointers, what `t` returns) and what the host served and saw. When
/// a step the check needs does not happen (the provider settled without the request the next
/// step answers), the session throws an ``UnmetExpectation`` naming what it expected and what
/// the provider did instead: a failed cell at once, never a wait for a timeout.
public actor ProviderSession {
  /// The check's world (storage, service, log).
  public nonisolated let world: HostWorld
  /// The dictionary ``answerEverything()`` serves for each code.
  public nonisolated let dictionaries: [String: [String: String]]
  private let launcher: ProviderLauncher
  private let settleTimeout: Double
  /// The provider process the session drives now.
  public private(set) var link: ProviderLink
  /// The project and account mounted last.
  public private(set) var namespace: LanguageNamespace?
  /// Where in the world's log the current mount began.
  public private(set) var mountedAt = 0

  private init(
    world: HostWorld, link: ProviderLink, launcher: ProviderLauncher,
    dictionaries: [String: [String: String]], settleTimeout: Double
  ) {
    self.world = world
    self.link = link
    self.launcher = launcher
    self.dictionaries = dictionaries
    self.settleTimeout = settleTimeout
  }

  /// Starts a provider in a new world serving `languages`.
  public static func open(
    _ launcher: ProviderLauncher, languages: [ServiceLanguage],
    dictionaries: [String: [String: String]] = [:], keyPrefix: String = "DRIVER_APP_",
    settleTimeout: Double = 20
  ) async throws -> ProviderSession {
    let world = HostWorld(languages: languages, keyPrefix: keyPrefix)
    do {
      let link = try await world.launch(launcher, settleTimeout: settleTimeout)
      return ProviderSession(
        world: world, link: link, launcher: launcher, dictionaries: dictionaries,
        settleTimeout: settleTimeout)
    } catch {
      await world.shutdown()
      throw error
    }
  }

  /// Ends the session when its check is over: a provider that offers `restart` begins a new
  /// session and is kept for the next check, every other one is stopped. Throws when a
  /// provider fails to restart (it is stopped): the check is an error, never a pass.
  public func end() async throws { try await world.end() }

  /// Ends the session as ``end()`` does, for a check that already ends with an error or a
  /// failed cell: a provider's failure to restart is not reported (it is stopped).
  public func close() async { await world.shutdown() }

  /// Starts another provider process in the same world (an app launched again on the same
  /// device); later steps drive it.
  public func relaunch() async throws {
    link = try await world.launch(launcher, settleTimeout: settleTimeout)
    namespace = nil
  }

  // MARK: App steps

  /// Mounts the provider for a project and account (it restores) and waits until it settled.
  public func mount(_ namespace: LanguageNamespace, settings: JSONValue = .object([:]))
    async throws
  {
    mountedAt = await world.events.count
    self.namespace = namespace
    try await link.mount(namespace, settings: settings)
  }

  /// Unmounts, then mounts again for another project or account.
  public func remount(_ namespace: LanguageNamespace, settings: JSONValue = .object([:]))
    async throws
  {
    try await link.unmount()
    try await mount(namespace, settings: settings)
  }

  /// Unmounts the provider.
  public func unmount() async throws { try await link.unmount() }

  /// Selects a language the service lists, as the selector does.
  public func select(_ language: ServiceLanguage) async throws { try await link.select(language) }

  /// Calls the provider's refresh.
  public func refresh() async throws { try await link.refresh() }

  /// Sets up the provider state "`language` is stored for `namespace`" the only honest way:
  /// a session of the provider selects it (and every request is answered), then unmounts. The
  /// provider's own key and value end up in storage.
  public func seed(_ language: ServiceLanguage, for namespace: LanguageNamespace) async throws {
    try await mount(namespace)
    try await answerEverything()
    if try await view().language?.id == language.record.id,
      let other = world.languages.first(where: {
        $0.isEnabled && $0.record.id != language.record.id
      })
    {
      // Already selected (a default): select another first, so selecting it is a change.
      try await select(other)
      try await answerEverything()
    }
    let before = await world.events.count
    try await select(language)
    try await answerEverything()
    let stored = await writes(since: before).contains { $0.refusedWith == nil }
    try await unmount()
    guard stored else {
      throw UnmetExpectation(
        expected:
          "the provider stores a selected language (setting up 'stored \(language.record.code)')",
        observed: "it wrote nothing to storage after \(language.record.code) was selected")
    }
  }

  // MARK: Service

  /// The service calls of the current provider still waiting for an answer.
  public func pendingCalls() async -> [ServiceCall] {
    let index = link.index
    return await world.pendingCalls.filter { $0.provider == index }
  }

  /// The newest unanswered call of `operation` made since the current mount.
  public func pending(_ operation: ServiceCall.Operation) async -> ServiceCall? {
    let mounted = await mountCalls()
    return await pendingCalls().last { $0.operation == operation && mounted.contains($0.id) }
  }

  /// The newest unanswered `operation` call made since the current mount; an
  /// ``UnmetExpectation`` (for `column`) when the settled provider made none.
  public func expect(_ operation: ServiceCall.Operation, column: String? = nil) async throws
    -> ServiceCall
  {
    if let call = await pending(operation) { return call }
    throw UnmetExpectation(
      column: column, expected: "a \(operation.rawValue) request",
      observed: "the provider settled without one; \(await activitySummary())")
  }

  /// Answers a call and waits until the provider settled.
  public func answer(_ call: ServiceCall, _ answer: ServiceAnswer) async throws {
    try await world.answer(call, with: answer)
  }

  /// Answers the newest pending `operation` call (an ``UnmetExpectation`` when there is none).
  public func answerNext(
    _ operation: ServiceCall.Operation, _ answer: ServiceAnswer, column: String? = nil
  ) async throws {
    try await world.answer(try await expect(operation, column: column), with: answer)
  }

  /// Answers every pending call of the current mount with success (the language list; the
  /// dictionary of the call's code), oldest first, until none is left.
  public func answerEverything() async throws {
    for _ in 0..<16 {
      let mounted = await mountCalls()
      guard let call = await pendingCalls().first(where: { mounted.contains($0.id) }) else {
        return
      }
      switch call.operation {
      case .languages: try await answer(call, .languages(world.languages))
      case .dictionary:
        try await answer(call, .dictionary(dictionaries[call.code ?? ""] ?? [:]))
      }
    }
  }

  // MARK: What the provider returns

  /// The view of the provider's state now.
  public func view() async throws -> ProviderView {
    do {
      return try await link.view()
    } catch let unreadable as ProviderView.Unreadable {
      throw UnmetExpectation(
        expected: "a state the handshake's pointers can read",
        observed: unreadable.description)
    }
  }

  /// What `t(key, fallback)` returns.
  public func translate(_ key: String, fallback: String? = nil) async throws -> String {
    try await link.translate(key, fallback: fallback)
  }

  /// The provider's troubleshooting text (`nil`: it offers none).
  public func diagnostics() async throws -> String? { try await link.diagnostics() }

  /// Everything the session's providers wrote to stderr, and the messages of every rejection
  /// they replied with: what a provider logs or reports outside its state.
  public func emittedOutside() async -> [String] {
    let rejections = await world.events.compactMap { event -> String? in
      if case .reply(_, let rejection?) = event.kind { return rejection }
      return nil
    }
    return [await world.stderrText()] + rejections
  }

  /// The storage, service, API client and layout activity of the current provider since
  /// `order`: what a provider does, as opposed to states it pushes and answers it gets.
  public func sideEffects(since order: Int) async -> [HostEvent] {
    await events(since: order).filter { event in
      switch event.kind {
      case .storageRead, .storageWrite, .storageRemove, .serviceCall, .apiLanguage,
        .layoutDirection:
        return true
      case .command, .serviceAnswer, .state, .reply:
        return false
      }
    }
  }

  // MARK: What the host saw

  /// Events of the current provider since `order` (default: the current mount).
  public func events(since order: Int? = nil) async -> [HostEvent] {
    let index = link.index
    let start = order ?? mountedAt
    return await world.events.dropFirst(start).filter { $0.provider == index }
  }

  /// Storage writes of the current provider since `order` (default: the current mount).
  public func writes(since order: Int? = nil) async -> [StorageWrite] {
    await events(since: order).compactMap { event in
      if case .storageWrite(let key, let value, let refusal) = event.kind {
        return StorageWrite(order: event.order, key: key, value: value, refusedWith: refusal)
      }
      return nil
    }
  }

  /// The keys the current mount read from storage, in order.
  public func readKeys() async -> [String] {
    await events().compactMap { event in
      if case .storageRead(let key, _) = event.kind { return key }
      return nil
    }
  }

  /// The language code the provider last gave its API client during the current mount
  /// (before `order`, when given; `nil`: never).
  public func apiClientCode(before order: Int? = nil) async -> String? {
    let index = link.index
    let limit = order ?? Int.max
    let start = mountedAt
    return await world.events.last { event in
      guard event.provider == index, event.order < limit, event.order >= start,
        case .apiLanguage = event.kind
      else { return false }
      return true
    }.flatMap { event in
      if case .apiLanguage(let code) = event.kind { return code }
      return nil
    }
  }

  /// Every state the current mount went through, oldest first.
  public func history() async throws -> [ProviderView] {
    guard let handshake = await link.handshake else { return [] }
    var views: [ProviderView] = []
    for event in await events() {
      if case .state(let state) = event.kind {
        do {
          views.append(try ProviderView(state: state, handshake: handshake))
        } catch {
          throw UnmetExpectation(
            expected: "a state the handshake's pointers can read", observed: error.description)
        }
      }
    }
    return views
  }

  /// The record stored under `key`, decoded as a language record (`nil`: nothing stored).
  public func storedRecord(_ key: String) async -> StoredValue {
    guard let text = await world.stored(key) else { return .nothing }
    return StoredValue(text)
  }

  /// The key the current mount restores from: the first key it read (`nil`: it read none).
  public func restoreKey() async -> String? { await readKeys().first }

  /// The language record stored now under the key the current mount restored from (`nil`:
  /// nothing, or not a language record).
  public func storedUnderRestoreKey() async -> LanguageRecord? {
    guard let key = await restoreKey() else { return nil }
    return await storedRecord(key).record
  }

  /// A storage write the provider made.
  public struct StorageWrite: Sendable, Hashable {
    /// Its position in the log.
    public var order: Int
    /// The key.
    public var key: String
    /// The value written.
    public var value: String
    /// The host's refusal, if it refused the write.
    public var refusedWith: String?

    /// The value read as a language record.
    public var record: LanguageRecord? { StoredValue(value).record }
  }

  private func mountCalls() async -> Set<Int> {
    Set(
      await events().compactMap { event in
        if case .serviceCall(let call) = event.kind { return call.id }
        return nil
      })
  }

  /// What the provider did since the current mount, in a few words, with its last state.
  public func activitySummary() async -> String {
    var parts: [String] = []
    for event in await events() {
      switch event.kind {
      case .storageRead(let key, _): parts.append("storage read \(Redaction.key(key))")
      case .storageWrite(let key, _, let refusal):
        parts.append("storage write \(Redaction.key(key))\(refusal == nil ? "" : " (refused)")")
      case .serviceCall(let call): parts.append(call.summary)
      case .apiLanguage(let code): parts.append("API client set to \(code)")
      case .layoutDirection(let rtl): parts.append("native layout forced \(rtl ? "RTL" : "LTR")")
      default: break
      }
    }
    let pending = await pendingCalls().map(\.summary)
    let state = (try? await link.view().summary) ?? "no readable state"
    return
      "it did: \(parts.isEmpty ? "nothing" : parts.joined(separator: ", ")); open: \(pending.isEmpty ? "nothing" : pending.joined(separator: ", ")); state: \(state)"
  }
}

/// What a storage key holds, read the way the host reads it: a language record, a value that
/// is not one, or nothing.
public enum StoredValue: Sendable, Hashable {
  /// Nothing is stored.
  case nothing
  /// A language record (`{id, code, rtl?, name?}`, at the top level or under `language`).
  case language(LanguageRecord)
  /// A value that is not a language record.
  case other

  init(_ text: String) {
    if let json = try? JSONValue(parsing: text) {
      if let record = try? WireFormat.decodeRecord(json, path: "stored") {
        self = .language(record)
        return
      }
      if let nested = json["language"],
        let record = try? WireFormat.decodeRecord(nested, path: "stored")
      {
        self = .language(record)
        return
      }
    }
    self = .other
  }

  /// The record, if it is one.
  public var record: LanguageRecord? {
    if case .language(let record) = self { return record }
    return nil
  }
}
