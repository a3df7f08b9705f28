import LanguageProvider
import Verification

/// "Troubleshooting": each symptom is produced, detected by the provider's diagnostics
/// (Inspect), and the diagnostic output is shown to hold no project, account, token or
/// dictionary values (Safe diagnostic).
enum TroubleshootingChecks {
  static func section(_ context: DriverAppContext) -> Section {
    Section("Troubleshooting") {
      Row("Language change does not persist") { evidence in
        let harness = try await DriverAppHarness(context, stored: DriverAppFixture.spanish)
        try await harness.startRestored(dictionary: DriverAppFixture.spanishDictionary)
        await harness.store.failWrites(reason: "read-only storage (scripted)")
        try await harness.provider.select(DriverAppFixture.french)
        try await harness.answerDictionary(
          .dictionary(DriverAppFixture.frenchDictionary), results: 4)
        let diagnostics = try await harness.provider.diagnostics()
        let stored = await harness.store.record(for: harness.namespace)
        evidence.cell(
          "Inspect",
          expected: "diagnostics: persistence failed, selection fr; storage still es; symptom",
          observed:
            "persistence \(diagnostics.persistence), selection \(diagnostics.selectionCode ?? "none"), storage \(stored?.code ?? "none"), symptoms \(diagnostics.symptoms.map(\.rawValue))",
          holds: diagnostics.persistence == "failed" && diagnostics.selectionCode == "fr"
            && stored?.code == "es" && diagnostics.symptoms.contains(.languageChangeNotPersisted))
        let leaks = PrivacyProbe.leaks(in: diagnostics.render())
        evidence.cell(
          "Safe diagnostic", expected: "synthetic storage; no project/account data in the output",
          observed: leaks.isEmpty
            ? "no identifier in \(diagnostics.render().count) characters" : "leaked: \(leaks)",
          holds: leaks.isEmpty)
      }

      Row("Some labels remain in the prior language") { evidence in
        let harness = try await DriverAppHarness(context, stored: DriverAppFixture.spanish)
        try await harness.startRestored(dictionary: DriverAppFixture.spanishDictionary)
        try await harness.provider.select(DriverAppFixture.french)
        let request = await harness.service.nextRequest(.dictionary)
        let phone = DriverAppFixture.operationalValues[0].value
        let shown = try await harness.provider.translate(phone)
        _ = try await harness.provider.translate("PROFILE", fallback: "Profile")
        let diagnostics = try await harness.provider.diagnostics()
        evidence.cell(
          "Inspect",
          expected: "generation, client fr, dictionary es, fallback key PROFILE, symptom",
          observed:
            "generation \(diagnostics.generation), client \(diagnostics.apiClientCode ?? "none"), dictionary \(diagnostics.dictionaryCode ?? "none"), missing \(diagnostics.missingTranslations.map(\.key)), symptoms \(diagnostics.symptoms.map(\.rawValue))",
          holds: diagnostics.generation == 2 && diagnostics.apiClientCode == "fr"
            && diagnostics.dictionaryCode == "es"
            && diagnostics.missingTranslations.map(\.key) == ["PROFILE"]
            && diagnostics.symptoms.contains(.labelsInPriorLanguage))
        let text = diagnostics.render()
        let leaks = PrivacyProbe.leaks(
          in: text,
          extra: [("phone number", phone)]
            + DriverAppFixture.spanishDictionary.values.filter { !$0.isEmpty }.map {
              ("dictionary value", $0)
            })
        evidence.cell(
          "Safe diagnostic",
          expected: "phone number shown verbatim, counted by category (phoneNumber 1); no values",
          observed:
            "shown \(shown == phone ? "verbatim" : "translated"), misuse \(diagnostics.misuse), leaks \(leaks)",
          holds: shown == phone && diagnostics.misuse["phoneNumber"] == 1 && leaks.isEmpty)
        await harness.service.complete(
          request, with: .dictionary(DriverAppFixture.frenchDictionary))
      }

      Row("App remains loading") { evidence in
        let harness = try await DriverAppHarness(context)
        await harness.store.setRestoreResult(
          .corrupt(reason: "unexpected end of JSON (scripted)"), for: harness.namespace)
        try await harness.provider.start()
        let next = await harness.service.nextRequest()
        let waiting = try await harness.provider.diagnostics()
        await harness.service.complete(next, with: .languages(DriverAppFixture.languages))
        try await harness.answerDictionary(
          .dictionary(DriverAppFixture.englishDictionary), results: 3)
        let settled = try await harness.provider.diagnostics()
        evidence.cell(
          "Inspect",
          expected:
            "corrupt record → default effect awaited (languages), then readiness complete, no hang",
          observed:
            "restore \(waiting.restore), awaiting \(waiting.awaiting.map(\.rawValue)) (\(next.kind.rawValue)), then \(settled.readiness.rawValue), symptoms \(settled.symptoms.map(\.rawValue))",
          holds: waiting.restore == "corrupt" && waiting.awaiting == [.languages]
            && next.kind == .languages && settled.readiness == .complete
            && !settled.symptoms.contains(.appRemainsLoading))
        evidence.cell(
          "Safe diagnostic",
          expected: "every response intercepted by the scripted service, none live",
          observed: "\(await harness.service.log.count) intercepted request(s)",
          holds: await harness.service.log.count == 2)
      }

      Row("RTL text appears without mirrored layout") { evidence in
        let harness = try await DriverAppHarness(context, stored: DriverAppFixture.spanish)
        try await harness.startRestored(dictionary: DriverAppFixture.spanishDictionary)
        try await harness.provider.select(DriverAppFixture.arabic)
        try await harness.answerDictionary(
          .dictionary(DriverAppFixture.arabicDictionary), results: 4)
        let diagnostics = try await harness.provider.diagnostics()
        evidence.cell(
          "Inspect",
          expected: "rtl true, layout direction not applied, symptom rtlWithoutMirroredLayout",
          observed:
            "rtl \(diagnostics.rtl), applied \(diagnostics.layoutDirectionApplied), symptoms \(diagnostics.symptoms.map(\.rawValue))",
          holds: diagnostics.rtl && !diagnostics.layoutDirectionApplied
            && diagnostics.symptoms.contains(.rtlWithoutMirroredLayout))
        evidence.limit(
          "Safe diagnostic", expected: "the RTL flag alone changes no layout direction",
          observed: "appliesNativeLayoutDirection \(harness.provider.appliesNativeLayoutDirection)",
          holds: !harness.provider.appliesNativeLayoutDirection)
      }

      Row("Missing translation is hidden by readable fallback") { evidence in
        let harness = try await DriverAppHarness(context, stored: DriverAppFixture.spanish)
        try await harness.startRestored(dictionary: DriverAppFixture.spanishDictionary)
        let shown = try await harness.provider.translate("DELIVERY_COMPLETE", fallback: "Delivered")
        let diagnostics = try await harness.provider.diagnostics()
        let missing = diagnostics.missingTranslations.first
        evidence.cell(
          "Inspect",
          expected: "reads 'Delivered'; diagnostics: DELIVERY_COMPLETE missing in es via fallback",
          observed:
            "reads '\(shown)'; missing \(missing.map { "\($0.key) in \($0.code ?? "none") via \($0.tier.rawValue)" } ?? "none"), symptoms \(diagnostics.symptoms.map(\.rawValue))",
          holds: shown == "Delivered" && missing?.key == "DELIVERY_COMPLETE"
            && missing?.code == "es" && missing?.tier == .fallback
            && diagnostics.symptoms.contains(.missingTranslationHiddenByFallback))
        let leaks = PrivacyProbe.leaks(
          in: diagnostics.render(),
          extra: DriverAppFixture.spanishDictionary.values.filter { !$0.isEmpty }.map {
            ("dictionary value", $0)
          })
        evidence.cell(
          "Safe diagnostic", expected: "key and locale reported, no response payload value",
          observed: leaks.isEmpty ? "key and locale only" : "leaked: \(leaks)",
          holds: leaks.isEmpty && diagnostics.render().contains("DELIVERY_COMPLETE"))
      }
    }
  }
}
