import Foundation
import LanguageProvider
import Testing

/// Each fault in ``ProviderFault`` changes what its scenario observes; with no faults the
/// scenarios observe the correct behaviour (pinned by the other suites).
@Suite("Fault switch for mutation testing")
struct ProviderFaultTests {
  enum Scenario: String, CaseIterable, Sendable {
    case restore, selectDifferent, selectCurrent, lateResult, afterClose
    case dictionaryError, dictionaryThrow, errorThenSuccess, translate
    case storeFailure, accounts, corrupt, defaultPolicy, diagnostics
  }

  static func scenario(for fault: ProviderFault) -> Scenario {
    switch fault {
    case .lateResultApplied: return .lateResult
    case .updateAfterClose: return .afterClose
    case .persistOnSelectCurrent, .selectCurrentRefetches: return .selectCurrent
    case .apiClientCodeNotUpdated, .clientCodeUpdatedBeforePersist, .rtlDroppedOnStore,
      .generationNotAdvancedOnSelect:
      return .selectDifferent
    case .clientCodeNotSetOnRestore, .rtlDroppedOnRestore, .loadingClearedBeforeDictionarySettles,
      .nativeLayoutDirectionApplied:
      return .restore
    case .loadingNeverClearedAfterError, .dictionaryErrorSwallowed: return .dictionaryError
    case .thrownFetchKeepsOldDictionary: return .dictionaryThrow
    case .errorNotClearedOnSuccess: return .errorThenSuccess
    case .prefixSkipped, .prefixOrderSwapped, .emptyStringCountedAsTranslation, .fallbackIgnored,
      .nonKeyLookedUp:
      return .translate
    case .storeFailureReportedAsSuccess, .persistFailureBlocksSelection: return .storeFailure
    case .accountsShareRecord: return .accounts
    case .corruptStoreTreatedAsHang: return .corrupt
    case .defaultPersistedAgainstPolicy: return .defaultPolicy
    case .diagnosticsLeakIdentifiers, .diagnosticsLeakDictionaryValues: return .diagnostics
    }
  }

  @Test("there are at least 25 faults and the default configuration has none")
  func inventory() {
    #expect(ProviderFault.allCases.count >= 25)
    #expect(Set(ProviderFault.allCases.map(\.rawValue)).count == ProviderFault.allCases.count)
    #expect(Harness().provider.faults.isEmpty)
  }

  @Test("each fault changes observable behaviour", arguments: ProviderFault.allCases)
  func faultIsObservable(_ fault: ProviderFault) async throws {
    let scenario = Self.scenario(for: fault)
    let correct = try await Self.observe(scenario, faults: [])
    let faulty = try await Self.observe(scenario, faults: [fault])
    #expect(correct != faulty, "\(fault.rawValue) is not observable in \(scenario.rawValue)")
  }

  @Test("with no faults every scenario is deterministic", arguments: Scenario.allCases)
  func scenariosAreDeterministic(_ scenario: Scenario) async throws {
    #expect(try await Self.observe(scenario, faults: []) == Self.observe(scenario, faults: []))
  }

  // MARK: Scenarios

  static func observe(_ scenario: Scenario, faults: Set<ProviderFault>) async throws -> String {
    switch scenario {
    case .restore: return await restore(faults)
    case .selectDifferent: return await selectDifferent(faults)
    case .selectCurrent: return await selectCurrent(faults)
    case .lateResult: return await lateResult(faults)
    case .afterClose: return await afterClose(faults)
    case .dictionaryError: return await dictionaryFailure(faults, .errorEnvelope(["NO"]))
    case .dictionaryThrow:
      return await dictionaryFailure(faults, .failure(TranslationServiceError.timeout))
    case .errorThenSuccess: return await errorThenSuccess(faults)
    case .translate: return await translate(faults)
    case .storeFailure: return await storeFailure(faults)
    case .accounts: return await accounts(faults)
    case .corrupt: return await corrupt(faults)
    case .defaultPolicy: return await defaultPolicy(faults)
    case .diagnostics: return await diagnostics(faults)
    }
  }

