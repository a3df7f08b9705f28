import LanguageProvider
import ProviderProtocol

/// A fresh provider for one check, wired to a scripted store and a scripted translation
/// service that live in this process, with the defects under test switched on (none in a
/// normal run). The provider itself comes from the context's factory: in process, or a child
/// process speaking the provider protocol. Each check owns its harness, so checks run in
/// parallel.
struct DriverAppHarness {
  let namespace: LanguageNamespace
  let store: ScriptedLanguageStore
  let service: ScriptedTranslationService
  let provider: any ProviderUnderTest
  let faults: Set<ProviderFault>

  init(
    _ context: DriverAppContext, stored: LanguageRecord? = nil,
    settings: ProviderSettings = ProviderSettings(),
    namespace: LanguageNamespace = DriverAppFixture.namespace,
    store: ScriptedLanguageStore? = nil, service: ScriptedTranslationService? = nil
  ) async throws {
    faults = context.faults
    self.namespace = namespace
    let records = stored.map { [namespace: $0] } ?? [:]
    self.store = store ?? ScriptedLanguageStore(records: records, faults: context.faults)
    self.service = service ?? ScriptedTranslationService()
    provider = try await context.makeProvider(
      namespace: namespace, store: self.store, service: self.service, settings: settings)
  }

  /// Starts with the stored record and answers its dictionary request with `dictionary`;
  /// returns once both results (restore, dictionary) are in.
  @discardableResult
  func startRestored(dictionary: [String: String]) async throws -> ProviderSnapshot {
    try await provider.start()
    await service.completeNext(.dictionary, with: .dictionary(dictionary))
    return try await provider.waitForResults(2)
  }

  /// Answers the next dictionary request and waits for the result count to reach `results`.
  @discardableResult
  func answerDictionary(_ response: ScriptedResponse, results: Int) async throws
    -> ProviderSnapshot
  {
    await service.completeNext(.dictionary, with: response)
    return try await provider.waitForResults(results)
  }

  var state: LanguageState {
    get async throws { try await provider.currentState }
  }
}

/// An error a scripted transport throws.
struct TransportFailure: Error, CustomStringConvertible {
  var description: String { "connection reset (scripted)" }
}
