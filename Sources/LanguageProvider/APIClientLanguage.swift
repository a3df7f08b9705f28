import Foundation

/// The language code the API client applies to later requests.
///
/// Setting it proves nothing about service support: it is only the code the next request will
/// carry. It is shared by reference (the provider sets it; request builders read it), and reads
/// and writes are synchronous so the provider can update it within one actor step.
///
/// `@unchecked Sendable` is justified: the only mutable state is guarded by `lock` on every
/// access, and Foundation alone (no `Synchronization.Mutex`) is allowed in this module.
public final class APIClientLanguage: @unchecked Sendable {
  private let lock = NSLock()
  private var currentCode: String?
  private var changes: [String] = []
  private let onSet: (@Sendable (String) -> Void)?

  /// Creates a client language, optionally with an initial code. `onSet` hears every code set,
  /// in order (the host records it when the API client is its own).
  public init(code: String? = nil, onSet: (@Sendable (String) -> Void)? = nil) {
    currentCode = code
    self.onSet = onSet
  }

  /// The code later requests use, or `nil` before any was set.
  public var code: String? {
    lock.lock()
    defer { lock.unlock() }
    return currentCode
  }

  /// Every code set, in order (including repeats).
  public var history: [String] {
    lock.lock()
    defer { lock.unlock() }
    return changes
  }

  /// Sets the code later requests use.
  public func setCode(_ code: String) {
    lock.lock()
    currentCode = code
    changes.append(code)
    lock.unlock()
    onSet?(code)
  }
}
