import LanguageProvider

/// Makes the provider a check drives, wired to the check's own store and translation service.
///
/// The store and service always live in the host (this process): the checks script them,
/// hold their calls and decide when each completes, whether the provider runs in process or in
/// a child process.
public protocol ProviderFactory: Sendable {
  /// A new provider for `namespace`, asking `store` and `service` for everything it needs.
  func makeProvider(
    namespace: LanguageNamespace, store: any LanguageStore, service: any TranslationService,
    settings: ProviderSettings
  ) async throws -> any ProviderUnderTest
}

/// Makes ``LanguageProvider`` actors in this process, with `faults` switched on.
public struct InProcessProviderFactory: ProviderFactory {
  /// Defects switched on in every provider made (none in a normal run).
  public var faults: Set<ProviderFault>

  /// Creates a factory.
  public init(faults: Set<ProviderFault> = []) {
    self.faults = faults
  }

  public func makeProvider(
    namespace: LanguageNamespace, store: any LanguageStore, service: any TranslationService,
    settings: ProviderSettings
  ) async throws -> any ProviderUnderTest {
    LanguageProvider(
      namespace: namespace, store: store, service: service, settings: settings, faults: faults)
  }
}
