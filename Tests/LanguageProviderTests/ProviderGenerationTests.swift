import Foundation
import LanguageProvider
import Testing

@Suite("Provider generations: late, foreign and after-close results")
struct ProviderGenerationTests {
  @Test("a late result for an older selection is dropped without any state change")
  func lateResultDropped() async {
    let harness = await Harness.started(with: Fixture.spanish)
    await harness.provider.select(Fixture.french)
    let slow = await harness.service.nextRequest(.dictionary)
    await harness.provider.select(Fixture.arabic)
    let fresh = await harness.service.nextRequest(.dictionary)
    #expect(slow.code == "fr" && fresh.code == "ar")
    await harness.service.complete(fresh, with: .dictionary(Fixture.arabicDictionary))
    let settled = await harness.provider.waitForResults(5)
    let historyCount = await harness.provider.history.count
    await harness.service.complete(slow, with: .dictionary(Fixture.frenchDictionary))
    let after = await harness.provider.waitForResults(6)
    #expect(after.state == settled.state)
    #expect(after.results.droppedStale == 1)
    #expect(after.results.dropped == 1)
    #expect(await harness.provider.history.count == historyCount)
    #expect(await harness.provider.translate("ORDERS") == "الطلبات")
    #expect(await harness.provider.diagnostics().symptoms.contains(.lateResultsDropped))
  }

  @Test("a late error for an older selection does not record an error")
  func lateErrorDropped() async {
    let harness = await Harness.started(with: Fixture.spanish)
    await harness.provider.select(Fixture.french)
    let slow = await harness.service.nextRequest(.dictionary)
    await harness.provider.select(Fixture.arabic)
    await harness.service.completeNext(.dictionary, with: .dictionary(Fixture.arabicDictionary))
    let settled = await harness.provider.waitForResults(5)
    await harness.service.complete(slow, with: .failure(TranslationServiceError.timeout))
    let after = await harness.provider.waitForResults(6)
    #expect(after.state == settled.state)
    #expect(after.state.error == nil)
  }

  @Test("results after close() (unmount) change no state and are counted")
  func afterCloseDropped() async {
    let harness = Harness(records: [Fixture.namespace: Fixture.spanish])
    let stream = await harness.provider.snapshots()
    await harness.provider.start()
    let request = await harness.service.nextRequest(.dictionary)
    await harness.provider.close()
    let closed = await harness.provider.snapshot
    #expect(closed.state.readiness == .closed)
    await harness.service.complete(request, with: .dictionary(Fixture.spanishDictionary))
    let after = await harness.provider.waitForResults(2)
    #expect(after.state == closed.state)
    #expect(after.results.droppedAfterClose == 1)
    #expect(await harness.provider.translate("ORDERS", fallback: "Orders") == "Orders")
    var seen: [ProviderSnapshot] = []
    for await snapshot in stream {
      seen.append(snapshot)
    }
    #expect(seen.last?.state.closed == true)
    #expect(seen.allSatisfy { $0.state.dictionaryStatus != .loaded })
  }

  @Test("every selection advances the generation; the outcome reports it")
  func generationsAdvance() async {
    let harness = await Harness.started(with: Fixture.spanish)
    let start = await harness.provider.currentState.generation
    #expect(await harness.provider.select(Fixture.arabic) == .changed(generation: start + 1))
    #expect(await harness.provider.select(Fixture.french) == .changed(generation: start + 2))
    #expect(await harness.provider.select(Fixture.french) == .unchanged(generation: start + 2))
  }
}
