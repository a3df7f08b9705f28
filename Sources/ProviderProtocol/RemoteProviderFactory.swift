import LanguageProvider

/// Makes ``RemoteLanguageProvider``s: one child process per provider, started with
/// `/bin/sh -c command`, so each check owns its providers' whole state.
public struct RemoteProviderFactory: ProviderFactory {
  /// The shell command that starts a provider speaking `contract-report-provider/1`.
  public var command: String
  /// Seconds a command may wait for its reply before the session fails.
  public var replyTimeout: Double

  /// Creates a factory.
  public init(command: String, replyTimeout: Double = 5) {
    self.command = command
    self.replyTimeout = replyTimeout
  }

  public func makeProvider(
    namespace: LanguageNamespace, store: any LanguageStore, service: any TranslationService,
    settings: ProviderSettings
  ) async throws -> any ProviderUnderTest {
    try await RemoteLanguageProvider.connect(
      transport: ProcessTransport(command: command), namespace: namespace, store: store,
      service: service, settings: settings, replyTimeout: replyTimeout)
  }
}
