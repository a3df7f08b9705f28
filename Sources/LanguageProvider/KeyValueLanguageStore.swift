import Digest
import Foundation

/// The provider's persistence over the device's key-value storage: one key per project and
/// account (`language.` plus 16 hex digits of a hash of the pair, so a key names no id), the
/// record as JSON (`{"code","id","name","rtl"}`).
///
/// This is where the provider's isolation lives: two namespaces never share a key. A value
/// that is not a language record restores as ``StoreRestoreResult/corrupt(reason:)``; a
/// failed read as ``StoreRestoreResult/unreadable(reason:)``.
public struct KeyValueLanguageStore: LanguageStore {
  /// The storage the records live in.
  public let storage: any KeyValueStorage

  /// Creates a store over `storage`.
  public init(storage: any KeyValueStorage) {
    self.storage = storage
  }

  /// The key a namespace's record is stored under.
  public func key(for namespace: LanguageNamespace) -> String {
    let pair = "\(namespace.project.utf8.count):\(namespace.project)\(namespace.account)"
    return "language." + String(SHA256.hash(pair).hex.prefix(16))
  }

  public func restore(_ namespace: LanguageNamespace) async -> StoreRestoreResult {
    switch await storage.value(forKey: key(for: namespace)) {
    case .none:
      return .none
    case .failed(let reason):
      return .unreadable(reason: reason)
    case .value(let text):
      guard let record = try? JSONDecoder().decode(LanguageRecord.self, from: Data(text.utf8))
      else { return .corrupt(reason: "the stored value is not a language record") }
      return .record(record)
    }
  }

  public func persist(_ record: LanguageRecord, for namespace: LanguageNamespace) async
    -> StoreWriteResult
  {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(record) else {
      return .failure(reason: "the record could not be encoded")
    }
    return await storage.setValue(
      String(decoding: data, as: UTF8.self), forKey: key(for: namespace))
  }
}
