import LanguageProvider
import ProviderProtocol

/// What the Driver App checks run against: how to start the provider under test (this
/// project's Swift provider in process, or any provider process speaking
/// `contract-report-provider/2`), and how long a message may take to settle before the
/// provider counts as hung (a hang guard; no verdict depends on time).
public struct DriverAppContext: Sendable {
  /// How each check starts its provider.
  public var launcher: ProviderLauncher
  /// Seconds a provider may take to settle after a message before it is a clause error.
  public var settleTimeout: Double

  /// Creates a context.
  public init(launcher: ProviderLauncher, settleTimeout: Double = 20) {
    self.launcher = launcher
    self.settleTimeout = settleTimeout
  }

  /// The in-process Swift provider with `faults` switched on.
  public static func inProcess(faults: Set<ProviderFault>) -> DriverAppContext {
    DriverAppContext(launcher: .inProcess(faults: faults))
  }

  /// Opens a session (a provider in a world of its own), runs `body`, and stops the provider
  /// whatever happens.
  func run<Value: Sendable>(_ body: (ProviderSession) async throws -> Value) async throws -> Value {
    let session = try await ProviderSession.open(
      launcher, languages: DriverAppFixture.languages,
      dictionaries: DriverAppFixture.dictionaries, settleTimeout: settleTimeout)
    do {
      let value = try await body(session)
      try await session.end()
      return value
    } catch {
      await session.close()
      throw error
    }
  }
}

extension ProviderSession {
  /// Sets up "`language` is stored" for the fixture's namespace, mounts there, and answers the
  /// dictionary request the restore leads to with `dictionary` (when given).
  func startStored(_ language: ServiceLanguage, dictionary: [String: String]?) async throws {
    try await seed(language, for: DriverAppFixture.namespace)
    try await mount(DriverAppFixture.namespace)
    if let dictionary {
      try await answerNext(.dictionary, .dictionary(dictionary))
    }
  }

  /// The most common start: Spanish stored and its dictionary answered.
  func startInSpanish() async throws {
    try await startStored(
      DriverAppFixture.listed(DriverAppFixture.spanish),
      dictionary: DriverAppFixture.spanishDictionary)
  }

  /// The language code the view shows (`none`).
  func languageCode() async throws -> String {
    try await view().language?.code ?? "none"
  }

  /// Whether the provider reports a failed write: the select call rejected, or a failure
  /// recorded in its state (its persistence error or its error) since `order`.
  func reportsWriteFailure(since order: Int) async throws -> Bool {
    let rejected = await events(since: order).contains { event in
      if case .reply("select", let rejection?) = event.kind { return !rejection.isEmpty }
      return false
    }
    let view = try await view()
    return rejected || view.persistenceError != nil || view.error != nil
  }

  /// The native layout-direction calls the provider made since `order` (default: ever).
  func layoutCalls(since order: Int = 0) async -> [Bool] {
    await events(since: order).compactMap { event in
      if case .layoutDirection(let rtl) = event.kind { return rtl }
      return nil
    }
  }
}
