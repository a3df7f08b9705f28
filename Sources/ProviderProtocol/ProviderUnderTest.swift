import LanguageProvider

/// The language provider as the contract's checks drive it: the operations and observations
/// every binding uses, whatever language the provider is written in.
///
/// ``LanguageProvider`` conforms in process; ``RemoteLanguageProvider`` conforms by speaking
/// `contract-report-provider/1` to a child process. Every requirement can throw, because a
/// remote provider can crash, time out or send a malformed message; an in-process provider
/// never throws.
public protocol ProviderUnderTest: AnyObject, Sendable {
  /// Whether the provider applies a native layout direction from the RTL flag (a documented
  /// limit: `false`).
  var appliesNativeLayoutDirection: Bool { get }
  /// Starts a session: restore or choose the default language, then fetch the dictionary.
  func start() async throws
  /// Selects a language.
  @discardableResult func select(_ language: LanguageRecord) async throws -> SelectOutcome
  /// Closes the provider (the consumer unmounted).
  func close() async throws
  /// Fetches the current selection's dictionary again.
  func refresh() async throws
  /// Switches to another project or account.
  func switchNamespace(_ namespace: LanguageNamespace) async throws
  /// Resolves a key to text and the tier that produced it.
  func resolve(_ key: String, fallback: String?) async throws -> Resolution
  /// A troubleshooting snapshot.
  func diagnostics() async throws -> Diagnostics
  /// The current state and result counts.
  var snapshot: ProviderSnapshot { get async throws }
  /// The current language state.
  var currentState: LanguageState { get async throws }
  /// Every distinct language state so far, starting with the initial one.
  var history: [LanguageState] { get async throws }
  /// Waits until at least `count` asynchronous results came back (applied or dropped).
  @discardableResult func waitForResults(_ count: Int) async throws -> ProviderSnapshot
  /// The code the provider's API client applies to later requests.
  var apiClientCode: String? { get async throws }
}

extension ProviderUnderTest {
  /// Resolves a key with no fallback copy.
  public func resolve(_ key: String) async throws -> Resolution {
    try await resolve(key, fallback: nil)
  }

  /// The text for a key (the resolution's text).
  public func translate(_ key: String, fallback: String? = nil) async throws -> String {
    try await resolve(key, fallback: fallback).text
  }
}