  private static func restore(_ faults: Set<ProviderFault>) async -> String {
    let harness = Harness(records: [Fixture.namespace: Fixture.arabic], faults: faults)
    await harness.provider.start()
    let request = await harness.service.nextRequest(.dictionary)
    let mid = await harness.provider.currentState
    await harness.service.complete(request, with: .dictionary(Fixture.arabicDictionary))
    let final = await harness.provider.waitForResults(2).state
    return "\(mid.loading) \(String(describing: mid.apiClientCode)) \(final.rtl) "
      + "\(final.layoutDirectionApplied) \(harness.provider.appliesNativeLayoutDirection) "
      + "\(final.readiness) \(final.loading)"
  }

  private static func selectDifferent(_ faults: Set<ProviderFault>) async -> String {
    let harness = await Harness.started(with: Fixture.spanish, faults: faults)
    await harness.store.holdOperations(true)
    let outcome = await harness.provider.select(Fixture.arabic)
    let write = await harness.store.nextHeldOperation()
    let mid = await harness.provider.currentState
    await harness.store.holdOperations(false)
    await harness.store.release(write)
    let request = await harness.service.nextRequest(.dictionary)
    let fetching = await harness.provider.currentState
    await harness.service.complete(request, with: .dictionary(Fixture.arabicDictionary))
    let final = await harness.provider.waitForResults(4).state
    let stored = await harness.store.record(for: Fixture.namespace)
    let expectedVersion = DictionaryVersion(dictionary: Fixture.arabicDictionary)
    return "\(outcome) \(String(describing: mid.apiClientCode)) \(request.code) "
      + "\(fetching.loading) \(final.dictionaryVersion == expectedVersion) "
      + "\(String(describing: stored?.rtl)) \(final.generation)"
  }

  private static func selectCurrent(_ faults: Set<ProviderFault>) async -> String {
    let harness = await Harness.started(with: Fixture.spanish, faults: faults)
    let before = await harness.provider.snapshot
    let outcome = await harness.provider.select(Fixture.spanish)
    let after = await harness.provider.snapshot
    return "\(outcome) \(before == after)"
  }

  private static func lateResult(_ faults: Set<ProviderFault>) async -> String {
    let harness = await Harness.started(with: Fixture.spanish, faults: faults)
    await harness.provider.select(Fixture.french)
    let slow = await harness.service.nextRequest(.dictionary)
    await harness.provider.select(Fixture.arabic)
    await harness.service.completeNext(.dictionary, with: .dictionary(Fixture.arabicDictionary))
    await harness.provider.waitForResults(5)
    await harness.service.complete(slow, with: .dictionary(Fixture.frenchDictionary))
    let final = await harness.provider.waitForResults(6)
    let text = await harness.provider.translate("ORDERS")
    return "\(String(describing: final.state.dictionaryCode)) \(final.results.droppedStale) \(text)"
  }

  private static func afterClose(_ faults: Set<ProviderFault>) async -> String {
    let harness = Harness(records: [Fixture.namespace: Fixture.spanish], faults: faults)
    await harness.provider.start()
    let request = await harness.service.nextRequest(.dictionary)
    await harness.provider.close()
    let closed = await harness.provider.currentState
    await harness.service.complete(request, with: .dictionary(Fixture.spanishDictionary))
    let after = await harness.provider.waitForResults(2)
    return "\(after.state == closed) \(after.results.droppedAfterClose)"
  }

  private static func dictionaryFailure(_ faults: Set<ProviderFault>, _ response: ScriptedResponse)
    async -> String
  {
    let harness = await Harness.started(with: Fixture.spanish, faults: faults)
    await harness.provider.select(Fixture.arabic)
    await harness.service.completeNext(.dictionary, with: response)
    let state = await harness.provider.waitForResults(4).state
    let text = await harness.provider.translate("ORDERS", fallback: "Orders")
    return "\(String(describing: state.error)) \(state.loading) \(state.readiness) "
      + "\(state.dictionaryStatus) \(text)"
  }

