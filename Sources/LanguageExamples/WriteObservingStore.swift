import LanguageProvider

/// The store a session's provider writes through: it forwards to the shared scripted store and
/// notes, for each write, the API client's code at the moment the write reached the store, so a
/// table can show whether the client changed before persistence was attempted.
actor WriteObservingStore: LanguageStore {
  private let store: ScriptedLanguageStore
  private let client: APIClientLanguage

  /// The API client's code when each write arrived, in order.
  private(set) var clientCodesAtWrite: [String?] = []
  /// Each write's record and what the store answered.
  private(set) var writes: [(record: LanguageRecord, result: StoreWriteResult)] = []

  init(store: ScriptedLanguageStore, client: APIClientLanguage) {
    self.store = store
    self.client = client
  }

  func restore(_ namespace: LanguageNamespace) async -> StoreRestoreResult {
    await store.restore(namespace)
  }

  func persist(_ record: LanguageRecord, for namespace: LanguageNamespace) async
    -> StoreWriteResult
  {
    clientCodesAtWrite.append(client.code)
    let result = await store.persist(record, for: namespace)
    writes.append((record, result))
    return result
  }
}
