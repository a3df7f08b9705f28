import Foundation
import LanguageProvider
import Testing

@Suite("Provider select")
struct ProviderSelectTests {
  @Test("selecting the current language changes nothing and says so")
  func selectCurrent() async {
    let harness = await Harness.started(with: Fixture.spanish)
    let before = await harness.provider.snapshot
    let historyCount = await harness.provider.history.count
    let requests = await harness.service.log.count
    let outcome = await harness.provider.select(Fixture.spanish)
    #expect(outcome == .unchanged(generation: before.state.generation))
    #expect(!outcome.changedSelection)
    #expect(await harness.provider.snapshot == before)
    #expect(await harness.provider.history.count == historyCount)
    #expect(await harness.store.writes.isEmpty)
    #expect(await harness.service.log.count == requests)
  }

  @Test("selecting a different language: persist, then client code and loading, then fetch")
  func selectDifferentSettlesSeparately() async {
    let harness = await Harness.started(with: Fixture.spanish)
    let generation = await harness.provider.currentState.generation
    await harness.store.holdOperations(true)
    let outcome = await harness.provider.select(Fixture.arabic)
    #expect(outcome == .changed(generation: generation + 1))
    let write = await harness.store.nextHeldOperation()
    #expect(write.kind == .persist(Fixture.arabic))
    #expect(write.namespace == Fixture.namespace)
    let pending = await harness.provider.currentState
    #expect(pending.generation == generation + 1)
    #expect(pending.selection == Fixture.arabic)
    #expect(pending.persistence == .pending)
    #expect(pending.apiClientCode == "es", "client code changes only after persistence settles")
    #expect(pending.dictionaryCode == "es", "the screen still has the Spanish dictionary")
    #expect(pending.awaiting == [.persist])
    #expect(pending.readiness == .loading)
    #expect(await harness.provider.translate("ORDERS") == "Pedidos")
    await harness.store.release(write)
    let request = await harness.service.nextRequest(.dictionary)
    #expect(request.code == "ar")
    let fetching = await harness.provider.currentState
    #expect(fetching.persistence == .succeeded)
    #expect(fetching.apiClientCode == "ar")
    #expect(fetching.loading)
    #expect(fetching.dictionaryStatus == .loading)
    await harness.service.complete(request, with: .dictionary(Fixture.arabicDictionary))
    let settled = await harness.provider.waitUntil { !$0.state.loading }.state
    #expect(settled.readiness == .complete)
    #expect(settled.rtl)
    #expect(await harness.store.record(for: Fixture.namespace) == Fixture.arabic)
    #expect(await harness.provider.translate("ORDERS") == "الطلبات")
  }

  @Test("a failed write is recorded and does not block the client code or the fetch")
  func persistFailureDoesNotBlock() async {
    let harness = await Harness.started(with: Fixture.spanish)
    await harness.store.failNextWrite(reason: "disk full")
    await harness.provider.select(Fixture.arabic)
    let request = await harness.service.nextRequest(.dictionary)
    #expect(request.code == "ar")
    await harness.service.complete(request, with: .dictionary(Fixture.arabicDictionary))
    let state = await harness.provider.waitUntil { !$0.state.loading }.state
    #expect(state.persistence == .failed(reason: "disk full"))
    #expect(state.apiClientCode == "ar")
    #expect(state.readiness == .complete)
    #expect(await harness.store.record(for: Fixture.namespace) == Fixture.spanish)
    #expect(await harness.provider.diagnostics().symptoms.contains(.languageChangeNotPersisted))
  }

  @Test("RTL survives store: the persisted record keeps rtl = true")
  func rtlSurvivesStore() async {
    let harness = await Harness.started(with: Fixture.spanish)
    await harness.selectAndSettle(Fixture.arabic)
    #expect(await harness.store.record(for: Fixture.namespace)?.rtl == true)
    #expect(await harness.store.writes.first?.record.rtl == true)
  }

  @Test("accounts are isolated: another account does not restore this account's choice")
  func accountIsolation() async {
    let first = await Harness.started(with: Fixture.spanish)
    await first.selectAndSettle(Fixture.arabic)
    let provider = LanguageProvider(
      namespace: Fixture.otherAccount, store: first.store, service: first.service,
      settings: ProviderSettings(defaultLanguage: .configured(Fixture.english)))
    await provider.start()
    let request = await first.service.nextRequest(.dictionary)
    #expect(request.code == "en")
    #expect(await provider.currentState.restore == RestoreStatus.none)
    #expect(await first.store.record(for: Fixture.otherAccount) == nil)
  }

  @Test("refresh fetches again in a new generation")
  func refresh() async {
    let harness = await Harness.started(with: Fixture.spanish)
    let generation = await harness.provider.currentState.generation
    await harness.provider.refresh()
    let request = await harness.service.nextRequest(.dictionary)
    #expect(request.code == "es")
    #expect(await harness.provider.currentState.generation == generation + 1)
  }

  @Test("a closed provider ignores select")
  func selectAfterClose() async {
    let harness = await Harness.started(with: Fixture.spanish)
    await harness.provider.close()
    #expect(await harness.provider.select(Fixture.arabic) == .closed)
    #expect(await harness.provider.currentState.readiness == .closed)
  }
}
