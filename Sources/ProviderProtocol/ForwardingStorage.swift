import LanguageProvider

/// The Swift provider's device storage when the host owns it: every read and write is a
/// `storage.get` / `storage.set` request to the host.
struct ForwardingStorage: KeyValueStorage {
  let endpoint: SwiftProviderEndpoint

  func value(forKey key: String) async -> StorageRead {
    let result = await endpoint.request("storage.get", ["key": .string(key)])
    if let reason = result["failed"]?.stringValue { return .failed(reason: reason) }
    if let text = result["value"]?.stringValue { return .value(text) }
    return .none
  }

  func setValue(_ value: String, forKey key: String) async -> StoreWriteResult {
    let result = await endpoint.request(
      "storage.set", ["key": .string(key), "value": .string(value)])
    if let reason = result["failed"]?.stringValue { return .failure(reason: reason) }
    return .success
  }
}
