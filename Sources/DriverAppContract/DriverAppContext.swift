import LanguageProvider
import ProviderProtocol

/// What the Driver App checks run against: a way to make the provider under test, and the
/// defects switched on in the host-side parts (stores) for mutation testing.
///
/// In process the factory makes ``LanguageProvider`` actors with the same `faults`; over the
/// protocol it starts a provider process and `faults` is empty (the host's stores are honest).
public struct DriverAppContext: Sendable {
  /// Defects in host-side stores (and, in process, in the provider).
  public var faults: Set<ProviderFault>
  /// Makes the provider each check drives.
  public var factory: any ProviderFactory

  /// Creates a context.
  public init(faults: Set<ProviderFault>, factory: any ProviderFactory) {
    self.faults = faults
    self.factory = factory
  }

  /// The in-process Swift provider with `faults` switched on.
  public static func inProcess(faults: Set<ProviderFault>) -> DriverAppContext {
    DriverAppContext(faults: faults, factory: InProcessProviderFactory(faults: faults))
  }

  /// A provider wired to the check's own store and service.
  func makeProvider(
    namespace: LanguageNamespace, store: any LanguageStore, service: any TranslationService,
    settings: ProviderSettings = ProviderSettings()
  ) async throws -> any ProviderUnderTest {
    try await factory.makeProvider(
      namespace: namespace, store: store, service: service, settings: settings)
  }
}
