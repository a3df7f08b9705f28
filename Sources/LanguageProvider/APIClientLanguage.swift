import Synchronization

/// The language code the API client applies to later requests.
///
/// Setting it proves nothing about service support: it is only the code the next request will
/// carry. It is shared by reference (the provider sets it; request builders read it), and reads
/// and writes are synchronous so the provider can update it within one actor step.
public final class APIClientLanguage: Sendable {
  private struct State {
    var code: String?
    var changes: [String] = []
  }

  private let state: Mutex<State>
  private let onSet: (@Sendable (String) -> Void)?

  /// Creates a client language, optionally with an initial code. `onSet` hears every code set,
  /// in order (the host records it when the API client is its own).
  public init(code: String? = nil, onSet: (@Sendable (String) -> Void)? = nil) {
    state = Mutex(State(code: code))
    self.onSet = onSet
  }

  /// The code later requests use, or `nil` before any was set.
  public var code: String? { state.withLock { $0.code } }

  /// Every code set, in order (including repeats).
  public var history: [String] { state.withLock { $0.changes } }

  /// Sets the code later requests use.
  public func setCode(_ code: String) {
    state.withLock {
      $0.code = code
      $0.changes.append(code)
    }
    onSet?(code)
  }
}
