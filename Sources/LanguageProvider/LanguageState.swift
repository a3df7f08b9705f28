import Foundation

/// The provider's language state at one moment: what a screen renders from.
///
/// Storage, client code and dictionary settle separately, so their statuses are separate fields:
/// a state can show a new selection with the old client code, or a new client code with the old
/// dictionary (the text a screen still shows from before a change).
public struct LanguageState: Sendable, Hashable, Codable {
  /// The selection generation every result is bound to. It advances on `start`, on `select` of a
  /// different language, on `refresh` and on a namespace switch.
  public var generation = 0
  /// Whether `close()` was called.
  public var closed = false
  /// The selected language, once known.
  public var selection: LanguageRecord?
  /// Where the selection came from.
  public var selectionSource: SelectionSource?
  /// The code the provider last gave the API client.
  public var apiClientCode: String?
  /// The provider's loading flag (what downstream startup waits on).
  public var loading = false
  /// The last recorded error, if any.
  public var error: ProviderError?
  /// What the restore found.
  public var restore = RestoreStatus.notStarted
  /// What the latest persist did.
  public var persistence = PersistenceStatus.notAttempted
  /// The held dictionary's status.
  public var dictionaryStatus = DictionaryStatus.notRequested
  /// The language code the held dictionary was fetched for.
  public var dictionaryCode: String?
  /// The held dictionary's version.
  public var dictionaryVersion: DictionaryVersion?
  /// How many keys the held dictionary has.
  public var dictionaryKeyCount = 0
  /// Work in flight for the current generation.
  public var awaiting: [PendingWork] = []
  /// Whether translation can be called complete.
  public var readiness = Readiness.notStarted
  /// Whether the provider applied a native layout direction. Always `false`: RTL is metadata
  /// only, and this field lets a check prove that limit still holds.
  public var layoutDirectionApplied = false

  /// Creates the initial state.
  public init() {}

  /// The selected language's RTL flag (metadata only).
  public var rtl: Bool { selection?.rtl ?? false }
}
