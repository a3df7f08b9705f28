import Foundation
import LanguageProvider
import Testing

@Suite("Provider observation and diagnostics")
struct ProviderObservationTests {
  @Test("the snapshot stream sees every transition, including old text during a change")
  func streamSeesEveryTransition() async {
    let harness = await Harness.started(with: Fixture.spanish)
    let stream = await harness.provider.snapshots()
    await harness.selectAndSettle(Fixture.arabic)
    await harness.provider.close()
    var states: [LanguageState] = []
    for await snapshot in stream where states.last != snapshot.state {
      states.append(snapshot.state)
    }
    let history = await harness.provider.history
    #expect(Array(history.suffix(states.count)) == states)
    #expect(states.first?.selection == Fixture.spanish)
    #expect(
      states.contains { $0.selection == Fixture.arabic && $0.dictionaryCode == "es" },
      "a screen model can see the new selection while the old dictionary is still held")
    #expect(states.contains { $0.persistence == .pending && $0.apiClientCode == "es" })
    #expect(states.contains { $0.loading && $0.apiClientCode == "ar" })
    #expect(states.last?.closed == true)
    let arabicComplete = states.first {
      $0.readiness == .complete && $0.selection == Fixture.arabic
    }
    #expect(arabicComplete?.dictionaryCode == "ar")
  }

  @Test("diagnostics never contain project ids, account ids, tokens or dictionary values")
  func diagnosticsArePrivate() async throws {
    let harness = await Harness.started(with: Fixture.spanish)
    _ = await harness.provider.translate("MISSING_KEY", fallback: "Fallback copy")
    _ = await harness.provider.translate("+1 555 010 0199")
    await harness.store.failNextWrite(reason: "disk full")
    await harness.provider.select(Fixture.arabic)
    await harness.service.completeNext(.dictionary, with: .errorEnvelope(["secret payload"]))
    await harness.provider.waitForResults(4)
    let diagnostics = await harness.provider.diagnostics()
    let json = String(decoding: try JSONEncoder().encode(diagnostics), as: UTF8.self)
    for text in [diagnostics.render(), "\(diagnostics)", json] {
      for secret in [Fixture.project, Fixture.account, Fixture.token, "secret payload", "+1 555"] {
        #expect(!text.contains(secret), "diagnostics contain \(secret)")
      }
      for value in Fixture.spanishDictionary.values where !value.isEmpty {
        #expect(!text.contains(value), "diagnostics contain dictionary value \(value)")
      }
    }
    #expect(diagnostics.namespace == Fixture.namespace.description)
    #expect(diagnostics.render().contains("missing: MISSING_KEY [uncategorized] in es"))
  }

  @Test("each Troubleshooting symptom is detected")
  func symptoms() async {
    let healthy = await Harness.started(with: Fixture.spanish)
    #expect(await healthy.provider.diagnostics().symptoms.isEmpty)

    let notPersisted = await Harness.started(with: Fixture.spanish)
    await notPersisted.store.failNextWrite(reason: "read-only")
    await notPersisted.selectAndSettle(Fixture.french)
    #expect(
      await notPersisted.provider.diagnostics().symptoms.contains(.languageChangeNotPersisted))

    let prior = await Harness.started(with: Fixture.spanish)
    await prior.provider.select(Fixture.french)
    _ = await prior.service.nextRequest(.dictionary)
    #expect(await prior.provider.diagnostics().symptoms.contains(.labelsInPriorLanguage))

    let loading = Harness(
      records: [Fixture.namespace: Fixture.spanish], faults: [.corruptStoreTreatedAsHang])
    await loading.store.setRestoreResult(.corrupt(reason: "x"), for: Fixture.namespace)
    await loading.provider.start()
    await loading.provider.waitForResults(1)
    #expect(await loading.provider.diagnostics().symptoms.contains(.appRemainsLoading))

    let waiting = Harness(records: [Fixture.namespace: Fixture.spanish])
    await waiting.provider.start()
    _ = await waiting.service.nextRequest(.dictionary)
    let waitingDiagnostics = await waiting.provider.diagnostics()
    #expect(!waitingDiagnostics.symptoms.contains(.appRemainsLoading))
    #expect(waitingDiagnostics.awaiting == [.dictionary])

    let rtl = await Harness.started(with: Fixture.arabic)
    #expect(await rtl.provider.diagnostics().symptoms.contains(.rtlWithoutMirroredLayout))

    let hidden = await Harness.started(with: Fixture.spanish)
    _ = await hidden.provider.translate("NOT_IN_DICTIONARY", fallback: "Readable")
    #expect(
      await hidden.provider.diagnostics().symptoms.contains(.missingTranslationHiddenByFallback))
  }

  @Test("waitUntil returns immediately when already true and otherwise on the first match")
  func waitUntil() async {
    let harness = Harness(records: [Fixture.namespace: Fixture.spanish])
    #expect(
      await harness.provider.waitUntil { $0.state.readiness == .notStarted }.state.generation == 0)
    await harness.provider.start()
    async let settled = harness.provider.waitUntil { $0.state.readiness == .complete }
    await harness.service.completeNext(.dictionary, with: .dictionary(Fixture.spanishDictionary))
    #expect(await settled.state.dictionaryCode == "es")
  }
}
