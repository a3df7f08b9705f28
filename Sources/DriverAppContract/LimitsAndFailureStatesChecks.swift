import LanguageProvider
import Verification

/// "Limits and failure states": each row's state is produced, its meaning observed, and the
/// maintainer response shown to be what the provider actually does.
enum LimitsAndFailureStatesChecks {
  static func section(_ context: DriverAppContext) -> Section {
    Section("Limits and failure states") {
      Row("Language loading") { evidence in
        let harness = try await DriverAppHarness(context, stored: DriverAppFixture.spanish)
        try await harness.provider.start()
        let request = await harness.service.nextRequest(.dictionary)
        let open = try await harness.state
        evidence.cell(
          "Meaning", expected: "loading with the dictionary awaited",
          observed: "loading \(open.loading), awaiting \(open.awaiting.map(\.rawValue))",
          holds: open.loading && open.awaiting.contains(.dictionary))
        await harness.service.complete(
          request, with: .dictionary(DriverAppFixture.spanishDictionary))
        let settled = try await harness.provider.waitForResults(2).state
        evidence.cell(
          "Maintainer response", expected: "readiness loading while open, complete once settled",
          observed: "\(open.readiness.rawValue) → \(settled.readiness.rawValue)",
          holds: open.readiness == .loading && settled.readiness == .complete)
      }

      Row("Empty dictionary with rendered text") { evidence in
        let harness = try await DriverAppHarness(context, stored: DriverAppFixture.spanish)
        let state = try await harness.startRestored(dictionary: [:]).state
        let withFallback = try await harness.provider.resolve("ORDERS", fallback: "Orders")
        let bare = try await harness.provider.resolve("ORDERS")
        evidence.cell(
          "Meaning", expected: "Orders (fallback), ORDERS (keyText)",
          observed:
            "\(withFallback.text) (\(withFallback.tier.rawValue)), \(bare.text) (\(bare.tier.rawValue))",
          holds: withFallback == Resolution(text: "Orders", tier: .fallback)
            && bare == Resolution(text: "ORDERS", tier: .keyText))
        evidence.cell(
          "Maintainer response", expected: "readiness fallbackOnly, not complete",
          observed: "readiness \(state.readiness.rawValue)",
          holds: state.readiness == .fallbackOnly)
      }

      Row("Stored selection but old text") { evidence in
        let harness = try await DriverAppHarness(context, stored: DriverAppFixture.spanish)
        try await harness.startRestored(dictionary: DriverAppFixture.spanishDictionary)
        try await harness.provider.refresh()
        let staleRequest = await harness.service.nextRequest(.dictionary)
        try await harness.provider.select(DriverAppFixture.french)
        let freshRequest = await harness.service.nextRequest(.dictionary)
        let diverged = try await harness.provider.waitForResults(3).state
        let stored = await harness.store.record(for: harness.namespace)
        let symptoms = try await harness.provider.diagnostics().symptoms
        evidence.cell(
          "Meaning", expected: "stored fr while the dictionary is still es (symptom reported)",
          observed:
            "stored \(stored?.code ?? "none"), dictionary \(diverged.dictionaryCode ?? "none"), symptoms \(symptoms.map(\.rawValue))",
          holds: stored?.code == "fr" && diverged.dictionaryCode == "es"
            && symptoms.contains(.labelsInPriorLanguage))
        await harness.service.complete(
          staleRequest, with: .dictionary(DriverAppFixture.spanishDictionaryRevised))
        let afterStale = try await harness.provider.waitForResults(4)
        await harness.service.complete(
          freshRequest, with: .dictionary(DriverAppFixture.frenchDictionary))
        let settled = try await harness.provider.waitForResults(5)
        evidence.cell(
          "Maintainer response",
          expected: "late es result dropped (1 stale, state unchanged), then fr applied",
          observed:
            "dropped stale \(afterStale.results.droppedStale), state \(afterStale.state == diverged ? "unchanged" : "changed"), final dictionary \(settled.state.dictionaryCode ?? "none")",
          holds: afterStale.results.droppedStale == 1 && afterStale.state == diverged
            && settled.state.dictionaryCode == "fr" && settled.state.readiness == .complete)
      }

      Row("Unmount before response") { evidence in
        let harness = try await DriverAppHarness(context, stored: DriverAppFixture.spanish)
        try await harness.provider.start()
        let request = await harness.service.nextRequest(.dictionary)
        try await harness.provider.close()
        let atClose = try await harness.provider.snapshot
        let delivered = await harness.service.complete(
          request, with: .dictionary(DriverAppFixture.spanishDictionary))
        let after = try await harness.provider.waitForResults(2)
        evidence.cell(
          "Meaning", expected: "the response is delivered after close()",
          observed: "delivered \(delivered), closed \(atClose.state.closed)",
          holds: delivered && atClose.state.closed)
        evidence.cell(
          "Maintainer response", expected: "no state change, 1 result dropped after close",
          observed:
            "state \(after.state == atClose.state ? "unchanged" : "changed"), dropped after close \(after.results.droppedAfterClose), dictionary keys \(after.state.dictionaryKeyCount)",
          holds: after.state == atClose.state && after.results.droppedAfterClose == 1
            && after.state.dictionaryKeyCount == 0)
      }

      Row("RTL flag present") { evidence in
        let harness = try await DriverAppHarness(context, stored: DriverAppFixture.hebrew)
        let state = try await harness.startRestored(dictionary: ["DRIVER_APP_ORDERS": "הזמנות"])
          .state
        let diagnostics = try await harness.provider.diagnostics()
        evidence.cell(
          "Meaning", expected: "rtl true for he",
          observed: "selection \(state.selection?.code ?? "none"), rtl \(state.rtl)",
          holds: state.selection?.code == "he" && state.rtl)
        evidence.cell(
          "Maintainer response",
          expected:
            "diagnostics flag rtlWithoutMirroredLayout; no direction applied by the provider",
          observed:
            "symptoms \(diagnostics.symptoms.map(\.rawValue)), layoutDirectionApplied \(diagnostics.layoutDirectionApplied)",
          holds: diagnostics.symptoms.contains(.rtlWithoutMirroredLayout)
            && !diagnostics.layoutDirectionApplied)
      }

      Row("Mixed-language screen") { evidence in
        let harness = try await DriverAppHarness(context, stored: DriverAppFixture.spanish)
        try await harness.startRestored(dictionary: DriverAppFixture.spanishDictionary)
        let screen = ScreenModel(
          provider: harness.provider,
          keys: [("ORDERS", "Orders"), ("LOGIN", "Log in"), ("PROFILE", "Profile")])
        let labels = try await screen.render()
        evidence.cell(
          "Meaning", expected: "Pedidos, Iniciar sesión, Profile (one fell back)",
          observed: labels.joined(separator: ", "),
          holds: labels == ["Pedidos", "Iniciar sesión", "Profile"])
        let diagnostics = try await harness.provider.diagnostics()
        let tiers = diagnostics.resolutions
        evidence.cell(
          "Maintainer response",
          expected:
            "separate evidence: tiers prefixed 1 / original 1 / fallback 1, PROFILE missing, dictionary es loaded",
          observed:
            "tiers \(tiers.keys.sorted().map { "\($0) \(tiers[$0] ?? 0)" }), missing \(diagnostics.missingTranslations.map(\.key)), dictionary \(diagnostics.dictionaryCode ?? "none") \(diagnostics.dictionaryStatus.rawValue)",
          holds: tiers["prefixed"] == 1 && tiers["original"] == 1 && tiers["fallback"] == 1
            && diagnostics.missingTranslations.map(\.key) == ["PROFILE"]
            && diagnostics.dictionaryCode == "es" && diagnostics.dictionaryStatus == .loaded)
      }
    }
  }
}
