import Foundation

/// The Driver App language provider: restores or chooses a language, keeps the API client code,
/// fetches the dictionary, exposes loading, error and readiness, and translates keys.
///
/// The parts do not update atomically, exactly as the contract says: storage, client code and
/// dictionary settle separately and ``LanguageState`` shows each one's status. Every asynchronous
/// result is bound to the namespace (project + account) and the selection generation that asked
/// for it; a late, foreign or after-``close()`` result is dropped without any state change and
/// counted in ``ResultCounts``. RTL is metadata only: the provider applies no native layout
/// direction (``appliesNativeLayoutDirection`` is `false`), so that limit stays observable.
///
/// Every change publishes a ``ProviderSnapshot`` to ``snapshots()`` streams and ``waitUntil(_:)``
/// waiters, and every distinct ``LanguageState`` is kept in ``history``.
public actor LanguageProvider {
  private struct Token: Hashable {
    let namespace: LanguageNamespace
    let generation: Int
  }

  private struct Waiter {
    let predicate: @Sendable (ProviderSnapshot) -> Bool
    let continuation: CheckedContinuation<ProviderSnapshot, Never>
  }

  /// Settings: key prefix, default-language policy, bootstrap code, key categories.
  public nonisolated let settings: ProviderSettings
  /// Active defects for mutation testing; empty in normal use.
  public nonisolated let faults: Set<ProviderFault>
  /// The API client language this provider sets.
  public nonisolated let apiClient: APIClientLanguage
  /// Whether the provider applies a native layout direction from the RTL flag: `false`. The
  /// contract documents this limit; a check proves it by reading this value.
  public nonisolated let appliesNativeLayoutDirection: Bool

  /// The translation faults, read once: `resolve` runs per key, a million times in a coverage
  /// run, so it does not hash the fault set on every call.
  private let skipsPrefix: Bool
  private let swapsPrefixOrder: Bool
  private let acceptsEmptyText: Bool
  private let ignoresFallback: Bool
  private let looksUpNonKeys: Bool
  private let store: any LanguageStore
  private let service: any TranslationService
  private let activity: ProviderActivity?
  private let layout: (any LayoutDirectionPlatform)?
  private var layoutApplied: Bool?
  private var currentNamespace: LanguageNamespace
  private var state = LanguageState()
  private var results = ResultCounts()
  private var dictionary: TranslationTable = [:]
  private var started = false
  private var nextWorkID = 0
  private var inFlight: [Int: (work: PendingWork, token: Token)] = [:]
  private var streams: [Int: AsyncStream<ProviderSnapshot>.Continuation] = [:]
  private var nextStreamID = 0
  private var waiters: [Waiter] = []
  private var lastPublished: ProviderSnapshot?
  private var resolutionCounts: [ResolutionTier: Int] = [:]
  private var misuseCounts: [NonKeyCategory: Int] = [:]
  private var missing: Set<MissingTranslation> = []

  /// Every distinct language state, in order, starting with the initial one.
  public private(set) var history: [LanguageState]

  /// Creates a provider for a namespace. Nothing happens until ``start()`` or ``select(_:)``.
  public init(
    namespace: LanguageNamespace, store: any LanguageStore, service: any TranslationService,
    settings: ProviderSettings = ProviderSettings(),
    apiClient: APIClientLanguage = APIClientLanguage(),
    faults: Set<ProviderFault> = [], activity: ProviderActivity? = nil,
    layout: (any LayoutDirectionPlatform)? = nil
  ) {
    currentNamespace = namespace
    self.store = store
    self.service = service
    self.activity = activity
    self.layout = layout
    self.settings = settings
    self.apiClient = apiClient
    self.faults = faults
    skipsPrefix = faults.contains(.prefixSkipped)
    swapsPrefixOrder = faults.contains(.prefixOrderSwapped)
    acceptsEmptyText = faults.contains(.emptyStringCountedAsTranslation)
    ignoresFallback = faults.contains(.fallbackIgnored)
    looksUpNonKeys = faults.contains(.nonKeyLookedUp)
    appliesNativeLayoutDirection = faults.contains(.nativeLayoutDirectionApplied)
    var initial = LanguageState()
    initial.layoutDirectionApplied = appliesNativeLayoutDirection
    state = initial
    history = [initial]
  }

  // MARK: Observation

  /// The current namespace (the caller's own ids; never logged by the provider).
  public var namespace: LanguageNamespace { currentNamespace }

  /// The current language state.
  public var currentState: LanguageState { state }

  /// The current state and result counts.
  public var snapshot: ProviderSnapshot { ProviderSnapshot(state: state, results: results) }

  /// A stream that yields the current snapshot, then one snapshot after every change, and
  /// finishes when the provider closes.
  public func snapshots() -> AsyncStream<ProviderSnapshot> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: ProviderSnapshot.self, bufferingPolicy: .unbounded)
    continuation.yield(snapshot)
    if state.closed {
      continuation.finish()
      return stream
    }
    nextStreamID += 1
    let id = nextStreamID
    streams[id] = continuation
    continuation.onTermination = { [weak self] _ in
      Task { await self?.removeStream(id) }
    }
    return stream
  }

  /// Waits until a snapshot satisfies `predicate` (checked now and after every change) and
  /// returns it.
  @discardableResult
  public func waitUntil(_ predicate: @escaping @Sendable (ProviderSnapshot) -> Bool) async
    -> ProviderSnapshot
  {
    let current = snapshot
    if predicate(current) {
      return current
    }
    return await withCheckedContinuation {
      waiters.append(Waiter(predicate: predicate, continuation: $0))
    }
  }

  /// Waits until at least `count` asynchronous results have come back (applied or dropped).
  @discardableResult
  public func waitForResults(_ count: Int) async -> ProviderSnapshot {
    await waitUntil { $0.results.received >= count }
  }

  // MARK: Lifecycle

  /// Starts a session: restore the stored record (or choose the default per policy), set the API
  /// client code, fetch the dictionary. Advances the generation.
  public func start() {
    guard !state.closed else { return }
    beginSession(advance: true)
  }

  /// Closes the provider (the consumer unmounted). Later results are dropped; streams finish.
  public func close() {
    guard !state.closed else { return }
    state.closed = true
    commit()
    for continuation in streams.values {
      continuation.finish()
    }
    streams.removeAll()
  }

  /// Selects a language. The current id changes nothing (``SelectOutcome/unchanged(generation:)``).
  /// Otherwise a new generation: the record is persisted (the result is recorded; a failure does
  /// not block), then the API client code is set, loading is set and the dictionary is fetched.
  @discardableResult
  public func select(_ language: LanguageRecord) -> SelectOutcome {
    guard !state.closed else { return .closed }
    started = true
    if let current = state.selection, current.id == language.id {
      if faults.contains(.persistOnSelectCurrent) {
        let token = currentToken
        state.persistence = .pending
        commit()
        spawn { await self.persistAndRecord(current, token) }
      }
      if faults.contains(.selectCurrentRefetches) {
        state.generation += 1
        beginDictionary(for: current, token: currentToken, setClient: true)
      }
      return .unchanged(generation: state.generation)
    }
    if !faults.contains(.generationNotAdvancedOnSelect) {
      state.generation += 1
    }
    let token = currentToken
    state.selection = language
    state.selectionSource = .selected
    if faults.contains(.clientCodeUpdatedBeforePersist) {
      setClientCode(language.code)
    }
    state.persistence = .pending
    let work = beginWork(.persist, token)
    commit()
    spawn { await self.persistThenFetch(language, token, work: work, setClient: true) }
    return .changed(generation: state.generation)
  }

  /// Fetches the dictionary for the current selection again, in a new generation.
  public func refresh() {
    guard !state.closed, let selection = state.selection else { return }
    state.generation += 1
    beginDictionary(for: selection, token: currentToken, setClient: true)
  }

  // MARK: Translation

  /// The text for a key: see ``resolve(_:fallback:)``.
  public func translate(_ key: String, fallback: String? = nil) -> String {
    resolve(key, fallback: fallback).text
  }

  /// Resolves a key: Driver-prefixed key, then the original key, then `fallback`, then the key
  /// text; an empty string counts as missing. Non-keys are returned verbatim, never looked up,
  /// and counted as a misuse.
  public func resolve(_ key: String, fallback: String? = nil) -> Resolution {
    let (resolution, isMissing) = uncountedResolution(
      key, fallback: fallback, keyPrefix: settings.keyPrefix, in: dictionary)
    if isMissing {
      missing.insert(
        MissingTranslation(
          key: key, category: settings.category(of: key),
          code: state.dictionaryCode ?? state.selection?.code, tier: resolution.tier))
    }
    return counted(resolution)
  }

  /// ``resolve(_:fallback:)`` in `table` (the ``dictionary``, which the caller reads once),
  /// without adding the result to the tier counts or recording it as missing: whether it is
  /// missing (the fallback or the key text shown) is returned for the caller to record.
  private func uncountedResolution(
    _ key: String, fallback: String?, keyPrefix: String, in table: TranslationTable
  ) -> (Resolution, isMissing: Bool) {
    if let category = KeyClassifier.nonKeyCategory(of: key) {
      misuseCounts[category, default: 0] += 1
      if looksUpNonKeys, let text = table[key], !text.isEmpty {
        return (Resolution(text: text, tier: .original), false)
      }
      return (Resolution(text: key, tier: .notAKey), false)
    }
    if !skipsPrefix, !swapsPrefixOrder {
      // The usual order, without candidate tuples: prefixed key, then the key itself. The
      // prefixed key is found without joining a new `String`, and a found text stays as the
      // dictionary keeps it (``Resolution/found``).
      if let text = table.text(forKey: key, prefix: keyPrefix), acceptsEmptyText || !text.isEmpty {
        return (Resolution(text, tier: .prefixed), false)
      }
      if let text = table.text(forKey: key), acceptsEmptyText || !text.isEmpty {
        return (Resolution(text, tier: .original), false)
      }
    } else {
      var first: (key: String, tier: ResolutionTier)? = (keyPrefix + key, .prefixed)
      var second: (key: String, tier: ResolutionTier)? = (key, .original)
      if skipsPrefix {
        first = nil
      }
      if swapsPrefixOrder {
        swap(&first, &second)
      }
      if let found = lookUp(first, in: table) ?? lookUp(second, in: table) {
        return (found, false)
      }
    }
    if let fallback, !fallback.isEmpty, !ignoresFallback {
      return (Resolution(text: fallback, tier: .fallback), true)
    }
    return (Resolution(text: key, tier: .keyText), true)
  }

  /// Resolves many keys in one call: each request exactly as ``resolve(_:fallback:)`` resolves
  /// it (the same code runs for each, in order, with the same counters and missing-translation
  /// records), but without an actor hop per key. Coverage resolves whole catalogues this way.
  public func resolveAll(_ requests: [ResolutionRequest]) -> [Resolution] {
    var resolutions: [Resolution] = []
    resolutions.reserveCapacity(requests.count)
    // Tiers are counted here and added once at the end rather than hashed into the counts per
    // key; nothing reads the counts in between.
    let tiers = ResolutionTier.allCases
    var counts = [Int](repeating: 0, count: tiers.count)
    // What every request reads is read once: the dictionary, the settings and the code a
    // missing translation is recorded under (nothing below changes them). Read per request,
    // each was a copy of the actor's stored value, a retain and a release apiece.
    let table = dictionary
    let settings = settings
    let keyPrefix = settings.keyPrefix
    let code = state.dictionaryCode ?? state.selection?.code
    // Through a buffer, by index, so that each request's key and fallback are lent to the
    // resolution rather than copied out of the array (a copy retains the strings, which
    // coverage's locales share, each on its own thread).
    // The missing translations are inserted after the loop, in the same order, with the set
    // grown once: inserted one by one, a catalogue's worth regrew and rehashed it many times.
    var missed: [MissingTranslation] = []
    requests.withUnsafeBufferPointer { requests in
      for index in requests.indices {
        let (resolution, isMissing) = uncountedResolution(
          requests[index].key, fallback: requests[index].fallback, keyPrefix: keyPrefix,
          in: table)
        counts[tiers.firstIndex(of: resolution.tier)!] += 1
        if isMissing {
          let key = requests[index].key
          missed.append(
            MissingTranslation(
              key: key, category: settings.category(of: key), code: code, tier: resolution.tier))
        }
        resolutions.append(resolution)
      }
    }
    missing.reserveCapacity(missing.count + missed.count)
    for record in missed { missing.insert(record) }
    for (tier, count) in zip(tiers, counts) where count > 0 {
      resolutionCounts[tier, default: 0] += count
    }
    return resolutions
  }

  /// The dictionary's text for a candidate key, if there is a usable one.
  private func lookUp(_ candidate: (key: String, tier: ResolutionTier)?, in table: TranslationTable)
    -> Resolution?
  {
    guard let candidate, let text = table[candidate.key], acceptsEmptyText || !text.isEmpty
    else { return nil }
    return Resolution(text: text, tier: candidate.tier)
  }

  // MARK: Diagnostics

  /// A troubleshooting snapshot: states, counts, key categories and detected symptoms, without
  /// ids, tokens or dictionary values.
  public func diagnostics() -> Diagnostics {
    var extra: [String] = []
    if faults.contains(.diagnosticsLeakIdentifiers) {
      extra.append(
        "namespace ids: project \(currentNamespace.project) account \(currentNamespace.account)")
    }
    if faults.contains(.diagnosticsLeakDictionaryValues) {
      for key in dictionary.keys.sorted() {
        extra.append("dictionary entry: \(key) = \(dictionary[key] ?? "")")
      }
    }
    var missingByCategory: [String: Int] = [:]
    for entry in missing {
      missingByCategory[entry.category, default: 0] += 1
    }
    return Diagnostics(
      namespace: currentNamespace.description, readiness: state.readiness, loading: state.loading,
      generation: state.generation, closed: state.closed, selectionCode: state.selection?.code,
      selectionSource: state.selectionSource, rtl: state.rtl,
      layoutDirectionApplied: state.layoutDirectionApplied, apiClientCode: state.apiClientCode,
      restore: state.restore.category, persistence: state.persistence.category,
      dictionaryStatus: state.dictionaryStatus, dictionaryCode: state.dictionaryCode,
      dictionaryKeyCount: state.dictionaryKeyCount, dictionaryVersion: state.dictionaryVersion,
      error: state.error, awaiting: state.awaiting, results: results,
      resolutions: Dictionary(
        uniqueKeysWithValues: resolutionCounts.map { ($0.key.rawValue, $0.value) }),
      misuse: Dictionary(uniqueKeysWithValues: misuseCounts.map { ($0.key.rawValue, $0.value) }),
      missingTranslations: missing.sorted(), missingByCategory: missingByCategory,
      symptoms: symptoms(), extra: extra)
  }

  private func symptoms() -> [Symptom] {
    var found: [Symptom] = []
    if case .failed = state.persistence {
      found.append(.languageChangeNotPersisted)
    }
    if let selection = state.selection {
      let clientDiffers = state.apiClientCode != selection.code
      let dictionaryDiffers = state.dictionaryCode.map { $0 != selection.code } ?? false
      if clientDiffers || dictionaryDiffers {
        found.append(.labelsInPriorLanguage)
      }
    }
    if state.loading && state.awaiting.isEmpty && !state.closed {
      found.append(.appRemainsLoading)
    }
    if state.rtl && !state.layoutDirectionApplied {
      found.append(.rtlWithoutMirroredLayout)
    }
    if !missing.isEmpty || state.readiness == .fallbackOnly {
      found.append(.missingTranslationHiddenByFallback)
    }
    if results.dropped > 0 {
      found.append(.lateResultsDropped)
    }
    return found
  }

  // MARK: Session flow

  private var currentToken: Token {
    Token(namespace: currentNamespace, generation: state.generation)
  }

  private func beginSession(advance: Bool) {
    started = true
    if advance {
      state.generation += 1
    }
    let token = currentToken
    state.loading = true
    state.restore = .pending
    let work = beginWork(.restore, token)
    commit()
    spawn { await self.runRestore(token, work: work) }
  }

  private func runRestore(_ token: Token, work: Int) async {
    let result = await store.restore(storeNamespace(token.namespace))
    guard receive(work, token) else { return }
    switch result {
    case .record(var record):
      if faults.contains(.rtlDroppedOnRestore) {
        record.rtl = false
      }
      state.restore = .restored
      state.selection = record
      state.selectionSource = .restored
      beginDictionary(
        for: record, token: token, setClient: !faults.contains(.clientCodeNotSetOnRestore))
    case .none:
      state.restore = .none
      await chooseDefault(token)
    case .corrupt(let reason):
      state.restore = .corrupt(reason: reason)
      if faults.contains(.corruptStoreTreatedAsHang) {
        commit()
        return
      }
      await chooseDefault(token)
    case .unreadable(let reason):
      state.restore = .unreadable(reason: reason)
      await chooseDefault(token)
    }
  }

  private func chooseDefault(_ token: Token) async {
    switch settings.defaultLanguage.source {
    case .configured(let record):
      await adoptDefault(record, source: .configuredDefault, token: token)
    case .server:
      let work = beginWork(.languages, token)
      commit()
      let request = ServiceRequest(
        project: token.namespace.project, code: apiClient.code ?? settings.bootstrapCode)
      let outcome: Result<ServiceResult<[ServiceLanguage]>, any Error>
      do {
        outcome = .success(try await service.languages(for: request))
      } catch {
        outcome = .failure(error)
      }
      guard receive(work, token) else { return }
      switch outcome {
      case .success(.success(let languages)):
        if let language = languages.first(where: \.isDefault) {
          await adoptDefault(language.record, source: .serverDefault, token: token)
        } else {
          settleWithoutLanguage(ProviderError(stage: .languages, kind: .noDefaultLanguage))
        }
      case .success(.errorEnvelope):
        settleWithoutLanguage(ProviderError(stage: .languages, kind: .errorEnvelope))
      case .failure(let error):
        settleWithoutLanguage(ProviderError(stage: .languages, thrown: error))
      }
    }
  }

  private func settleWithoutLanguage(_ error: ProviderError) {
    state.error = error
    state.dictionaryStatus = .failed
    state.loading = false
    commit()
  }

  private func adoptDefault(_ record: LanguageRecord, source: SelectionSource, token: Token) async {
    state.selection = record
    state.selectionSource = source
    if settings.defaultLanguage.persistsDefault || faults.contains(.defaultPersistedAgainstPolicy) {
      state.persistence = .pending
      let work = beginWork(.persist, token)
      commit()
      await persistThenFetch(record, token, work: work, setClient: true)
    } else {
      state.persistence = .notPersistedByPolicy
      beginDictionary(for: record, token: token, setClient: true)
    }
  }

  private func persistThenFetch(
    _ record: LanguageRecord, _ token: Token, work: Int, setClient: Bool
  ) async {
    let result = await persistRecord(record, token)
    guard receive(work, token) else { return }
    recordPersistence(result)
    if case .failure = result, faults.contains(.persistFailureBlocksSelection) {
      commit()
      return
    }
    let clientAlreadySet = faults.contains(.clientCodeUpdatedBeforePersist)
    let updateClient = setClient && !faults.contains(.apiClientCodeNotUpdated) && !clientAlreadySet
    beginDictionary(for: record, token: token, setClient: updateClient)
  }

  private func persistAndRecord(_ record: LanguageRecord, _ token: Token) async {
    let work = beginWork(.persist, token)
    let result = await persistRecord(record, token)
    guard receive(work, token) else { return }
    recordPersistence(result)
    commit()
  }

  private func persistRecord(_ record: LanguageRecord, _ token: Token) async -> StoreWriteResult {
    var stored = record
    if faults.contains(.rtlDroppedOnStore) {
      stored.rtl = false
    }
    return await store.persist(stored, for: storeNamespace(token.namespace))
  }

  private func recordPersistence(_ result: StoreWriteResult) {
    switch result {
    case .success:
      state.persistence = .succeeded
    case .failure(let reason):
      state.persistence =
        faults.contains(.storeFailureReportedAsSuccess) ? .succeeded : .failed(reason: reason)
    }
  }

  private func beginDictionary(for record: LanguageRecord, token: Token, setClient: Bool) {
    if setClient {
      setClientCode(record.code)
    }
    state.loading = !faults.contains(.loadingClearedBeforeDictionarySettles)
    state.dictionaryStatus = .loading
    let code = apiClient.code ?? record.code
    let work = beginWork(.dictionary, token)
    commit()
    spawn { await self.runDictionary(code: code, token: token, work: work) }
  }

  private func runDictionary(code: String, token: Token, work: Int) async {
    let request = ServiceRequest(project: token.namespace.project, code: code)
    let outcome: Result<ServiceResult<TranslationTable>, any Error>
    do {
      outcome = .success(try await service.dictionaryTable(for: request))
    } catch {
      outcome = .failure(error)
    }
    guard receive(work, token) else { return }
    switch outcome {
    case .success(.success(let received)):
      storeDictionary(received, code: code)
    case .success(.errorEnvelope):
      storeFailure(
        ProviderError(stage: .dictionary, kind: .errorEnvelope), thrown: false, code: code)
    case .failure(let error):
      storeFailure(ProviderError(stage: .dictionary, thrown: error), thrown: true, code: code)
    }
    commit()
  }

  private func storeDictionary(_ received: TranslationTable, code: String) {
    dictionary = received
    state.dictionaryCode = code
    state.dictionaryKeyCount = received.count
    state.dictionaryVersion = DictionaryVersion(dictionary: received)
    state.dictionaryStatus = .loaded
    if !faults.contains(.errorNotClearedOnSuccess) {
      state.error = nil
    }
    state.loading = false
  }

  private func storeFailure(_ error: ProviderError, thrown: Bool, code: String) {
    if thrown && faults.contains(.thrownFetchKeepsOldDictionary) {
      state.dictionaryCode = code
      state.dictionaryStatus = .loaded
      state.loading = false
      return
    }
    if faults.contains(.dictionaryErrorSwallowed) {
      storeDictionary([:], code: code)
      return
    }
    dictionary = [:]
    state.dictionaryCode = code
    state.dictionaryKeyCount = 0
    state.dictionaryVersion = DictionaryVersion(dictionary: [:])
    state.dictionaryStatus = .failed
    state.error = error
    if !faults.contains(.loadingNeverClearedAfterError) {
      state.loading = false
    }
  }

  private func setClientCode(_ code: String) {
    apiClient.setCode(code)
    state.apiClientCode = code
  }

  private func storeNamespace(_ namespace: LanguageNamespace) -> LanguageNamespace {
    faults.contains(.accountsShareRecord)
      ? LanguageNamespace(project: namespace.project, account: "") : namespace
  }

  // MARK: Result binding

  private func beginWork(_ work: PendingWork, _ token: Token) -> Int {
    nextWorkID += 1
    inFlight[nextWorkID] = (work, token)
    return nextWorkID
  }

  /// Counts a result and decides whether it may touch state. A dropped result changes no
  /// language state; only the counters move.
  private func receive(_ work: Int, _ token: Token) -> Bool {
    inFlight.removeValue(forKey: work)
    results.received += 1
    if state.closed && !faults.contains(.updateAfterClose) {
      results.droppedAfterClose += 1
      commit()
      return false
    }
    if token.namespace != currentNamespace {
      results.droppedForeign += 1
      commit()
      return false
    }
    if token.generation != state.generation && !faults.contains(.lateResultApplied) {
      results.droppedStale += 1
      commit()
      return false
    }
    results.applied += 1
    return true
  }

  // MARK: Publishing

  private func commit() {
    let token = currentToken
    state.awaiting =
      state.closed ? [] : Set(inFlight.values.filter { $0.token == token }.map(\.work)).sorted()
    state.readiness = computeReadiness()
    state.layoutDirectionApplied = appliesNativeLayoutDirection
    applyLayoutDirection()
    if history.last != state {
      history.append(state)
    }
    let current = snapshot
    guard current != lastPublished else { return }
    lastPublished = current
    for continuation in streams.values {
      continuation.yield(current)
    }
    var remaining: [Waiter] = []
    for waiter in waiters {
      if waiter.predicate(current) {
        waiter.continuation.resume(returning: current)
      } else {
        remaining.append(waiter)
      }
    }
    waiters = remaining
  }

  private func computeReadiness() -> Readiness {
    if state.closed {
      return .closed
    }
    if !started {
      return .notStarted
    }
    if state.loading || !state.awaiting.isEmpty {
      return .loading
    }
    switch state.dictionaryStatus {
    case .notRequested, .loading:
      return .loading
    case .failed:
      return .fallbackOnly
    case .loaded:
      let nonEmpty =
        state.dictionaryKeyCount > 0
      let forSelection =
        state.dictionaryCode != nil && state.dictionaryCode == state.selection?.code
      return nonEmpty && forSelection ? .complete : .fallbackOnly
    }
  }

  /// Starts provider work in a task the ``ProviderActivity`` counts, so the host hears
  /// "settled" only once it has run as far as it can.
  private func spawn(_ body: @escaping @Sendable () async -> Void) {
    let activity = self.activity
    activity?.begin()
    Task {
      await body()
      activity?.end()
    }
  }

  /// Applies the native layout direction when this provider does so (it does not: the
  /// `nativeLayoutDirectionApplied` defect makes it).
  private func applyLayoutDirection() {
    guard appliesNativeLayoutDirection, let selection = state.selection,
      layoutApplied != selection.rtl
    else { return }
    layoutApplied = selection.rtl
    layout?.forceRightToLeft(selection.rtl)
  }

  private func counted(_ resolution: Resolution) -> Resolution {
    resolutionCounts[resolution.tier, default: 0] += 1
    return resolution
  }

  private func removeStream(_ id: Int) {
    streams.removeValue(forKey: id)
  }
}
