import Foundation

/// Device storage as an app sees it: string values under string keys (React Native's
/// `AsyncStorage`, a browser's `localStorage`). The host owns it; the provider decides which
/// keys it uses and what it writes under them.
public protocol KeyValueStorage: Sendable {
  /// The value stored under `key`.
  func value(forKey key: String) async -> StorageRead
  /// Stores `value` under `key`, reporting success or failure with a reason.
  func setValue(_ value: String, forKey key: String) async -> StoreWriteResult
}

/// What reading one storage key gave.
public enum StorageRead: Sendable, Hashable {
  /// Nothing is stored under the key.
  case none
  /// The stored text.
  case value(String)
  /// The read failed (permission, I/O), with the platform's reason.
  case failed(reason: String)
}
