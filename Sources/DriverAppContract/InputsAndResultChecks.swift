import LanguageProvider
import Verification

/// "Inputs and result": each row drives a fresh provider into the row's input state and
/// observes the transition, the result and the partial/failure boundary.
enum InputsAndResultChecks {
  static func section(_ context: DriverAppContext) -> Section {
    Section("Inputs and result") {
      Row("Stored language present") { evidence in
        let harness = try await DriverAppHarness(context, stored: DriverAppFixture.spanish)
        try await harness.provider.start()
        let request = await harness.service.nextRequest(.dictionary)
        let restored = try await harness.state
        let clientCode = try await harness.provider.apiClientCode
        evidence.cell(
          "Transition",
          expected: "selection es (restored), API client code es",
          observed:
            "selection \(restored.selection?.code ?? "none") (\(restored.selectionSource?.rawValue ?? "none")), API client code \(clientCode ?? "none")",
          holds: restored.selection == DriverAppFixture.spanish
            && restored.selectionSource == .restored && clientCode == "es"
            && restored.apiClientCode == "es")
        evidence.cell(
          "Result", expected: "a dictionary request for es while loading",
          observed:
            "\(request.kind.rawValue) request for \(request.code), loading \(restored.loading)",
          holds: request.kind == .dictionary && request.code == "es" && restored.loading)
        await harness.service.complete(
          request, with: .dictionary(DriverAppFixture.spanishDictionary))
        let first = try await harness.provider.waitForResults(2).state.dictionaryVersion
        try await harness.provider.refresh()
        let after = try await harness.answerDictionary(
          .dictionary(DriverAppFixture.spanishDictionaryRevised), results: 3
        ).state
        let stored = await harness.store.record(for: harness.namespace)
        let expectedVersion = DictionaryVersion(
          dictionary: DriverAppFixture.spanishDictionaryRevised)
        evidence.cell(
          "Partial/failure boundary",
          expected:
            "stored record unchanged (es) while the dictionary version moves to \(expectedVersion.digest.hex.prefix(12))",
          observed:
            "stored \(stored?.code ?? "none"), version \(first?.digest.hex.prefix(12) ?? "none") → \(after.dictionaryVersion?.digest.hex.prefix(12) ?? "none")",
          holds: stored == DriverAppFixture.spanish && first != nil
            && after.dictionaryVersion == expectedVersion && first != after.dictionaryVersion)
      }

      Row("No stored language") { evidence in
        let harness = try await DriverAppHarness(context)
        try await harness.provider.start()
        let languagesRequest = await harness.service.nextRequest()
        evidence.cell(
          "Transition", expected: "languages", observed: languagesRequest.kind.rawValue,
          holds: languagesRequest.kind == .languages)
        await harness.service.complete(
          languagesRequest, with: .languages(DriverAppFixture.languages))
        let dictionaryRequest = await harness.service.nextRequest(.dictionary)
        let chosen = try await harness.state
        let writes = await harness.store.writes.count
        evidence.cell(
          "Result",
          expected: "selection en from the server default, not persisted (policy), no write",
          observed:
            "selection \(chosen.selection?.code ?? "none") from \(chosen.selectionSource?.rawValue ?? "none"), persistence \(chosen.persistence.category), \(writes) write(s)",
          holds: chosen.selection == DriverAppFixture.english
            && chosen.selectionSource == .serverDefault
            && chosen.persistence == .notPersistedByPolicy && writes == 0)
        let loadingBefore = chosen.loading
        await harness.service.complete(
          dictionaryRequest, with: .dictionary(DriverAppFixture.englishDictionary))
        let settled = try await harness.provider.waitForResults(3).state
        evidence.cell(
          "Partial/failure boundary",
          expected: "loading until the en dictionary settles, then cleared",
          observed:
            "loading \(loadingBefore) with a \(dictionaryRequest.code) dictionary request open, then \(settled.loading)",
          holds: loadingBefore && dictionaryRequest.code == "en" && !settled.loading
            && settled.readiness == .complete)
      }

      Row("Dictionary success") { evidence in
        let harness = try await DriverAppHarness(context, stored: DriverAppFixture.spanish)
        let state = try await harness.startRestored(dictionary: DriverAppFixture.spanishDictionary)
          .state
        evidence.cell(
          "Transition", expected: "map of 4 keys stored, loading cleared, status loaded",
          observed:
            "\(state.dictionaryKeyCount) keys, loading \(state.loading), status \(state.dictionaryStatus.rawValue)",
          holds: state.dictionaryKeyCount == 4 && !state.loading
            && state.dictionaryStatus == .loaded
            && state.error == nil)
        let orders = try await harness.provider.resolve("ORDERS", fallback: "Orders")
        let login = try await harness.provider.resolve("LOGIN", fallback: "Log in")
        evidence.cell(
          "Result", expected: "Pedidos (prefixed), Iniciar sesión (original), readiness complete",
          observed:
            "\(orders.text) (\(orders.tier.rawValue)), \(login.text) (\(login.tier.rawValue)), readiness \(state.readiness.rawValue)",
          holds: orders == Resolution(text: "Pedidos", tier: .prefixed)
            && login == Resolution(text: "Iniciar sesión", tier: .original)
            && state.readiness == .complete)
        let withFallback = try await harness.provider.resolve("PROFILE", fallback: "Profile")
        let bare = try await harness.provider.resolve("PROFILE")
        evidence.cell(
          "Partial/failure boundary", expected: "Profile (fallback), PROFILE (keyText)",
          observed:
            "\(withFallback.text) (\(withFallback.tier.rawValue)), \(bare.text) (\(bare.tier.rawValue))",
          holds: withFallback == Resolution(text: "Profile", tier: .fallback)
            && bare == Resolution(text: "PROFILE", tier: .keyText))
      }

      Row("Dictionary error/throw") { evidence in
        let enveloped = try await DriverAppHarness(context, stored: DriverAppFixture.spanish)
        try await enveloped.provider.start()
        let envelope = try await enveloped.answerDictionary(
          .errorEnvelope(["language not found"]), results: 2
        ).state
        let thrown = try await DriverAppHarness(context, stored: DriverAppFixture.spanish)
        try await thrown.startRestored(dictionary: DriverAppFixture.spanishDictionary)
        try await thrown.provider.refresh()
        let afterThrow = try await thrown.answerDictionary(
          .failure(TransportFailure()), results: 3
        ).state
        evidence.cell(
          "Transition",
          expected: "both: empty dictionary, error recorded, loading cleared",
          observed:
            "envelope: \(envelope.dictionaryKeyCount) keys, error \(envelope.error?.kind.rawValue ?? "none"), loading \(envelope.loading); throw: \(afterThrow.dictionaryKeyCount) keys, error \(afterThrow.error?.kind.rawValue ?? "none"), loading \(afterThrow.loading)",
          holds: envelope.dictionaryKeyCount == 0 && envelope.error?.kind == .errorEnvelope
            && !envelope.loading && afterThrow.dictionaryKeyCount == 0
            && afterThrow.error?.kind == .thrown && !afterThrow.loading)
        let fallback = try await thrown.provider.resolve("ORDERS", fallback: "Orders")
        evidence.cell(
          "Result", expected: "Orders (fallback): the earlier dictionary is not kept",
          observed: "\(fallback.text) (\(fallback.tier.rawValue))",
          holds: fallback == Resolution(text: "Orders", tier: .fallback))
        let diagnostics = try await thrown.provider.diagnostics()
        evidence.cell(
          "Partial/failure boundary",
          expected: "readable text, readiness fallbackOnly (never complete), symptom reported",
          observed:
            "readiness \(envelope.readiness.rawValue) / \(afterThrow.readiness.rawValue), symptoms \(diagnostics.symptoms.map(\.rawValue))",
          holds: envelope.readiness == .fallbackOnly && afterThrow.readiness == .fallbackOnly
            && diagnostics.symptoms.contains(.missingTranslationHiddenByFallback))
      }

      Row("Select different language") { evidence in
        let harness = try await DriverAppHarness(context, stored: DriverAppFixture.spanish)
        let before = try await harness.startRestored(dictionary: DriverAppFixture.spanishDictionary)
          .state
        await harness.store.holdOperations(true)
        let outcome = try await harness.provider.select(DriverAppFixture.french)
        let write = await harness.store.nextHeldOperation()
        let during = try await harness.state
        await harness.store.release(write)
        await harness.store.holdOperations(false)
        let request = await harness.service.nextRequest(.dictionary)
        let after = try await harness.state
        let stored = await harness.store.record(for: harness.namespace)
        let clientCode = try await harness.provider.apiClientCode
        evidence.cell(
          "Transition",
          expected:
            "generation \(before.generation + 1); persist first (client still es), then client fr, loading",
          observed:
            "\(outcome); while persisting client \(during.apiClientCode ?? "none"); after: stored \(stored?.code ?? "none"), client \(after.apiClientCode ?? "none"), loading \(after.loading)",
          holds: outcome == .changed(generation: before.generation + 1)
            && during.persistence == .pending && during.apiClientCode == "es"
            && stored == DriverAppFixture.french && after.apiClientCode == "fr"
            && clientCode == "fr" && after.loading)
        evidence.cell(
          "Result", expected: "dictionary request for fr",
          observed: "\(request.kind.rawValue) request for \(request.code)",
          holds: request.code == "fr")
        await harness.service.complete(
          request, with: .dictionary(DriverAppFixture.frenchDictionary))
        try await harness.provider.waitForResults(4)

        let failing = try await DriverAppHarness(context, stored: DriverAppFixture.spanish)
        try await failing.startRestored(dictionary: DriverAppFixture.spanishDictionary)
        await failing.store.failNextWrite(reason: "disk full (scripted)")
        try await failing.provider.select(DriverAppFixture.french)
        let settled = try await failing.answerDictionary(
          .dictionary(DriverAppFixture.frenchDictionary), results: 4
        ).state
        evidence.cell(
          "Partial/failure boundary",
          expected: "write failed, yet client fr and fr dictionary loaded: each settled on its own",
          observed:
            "persistence \(settled.persistence.category), client \(settled.apiClientCode ?? "none"), dictionary \(settled.dictionaryCode ?? "none") \(settled.dictionaryStatus.rawValue)",
          holds: settled.persistence.category == "failed" && settled.apiClientCode == "fr"
            && settled.dictionaryCode == "fr" && settled.dictionaryStatus == .loaded)
      }

      Row("Select current language") { evidence in
        let harness = try await DriverAppHarness(context, stored: DriverAppFixture.spanish)
        let before = try await harness.startRestored(dictionary: DriverAppFixture.spanishDictionary)
        let writesBefore = await harness.store.writes.count
        let requestsBefore = await harness.service.log.count
        let outcome = try await harness.provider.select(DriverAppFixture.spanish)
        let after = try await harness.provider.snapshot
        let writesAfter = await harness.store.writes.count
        let requestsAfter = await harness.service.log.count
        evidence.cell(
          "Transition", expected: "unchanged(generation: \(before.state.generation))",
          observed: "\(outcome)", holds: outcome == .unchanged(generation: before.state.generation))
        evidence.cell(
          "Result", expected: "same state, no store write, no service request",
          observed: after.state == before.state
            ? "same state, \(writesAfter - writesBefore) write(s), \(requestsAfter - requestsBefore) request(s)"
            : "state changed: \(StateDifference.fields(before.state, after.state).joined(separator: ", "))",
          holds: after.state == before.state && writesAfter == writesBefore
            && requestsAfter == requestsBefore)
        let broken = try await DriverAppHarness(context, stored: DriverAppFixture.spanish)
        try await broken.provider.start()
        try await broken.answerDictionary(.errorEnvelope(["unavailable"]), results: 2)
        let again = try await broken.provider.select(DriverAppFixture.spanish)
        let still = try await broken.state
        evidence.cell(
          "Partial/failure boundary",
          expected: "reselecting es over a failed dictionary changes nothing: still fallbackOnly",
          observed: "\(again), readiness \(still.readiness.rawValue)",
          holds: again == .unchanged(generation: still.generation)
            && still.readiness == .fallbackOnly)
      }

      Row("RTL language") { evidence in
        let harness = try await DriverAppHarness(context, stored: DriverAppFixture.spanish)
        try await harness.startRestored(dictionary: DriverAppFixture.spanishDictionary)
        try await harness.provider.select(DriverAppFixture.arabic)
        try await harness.answerDictionary(
          .dictionary(DriverAppFixture.arabicDictionary), results: 4)
        let stored = await harness.store.record(for: harness.namespace)
        let reopened = try await DriverAppHarness(context, store: harness.store)
        try await reopened.provider.start()
        try await reopened.answerDictionary(
          .dictionary(DriverAppFixture.arabicDictionary), results: 2)
        let restored = try await reopened.state
        evidence.cell(
          "Transition", expected: "rtl true when stored and when restored",
          observed:
            "stored rtl \(stored?.rtl.description ?? "none"), restored rtl \(restored.selection?.rtl.description ?? "none")",
          holds: stored?.rtl == true && restored.selection?.rtl == true)
        let diagnostics = try await reopened.provider.diagnostics()
        evidence.cell(
          "Result", expected: "state.rtl true, diagnostics rtl true",
          observed: "state.rtl \(restored.rtl), diagnostics rtl \(diagnostics.rtl)",
          holds: restored.rtl && diagnostics.rtl)
        evidence.limit(
          "Partial/failure boundary",
          expected: "no native layout direction applied (appliesNativeLayoutDirection false)",
          observed:
            "appliesNativeLayoutDirection \(reopened.provider.appliesNativeLayoutDirection), state \(restored.layoutDirectionApplied)",
          holds: !reopened.provider.appliesNativeLayoutDirection
            && !restored.layoutDirectionApplied)
      }
    }
  }
}
