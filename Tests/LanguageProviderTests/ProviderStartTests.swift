import Foundation
import LanguageProvider
import Testing

@Suite("Provider start: stored and default language")
struct ProviderStartTests {
  @Test("a stored record is restored, sets the client code and refreshes the dictionary")
  func storedLanguage() async {
    let harness = Harness(records: [Fixture.namespace: Fixture.arabic])
    #expect(await harness.provider.currentState.readiness == .notStarted)
    await harness.provider.start()
    let request = await harness.service.nextRequest()
    #expect(request.kind == .dictionary)
    #expect(request.code == "ar")
    #expect(request.request.project == Fixture.project)
    let loading = await harness.provider.currentState
    #expect(loading.selection == Fixture.arabic)
    #expect(loading.selectionSource == .restored)
    #expect(loading.restore == .restored)
    #expect(loading.apiClientCode == "ar")
    #expect(harness.provider.apiClient.code == "ar")
    #expect(loading.loading)
    #expect(loading.readiness == .loading)
    #expect(loading.awaiting == [.dictionary])
    #expect(loading.persistence == .notAttempted)
    await harness.service.complete(request, with: .dictionary(Fixture.arabicDictionary))
    let settled = await harness.provider.waitForResults(2).state
    #expect(!settled.loading)
    #expect(settled.readiness == .complete)
    #expect(settled.dictionaryStatus == .loaded)
    #expect(settled.dictionaryCode == "ar")
    #expect(settled.dictionaryKeyCount == Fixture.arabicDictionary.count)
    #expect(settled.dictionaryVersion == DictionaryVersion(dictionary: Fixture.arabicDictionary))
    #expect(settled.error == nil)
    #expect(await harness.store.writes.isEmpty)
  }

  @Test("RTL survives restore and is exposed; no native layout direction is applied")
  func rtlMetadataOnly() async {
    let harness = await Harness.started(with: Fixture.arabic)
    let state = await harness.provider.currentState
    #expect(state.rtl)
    #expect(state.selection?.rtl == true)
    #expect(state.layoutDirectionApplied == false)
    #expect(harness.provider.appliesNativeLayoutDirection == false)
    #expect(await harness.provider.history.allSatisfy { !$0.layoutDirectionApplied })
    #expect(await harness.provider.diagnostics().symptoms.contains(.rtlWithoutMirroredLayout))
  }

  @Test("no stored language: the server default is requested, set, not persisted, then fetched")
  func serverDefault() async {
    let harness = Harness()
    await harness.provider.start()
    let languages = await harness.service.nextRequest()
    #expect(languages.kind == .languages)
    #expect(languages.code == "en")
    await harness.service.complete(languages, with: .languages(Fixture.languages))
    let dictionary = await harness.service.nextRequest()
    #expect(dictionary.kind == .dictionary)
    #expect(dictionary.code == "en")
    let between = await harness.provider.currentState
    #expect(between.selection == Fixture.english)
    #expect(between.selectionSource == .serverDefault)
    #expect(between.persistence == .notPersistedByPolicy)
    #expect(between.restore == RestoreStatus.none)
    #expect(between.loading, "default success still needs the dictionary before loading clears")
    await harness.service.complete(dictionary, with: .dictionary(Fixture.englishDictionary))
    let settled = await harness.provider.waitForResults(3).state
    #expect(!settled.loading)
    #expect(settled.readiness == .complete)
    #expect(await harness.store.writes.isEmpty)
  }

  @Test("a policy that persists the default writes it before fetching")
  func persistedDefault() async {
    let harness = Harness(
      settings: ProviderSettings(
        defaultLanguage: DefaultLanguagePolicy(source: .server, persistsDefault: true)))
    await harness.provider.start()
    await harness.service.completeNext(.languages, with: .languages(Fixture.languages))
    await harness.service.completeNext(.dictionary, with: .dictionary(Fixture.englishDictionary))
    let settled = await harness.provider.waitForResults(4).state
    #expect(settled.persistence == .succeeded)
    #expect(await harness.store.record(for: Fixture.namespace) == Fixture.english)
  }

  @Test("a configured default needs no language request")
  func configuredDefault() async {
    let harness = Harness(
      settings: ProviderSettings(defaultLanguage: .configured(Fixture.spanish)))
    await harness.provider.start()
    let request = await harness.service.nextRequest()
    #expect(request.kind == .dictionary && request.code == "es")
    #expect(await harness.provider.currentState.selectionSource == .configuredDefault)
    #expect(await harness.service.log.count == 1)
  }

  @Test("language list failure or no default: error recorded, loading cleared, fallback only")
  func defaultUnavailable() async {
    for response in [
      ScriptedResponse.errorEnvelope(["NOPE"]), .languages([]),
      .failure(TranslationServiceError.httpStatus(503)),
    ] {
      let harness = Harness()
      await harness.provider.start()
      await harness.service.completeNext(.languages, with: response)
      let state = await harness.provider.waitForResults(2).state
      #expect(state.error?.stage == .languages)
      #expect(!state.loading)
      #expect(state.readiness == .fallbackOnly)
      #expect(state.selection == nil)
      #expect(await harness.provider.translate("LOGIN", fallback: "Log in") == "Log in")
    }
  }

  @Test(
    "corrupt or unreadable stored record: reported, then treated as no stored language",
    arguments: [
      StoreRestoreResult.corrupt(reason: "bad json"), .unreadable(reason: "permission denied"),
    ])
  func corruptRecord(_ injected: StoreRestoreResult) async {
    let harness = Harness(settings: ProviderSettings(defaultLanguage: .configured(Fixture.english)))
    await harness.store.setRestoreResult(injected, for: Fixture.namespace)
    await harness.provider.start()
    await harness.service.completeNext(.dictionary, with: .dictionary(Fixture.englishDictionary))
    let state = await harness.provider.waitForResults(2).state
    #expect(!state.loading)
    #expect(state.selection == Fixture.english)
    switch (injected, state.restore) {
    case (.corrupt, .corrupt), (.unreadable, .unreadable): break
    default: Issue.record("restore status \(state.restore) does not report \(injected)")
    }
  }

  @Test("loading clears only when the dictionary for the current selection settles")
  func loadingClearsOnlyOnSettle() async {
    let harness = await Harness.started(with: Fixture.spanish)
    await harness.selectAndSettle(Fixture.arabic)
    let history = await harness.provider.history
    for state in history where state.dictionaryStatus == .loading {
      #expect(state.loading, "loading cleared while the dictionary was unsettled: \(state)")
    }
    #expect(history.last?.loading == false)
    #expect(
      history.filter { !$0.loading && $0.readiness == .complete }.allSatisfy {
        $0.dictionaryCode == $0.selection?.code
      })
  }

  @Test("the default provider has no faults")
  func defaultHasNoFaults() {
    let provider = LanguageProvider(
      namespace: Fixture.namespace, store: ScriptedLanguageStore(),
      service: ScriptedTranslationService())
    #expect(provider.faults.isEmpty)
    #expect(provider.appliesNativeLayoutDirection == false)
  }
}
