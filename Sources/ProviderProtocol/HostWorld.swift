import Foundation
import JSON
import LanguageProvider

/// The outside world of one check, owned by the host: device storage (keys and values exactly
/// as the provider writes them), the translation service (held calls, answered in the Ordering
/// API's envelope), the API client's language and the native layout direction. It records
/// everything in one ordered log (``events``); every contract concept a check needs is read
/// off that log and off what the provider returned, never asked of the provider.
///
/// Several providers (processes) can share one world, as two app launches share a device.
public actor HostWorld {
  /// A language as the service lists it, and the order checks rely on.
  public let languages: [ServiceLanguage]
  /// The Driver prefix: the probe key is served under it too, so any lookup order finds it.
  public let keyPrefix: String

  /// Everything that happened, in order.
  public private(set) var events: [HostEvent] = []
  /// Every dictionary the host served, numbered in serving order.
  public private(set) var served: [ServedDictionary] = []
  /// Every session mounted, in order.
  public private(set) var sessions: [MountedSession] = []

  /// The device storage: real files in a folder of the world's own.
  private let storage: FileKeyValueStorage
  /// Every key ever written or planted, in order (file names are hashes of the keys).
  private var keys: [String] = []
  private var nextWriteFailures: [String] = []
  private var obstructNext = false
  private var allWritesFail: String?
  private var unreadableKeys: Set<String> = []
  private var holdingWrites = false
  private var heldWrites: [HeldWrite] = []
  private var pending: [Int: PendingCall] = [:]
  private var nextCallID = 0
  private var links: [ProviderLink] = []
  private var http: ServiceHTTPServer?
  /// Providers that announced an HTTP call not yet received, oldest first.
  private var announced: [Int] = []
  /// HTTP calls received before their announcement was read, oldest first; nil for a request
  /// the service does not know (already answered 404).
  private var unannounced: [HTTPCall?] = []

  private struct HTTPCall {
    /// The call id the provider announced and the request carries.
    let id: Int?
    let operation: ServiceCall.Operation
    let code: String
    let conditions: [ServiceCall.Condition]
    let reply: ServiceHTTPServer.Reply
  }

  private struct HeldWrite {
    let link: ProviderLink
    let requestID: Int
    let key: String
    let value: String
  }

  private struct PendingCall {
    let call: ServiceCall
    let link: ProviderLink
    /// For a call made over HTTP: how to answer it.
    var reply: ServiceHTTPServer.Reply?
    /// The provider's id for an HTTP call (`await` waits for it).
    var httpID: Int?
  }

  /// A dictionary the host served: the call it answered and the entries it sent (the probe
  /// entries not included).
  public struct ServedDictionary: Sendable, Hashable {
    /// Its number (the probe's value names it).
    public var number: Int
    /// The call it answered.
    public var call: ServiceCall
    /// The entries as the check gave them.
    public var entries: [String: String]
  }

  /// A mount of the provider: which project and account it was for, and where it ended.
  public struct MountedSession: Sendable, Hashable {
    /// Its number in the world.
    public var index: Int
    /// The provider process it ran in.
    public var provider: Int
    /// The project and account.
    public var namespace: LanguageNamespace
    /// Whether it was unmounted.
    public var unmounted: Bool
  }

  /// The key under which every non-empty dictionary the host serves carries its own number,
  /// so `t(probeKey)` says which served dictionary the provider holds.
  public static let probeKey = "CONTRACT_REPORT_RESPONSE"

  /// The probe's text for served dictionary `number`.
  public static func probeText(_ number: Int) -> String { "contract-report response \(number)" }

  /// Creates a world with the service's language list; its storage is a new temporary folder.
  public init(languages: [ServiceLanguage], keyPrefix: String = "DRIVER_APP_") {
    self.languages = languages
    self.keyPrefix = keyPrefix
    storage = FileKeyValueStorage(
      directory: FileManager.default.temporaryDirectory.appendingPathComponent(
        "contract-report-storage-\(UUID().uuidString)", isDirectory: true))
  }

  // MARK: Providers

  /// Starts a provider in this world and completes its handshake. A kept provider process
  /// (one that restarted after an earlier check) that fails before its handshake completes is
  /// left behind without a trace, and a new process takes its place: a check meets the
  /// provider as newly started either way.
  public func launch(_ launcher: ProviderLauncher, settleTimeout: Double) async throws
    -> ProviderLink
  {
    let (transport, reused) = try launcher.makeTransport()
    let mark = events.count
    let link = ProviderLink(
      index: links.count, world: self, transport: transport, settleTimeout: settleTimeout)
    links.append(link)
    do {
      try await link.start()
    } catch  where reused {
      await link.stop()
      links.removeLast()
      if events.count >= mark, events[mark...].allSatisfy({ $0.provider == link.index }) {
        events.removeSubrange(mark...)
      }
      let fresh = ProviderLink(
        index: links.count, world: self, transport: try launcher.makeNewTransport(),
        settleTimeout: settleTimeout)
      links.append(fresh)
      try await fresh.start()
      return fresh
    }
    return link
  }

  /// Ends the world when its check is over: each provider that offers `restart` begins a new
  /// session and its process is kept for the next check, every other one is stopped; then the
  /// HTTP service stops and the storage folder is removed. Throws the first provider's failure
  /// to restart (that provider is stopped): the check that ends with it is an error.
  public func end() async throws {
    var failure: (any Error)?
    for link in links {
      do {
        try await link.finish()
      } catch {
        failure = failure ?? error
      }
    }
    http?.stop()
    http = nil
    try? FileManager.default.removeItem(at: storage.directory)
    if let failure { throw failure }
  }

  /// Ends the world as ``end()`` does, a provider's failure to restart ignored (it is stopped):
  /// for a check that already ends with an error or a failed cell.
  public func shutdown() async {
    try? await end()
  }

  /// The service over HTTP, in the Ordering API's URL shape
  /// (`/{version}/{code}/{project}/languages`, `…/translations?mode=dictionary`), for providers
  /// that call it with their own HTTP client; started on first use.
  public func serviceURL() throws -> URL {
    if let http { return http.baseURL }
    let server = try ServiceHTTPServer { [weak self] request, reply in
      Task { await self?.received(request, reply) }
    }
    http = server
    return server.baseURL
  }

  /// Everything every provider of the world wrote to stderr.
  public func stderrText() -> String {
    links.map(\.emittedDiagnostics).joined(separator: "\n")
  }

  // MARK: Scripting (what checks do to the world)

  /// Makes the next storage write fail with `reason`.
  public func failNextWrite(reason: String) { nextWriteFailures.append(reason) }

  /// Makes the next storage write fail in the file system itself: a directory stands where the
  /// key's file would be renamed to (any old value is set aside and put back after), so the
  /// refusal and its reason come from the real file store.
  public func obstructNextWrite() { obstructNext = true }

  /// Makes every storage write fail with `reason` (`nil`: writes succeed again).
  public func failWrites(reason: String?) { allWritesFail = reason }

  /// Holds storage writes unanswered until ``releaseWrites()``.
  public func holdWrites() { holdingWrites = true }

  /// Answers every held write (stored, or refused as scripted) and stops holding.
  public func releaseWrites() async throws {
    holdingWrites = false
    let writes = heldWrites
    heldWrites.removeAll()
    for write in writes {
      try await write.link.respond(write.requestID, applyWrite(key: write.key, value: write.value))
    }
  }

  /// The storage writes held now, oldest first.
  public var heldWriteKeys: [String] { heldWrites.map(\.key) }

  /// Replaces what is stored under `key` (a damaged entry: half-written bytes).
  public func setStored(_ value: String?, forKey key: String) {
    remember(key)
    if let value { _ = storage.write(value, forKey: key) } else { storage.remove(key) }
  }

  /// Makes reads of `key` fail (permission denied).
  public func makeUnreadable(_ key: String) { unreadableKeys.insert(key) }

  /// What is stored under `key`.
  public func stored(_ key: String) -> String? {
    if case .value(let text) = storage.read(key) { return text }
    return nil
  }

  /// Every key and value stored.
  public var storedEntries: [String: String] {
    var entries: [String: String] = [:]
    for key in keys { entries[key] = stored(key) }
    return entries
  }

  private func remember(_ key: String) {
    if !keys.contains(key) { keys.append(key) }
  }

  /// The service calls not yet answered, oldest first.
  public var pendingCalls: [ServiceCall] { pending.values.map(\.call).sorted { $0.id < $1.id } }

  /// Answers a held service call and waits until the provider settled.
  public func answer(_ call: ServiceCall, with answer: ServiceAnswer) async throws {
    guard let entry = pending.removeValue(forKey: call.id) else {
      throw ProviderFailure(
        kind: .protocolViolation, message: "service call \(call.id) was answered already")
    }
    var number: Int?
    let result: JSONValue
    switch answer {
    case .languages(let list):
      let matching = list.filter { language in
        call.conditions.allSatisfy { Self.attribute($0.attribute, of: language) == $0.value }
      }
      result = Self.envelope(error: false, result: .array(matching.map(WireFormat.encode)))
    case .dictionary(let entries):
      var sent = entries.mapValues(JSONValue.string)
      if !entries.isEmpty {
        number = served.count + 1
        sent[Self.probeKey] = .string(Self.probeText(number!))
        sent[keyPrefix + Self.probeKey] = .string(Self.probeText(number!))
        served.append(ServedDictionary(number: number!, call: call, entries: entries))
      }
      result = Self.envelope(error: false, result: .object(sent))
    case .errorEnvelope(let messages):
      result = Self.envelope(error: true, result: .array(messages.map(JSONValue.string)))
    case .thrown(let error):
      var detail: [String: JSONValue] = [
        "kind": .string(error.kind), "message": .string(error.message),
      ]
      if let status = error.status { detail["status"] = .int(status) }
      result = .object(["thrown": .object(detail)])
    }
    append(
      provider: call.provider, session: await entry.link.session,
      .serviceAnswer(call: call.id, answer: answer, response: number))
    if let reply = entry.reply {
      reply(Self.httpResponse(result))
      if let id = entry.httpID { try await entry.link.awaitHTTP(id) }
    } else {
      try await entry.link.respond(call.requestID, result)
    }
    try await entry.link.settle()
  }

  /// The HTTP form of an answer: the envelope with status 200, an HTTP status for a thrown
  /// `httpStatus`, a dropped connection for any other thrown error.
  static func httpResponse(_ result: JSONValue) -> ServiceHTTPServer.Response? {
    if let thrown = result["thrown"] {
      guard thrown["kind"]?.stringValue == "httpStatus", let status = thrown["status"]?.intValue
      else { return nil }
      return .json(#"{"detail":"scripted failure"}"#, status: status)
    }
    return .json(result["envelope"]?.line ?? "{}")
  }

  // MARK: HTTP service calls

  /// A provider announced an HTTP call (it is on its way, or already here).
  func announceHTTP(provider: Int) async {
    if unannounced.isEmpty {
      announced.append(provider)
    } else {
      await register(unannounced.removeFirst(), provider: provider)
    }
  }

  private func received(
    _ request: ServiceHTTPServer.Request, _ reply: @escaping ServiceHTTPServer.Reply
  ) async {
    let (path, query) = Self.split(request.target)
    let segments = path.split(separator: "/").map(String.init)
    let operation: ServiceCall.Operation
    if segments.count == 4, segments[3] == "languages" {
      operation = .languages
    } else if segments.count == 4, segments[3] == "translations" {
      operation = .dictionary
    } else {
      // Not a call of the service: answered at once, and counted as the announced call's
      // arrival, so that nothing waits for a call that will never come.
      reply(.json(#"{"error":true,"result":["not found"]}"#, status: 404))
      if announced.isEmpty {
        unannounced.append(nil)
      } else {
        await links[announced.removeFirst()].httpArrived()
      }
      return
    }
    var conditions: [ServiceCall.Condition] = []
    if let text = query["where"], case .array(let items)? = try? JSONValue(parsing: text) {
      for item in items {
        if let attribute = item["attribute"]?.stringValue, let value = item["value"] {
          conditions.append(ServiceCall.Condition(attribute: attribute, value: value))
        }
      }
    }
    let call = HTTPCall(
      id: request.headers["x-contract-report-call"].flatMap(Int.init), operation: operation,
      code: segments[1].removingPercentEncoding ?? segments[1], conditions: conditions,
      reply: reply)
    if announced.isEmpty {
      unannounced.append(call)
    } else {
      await register(call, provider: announced.removeFirst())
    }
  }

  private func register(_ http: HTTPCall?, provider: Int) async {
    let link = links[provider]
    guard let http else {
      await link.httpArrived()
      return
    }
    nextCallID += 1
    let call = ServiceCall(
      id: nextCallID, provider: provider, requestID: -nextCallID, session: await link.session,
      operation: http.operation, code: http.code, conditions: http.conditions)
    pending[call.id] = PendingCall(call: call, link: link, reply: http.reply, httpID: http.id)
    append(provider: provider, session: call.session, .serviceCall(call))
    await link.httpArrived()
  }

  private static func split(_ target: String) -> (String, [String: String]) {
    guard let mark = target.firstIndex(of: "?") else { return (target, [:]) }
    var query: [String: String] = [:]
    for pair in target[target.index(after: mark)...].split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
      let name = parts[0].removingPercentEncoding ?? parts[0]
      let value = parts.count > 1 ? (parts[1].removingPercentEncoding ?? parts[1]) : ""
      query[name] = value
    }
    return (String(target[..<mark]), query)
  }

  static func envelope(error: Bool, result: JSONValue) -> JSONValue {
    .object(["envelope": .object(["error": .bool(error), "result": result])])
  }

  static func attribute(_ name: String, of language: ServiceLanguage) -> JSONValue? {
    WireFormat.encode(language)[name]
  }

  // MARK: What providers do (called by their links)

  func beginSession(provider: Int, namespace: LanguageNamespace) -> Int {
    sessions.append(
      MountedSession(
        index: sessions.count, provider: provider, namespace: namespace, unmounted: false))
    return sessions.count - 1
  }

  func endSession(_ index: Int) { sessions[index].unmounted = true }

  func append(provider: Int, session: Int?, _ kind: HostEvent.Kind) {
    events.append(HostEvent(order: events.count, provider: provider, session: session, kind: kind))
  }

  func storageRead(provider: Int, session: Int?, key: String) -> JSONValue {
    let answer: StorageRead =
      unreadableKeys.contains(key)
      ? .failed(reason: "permission denied (scripted)") : storage.read(key)
    append(provider: provider, session: session, .storageRead(key: key, answer: answer))
    switch answer {
    case .none: return .object(["value": .null])
    case .value(let text): return .object(["value": .string(text)])
    case .failed(let reason): return .object(["failed": .string(reason)])
    }
  }

  /// Records a write; answers it now (`nil` when it is held).
  func storageWrite(
    link: ProviderLink, provider: Int, session: Int?, requestID: Int, key: String, value: String
  ) -> JSONValue? {
    remember(key)
    append(
      provider: provider, session: session,
      .storageWrite(key: key, value: value, refusedWith: nil))
    if holdingWrites {
      heldWrites.append(HeldWrite(link: link, requestID: requestID, key: key, value: value))
      return nil
    }
    return applyWrite(key: key, value: value)
  }

  /// Stores a write in the file store, or refuses it as scripted; a refusal is written into the
  /// write's log entry.
  private func applyWrite(key: String, value: String) -> JSONValue {
    var refusal: String?
    if let reason = nextWriteFailures.first {
      nextWriteFailures.removeFirst()
      refusal = reason
    } else if let reason = allWritesFail {
      refusal = reason
    } else if obstructNext {
      obstructNext = false
      if case .failure(let reason) = obstructedWrite(value, forKey: key) { refusal = reason }
    } else if case .failure(let reason) = storage.write(value, forKey: key) {
      refusal = reason
    }
    guard let refusal else { return .object([:]) }
    markRefused(key: key, value: value, refusal)
    return .object(["failed": .string(refusal)])
  }

  /// A write the file system refuses: a directory where the key's file goes.
  private func obstructedWrite(_ value: String, forKey key: String) -> StoreWriteResult {
    let target = storage.fileURL(forKey: key)
    let aside = target.appendingPathExtension("aside")
    let manager = FileManager.default
    try? manager.createDirectory(at: storage.directory, withIntermediateDirectories: true)
    let hadValue = (try? manager.moveItem(at: target, to: aside)) != nil
    try? manager.createDirectory(
      at: target.appendingPathComponent("in-the-way"), withIntermediateDirectories: true)
    let result = storage.write(value, forKey: key)
    try? manager.removeItem(at: target)
    if hadValue { try? manager.moveItem(at: aside, to: target) }
    return result
  }

  /// A held write refused on release: its log entry says so.
  private func markRefused(key: String, value: String, _ reason: String) {
    guard
      let index = events.lastIndex(where: {
        if case .storageWrite(key, value, nil) = $0.kind { return true }
        return false
      })
    else { return }
    events[index].kind = .storageWrite(key: key, value: value, refusedWith: reason)
  }

  func storageRemove(provider: Int, session: Int?, key: String) -> JSONValue {
    append(provider: provider, session: session, .storageRemove(key: key))
    storage.remove(key)
    return .object([:])
  }

  func serviceCall(
    link: ProviderLink, provider: Int, session: Int?, requestID: Int,
    operation: ServiceCall.Operation, code: String?, conditions: [ServiceCall.Condition]
  ) {
    nextCallID += 1
    let call = ServiceCall(
      id: nextCallID, provider: provider, requestID: requestID, session: session,
      operation: operation, code: code, conditions: conditions)
    pending[call.id] = PendingCall(call: call, link: link)
    append(provider: provider, session: session, .serviceCall(call))
  }
}