  private static func errorThenSuccess(_ faults: Set<ProviderFault>) async -> String {
    let harness = await Harness.started(with: Fixture.spanish, faults: faults)
    await harness.provider.refresh()
    await harness.service.completeNext(.dictionary, with: .errorEnvelope(["NO"]))
    await harness.provider.waitForResults(3)
    await harness.provider.refresh()
    await harness.service.completeNext(.dictionary, with: .dictionary(Fixture.spanishDictionary))
    let state = await harness.provider.waitForResults(4).state
    return "\(String(describing: state.error)) \(state.readiness)"
  }

  private static func translate(_ faults: Set<ProviderFault>) async -> String {
    let harness = Harness(records: [Fixture.namespace: Fixture.spanish], faults: faults)
    await harness.provider.start()
    await harness.service.completeNext(
      .dictionary,
      with: .dictionary([
        "DRIVER_APP_ORDERS": "Pedidos", "ORDERS": "Pedidos genéricos", "LOGIN": "Entrar",
        "DRIVER_APP_HALF": "", "HALF": "Medio", "+1 555 010 0199": "LEAKED",
      ]))
    await harness.provider.waitForResults(2)
    var parts: [String] = []
    for (key, fallback) in [
      ("ORDERS", nil), ("LOGIN", nil), ("HALF", nil), ("MISSING", "Missing"),
      ("+1 555 010 0199", nil),
    ] as [(String, String?)] {
      let resolution = await harness.provider.resolve(key, fallback: fallback)
      parts.append("\(resolution.text)/\(resolution.tier.rawValue)")
    }
    let diagnostics = await harness.provider.diagnostics()
    parts.append("\(diagnostics.misuse) \(diagnostics.missingTranslations.count)")
    return parts.joined(separator: " ")
  }

  private static func storeFailure(_ faults: Set<ProviderFault>) async -> String {
    let harness = await Harness.started(with: Fixture.spanish, faults: faults)
    await harness.store.failNextWrite(reason: "disk full")
    await harness.provider.select(Fixture.arabic)
    let state = await harness.provider.waitForResults(3).state
    return "\(state.persistence) \(String(describing: state.apiClientCode)) \(state.awaiting)"
  }

  private static func accounts(_ faults: Set<ProviderFault>) async -> String {
    let first = await Harness.started(with: Fixture.spanish, faults: faults)
    await first.selectAndSettle(Fixture.arabic)
    let provider = LanguageProvider(
      namespace: Fixture.otherAccount, store: first.store, service: first.service,
      settings: ProviderSettings(defaultLanguage: .configured(Fixture.english)), faults: faults)
    await provider.start()
    let state = await provider.waitForResults(1).state
    return "\(state.restore) \(String(describing: state.selection?.code))"
  }

  private static func corrupt(_ faults: Set<ProviderFault>) async -> String {
    let harness = Harness(
      settings: ProviderSettings(defaultLanguage: .configured(Fixture.english)), faults: faults)
    await harness.store.setRestoreResult(.corrupt(reason: "bad"), for: Fixture.namespace)
    await harness.provider.start()
    let state = await harness.provider.waitForResults(1).state
    let symptoms = await harness.provider.diagnostics().symptoms
    return "\(state.awaiting) \(String(describing: state.selection?.code)) \(symptoms)"
  }

  private static func defaultPolicy(_ faults: Set<ProviderFault>) async -> String {
    let harness = Harness(faults: faults)
    await harness.provider.start()
    await harness.service.completeNext(.languages, with: .languages(Fixture.languages))
    _ = await harness.service.nextRequest(.dictionary)
    let state = await harness.provider.currentState
    return "\(await harness.store.writes.count) \(state.persistence)"
  }

  private static func diagnostics(_ faults: Set<ProviderFault>) async -> String {
    let harness = await Harness.started(with: Fixture.spanish, faults: faults)
    let text = await harness.provider.diagnostics().render()
    return "\(text.contains(Fixture.project)) \(text.contains(Fixture.account)) "
      + "\(text.contains("Pedidos"))"
  }

}
