import LanguageProvider

/// A fresh provider for one check, wired to a scripted store and a scripted translation
/// service, with the defects under test switched on (none in a normal run). Each check owns
/// its harness, so checks run in parallel.
struct DriverAppHarness {
  let namespace: LanguageNamespace
  let store: ScriptedLanguageStore
  let service: ScriptedTranslationService
  let provider: LanguageProvider
  let faults: Set<ProviderFault>

  init(
    faults: Set<ProviderFault>, stored: LanguageRecord? = nil,
    settings: ProviderSettings = ProviderSettings(),
    namespace: LanguageNamespace = DriverAppFixture.namespace,
    store: ScriptedLanguageStore? = nil, service: ScriptedTranslationService? = nil
  ) {
    self.faults = faults
    self.namespace = namespace
    let records = stored.map { [namespace: $0] } ?? [:]
    self.store = store ?? ScriptedLanguageStore(records: records, faults: faults)
    self.service = service ?? ScriptedTranslationService()
    provider = LanguageProvider(
      namespace: namespace, store: self.store, service: self.service, settings: settings,
      faults: faults)
  }

  /// Starts with the stored record and answers its dictionary request with `dictionary`;
  /// returns once both results (restore, dictionary) are in.
  @discardableResult
  func startRestored(dictionary: [String: String]) async -> ProviderSnapshot {
    await provider.start()
    await service.completeNext(.dictionary, with: .dictionary(dictionary))
    return await provider.waitForResults(2)
  }

  /// Answers the next dictionary request and waits for the result count to reach `results`.
  @discardableResult
  func answerDictionary(_ response: ScriptedResponse, results: Int) async -> ProviderSnapshot {
    await service.completeNext(.dictionary, with: response)
    return await provider.waitForResults(results)
  }

  var state: LanguageState {
    get async { await provider.currentState }
  }
}

/// An error a scripted transport throws.
struct TransportFailure: Error, CustomStringConvertible {
  var description: String { "connection reset (scripted)" }
}
