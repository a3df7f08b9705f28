import Foundation

/// The outcome of persisting a language record: every write reports one.
public enum StoreWriteResult: Sendable, Hashable {
  /// The record is stored.
  case success
  /// The record is not stored. The reason never names project or account ids.
  case failure(reason: String)

  /// Whether the write succeeded.
  public var succeeded: Bool {
    self == .success
  }
}
