import Foundation
import LanguageProvider
import Testing

@Suite("Provider dictionary results")
struct ProviderDictionaryTests {
  private struct Boom: Error {}

  @Test(
    "error envelope or throw: empty dictionary, recorded error, loading cleared, fallback only",
    arguments: [
      (ScriptedResponse.errorEnvelope(["SERVER_SAYS_NO"]), ProviderError.Kind.errorEnvelope),
      (.failure(TranslationServiceError.timeout), .timeout),
      (.failure(TranslationServiceError.httpStatus(500)), .httpStatus),
      (.failure(Boom()), .thrown),
    ])
  func dictionaryFailure(_ response: ScriptedResponse, _ kind: ProviderError.Kind) async {
    let harness = await Harness.started(with: Fixture.spanish)
    await harness.provider.select(Fixture.arabic)
    await harness.service.completeNext(.dictionary, with: response)
    let state = await harness.provider.waitForResults(4).state
    #expect(!state.loading)
    #expect(state.error?.stage == .dictionary)
    #expect(state.error?.kind == kind)
    #expect(state.dictionaryStatus == .failed)
    #expect(state.dictionaryKeyCount == 0)
    #expect(state.dictionaryVersion == DictionaryVersion(dictionary: [:]))
    #expect(state.readiness == .fallbackOnly)
    #expect(await harness.provider.translate("ORDERS", fallback: "Orders") == "Orders")
    #expect(await harness.provider.resolve("ORDERS").tier == .keyText)
    let afterError = await harness.provider.history.drop(while: { $0.dictionaryStatus != .failed })
    #expect(afterError.allSatisfy { $0.readiness != .complete })
  }

  @Test("an empty dictionary is not complete translation")
  func emptyDictionary() async {
    let harness = Harness(records: [Fixture.namespace: Fixture.spanish])
    await harness.provider.start()
    await harness.service.completeNext(.dictionary, with: .dictionary([:]))
    let state = await harness.provider.waitForResults(2).state
    #expect(state.dictionaryStatus == .loaded)
    #expect(state.error == nil)
    #expect(state.readiness == .fallbackOnly)
    #expect(
      await harness.provider.diagnostics().symptoms.contains(.missingTranslationHiddenByFallback))
  }

  @Test("a later success clears the error and stores a new version")
  func recovery() async {
    let harness = await Harness.started(with: Fixture.spanish)
    let firstVersion = await harness.provider.currentState.dictionaryVersion
    await harness.provider.refresh()
    await harness.service.completeNext(.dictionary, with: .errorEnvelope(["NO"]))
    await harness.provider.waitForResults(3)
    await harness.provider.select(Fixture.arabic)
    await harness.service.completeNext(.dictionary, with: .dictionary(Fixture.arabicDictionary))
    let state = await harness.provider.waitForResults(5).state
    #expect(state.error == nil)
    #expect(state.readiness == .complete)
    #expect(state.dictionaryVersion != firstVersion)
    #expect(state.dictionaryVersion == DictionaryVersion(dictionary: Fixture.arabicDictionary))
  }
}
