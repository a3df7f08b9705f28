import LanguageProvider

/// The served provider's store: every call becomes a `store.*` request the host answers.
struct ForwardingStore: LanguageStore {
  let server: ProviderServer

  func restore(_ namespace: LanguageNamespace) async -> StoreRestoreResult {
    let result = await server.request(
      "store.restore", ["namespace": WireFormat.encode(namespace)])
    do {
      return try WireFormat.decodeRestoreResult(result, path: "response(store.restore).result")
    } catch {
      ProtocolLog.fatal(error)
    }
  }

  func persist(_ record: LanguageRecord, for namespace: LanguageNamespace) async
    -> StoreWriteResult
  {
    let result = await server.request(
      "store.persist",
      ["namespace": WireFormat.encode(namespace), "record": WireFormat.encode(record)])
    do {
      return try WireFormat.decodeWriteResult(result, path: "response(store.persist).result")
    } catch {
      ProtocolLog.fatal(error)
    }
  }
}
