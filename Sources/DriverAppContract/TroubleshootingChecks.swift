import LanguageProvider
import ProviderProtocol
import Verification

/// "Troubleshooting": each symptom is produced and inspected from what the host served and
/// saw (Inspect), and what the provider emits while it happens is shown to hold no project,
/// account, token or dictionary values (Safe diagnostic).
enum TroubleshootingChecks {
  static func section(_ context: DriverAppContext) -> Section {
    Section("Troubleshooting") {
      Row("Language change does not persist") { evidence in
        try await context.run { session in
          try await session.startInSpanish()
          await session.world.failWrites(reason: "read-only storage (scripted)")
          let mark = await session.world.events.count
          try await session.select(DriverAppFixture.listed(DriverAppFixture.french))
          try await session.answerEverything()
          let refused = await session.writes(since: mark).contains { $0.refusedWith != nil }
          let stored = await session.storedUnderRestoreKey()
          let reported = try await session.reportsWriteFailure(since: mark)
          evidence.cell(
            "Inspect",
            expected:
              "the fr write refused, storage still es, and the provider reports the failure",
            observed:
              "write \(refused ? "refused" : "not refused"), storage \(stored?.code ?? "nothing"), failure \(reported ? "reported" : "not reported")",
            holds: refused && stored?.code == "es" && reported)
          let text = (await session.emittedOutside() + [try await session.diagnostics() ?? ""])
            .joined(separator: "\n")
          let leaks = PrivacyProbe.leaks(in: text)
          evidence.cell(
            "Safe diagnostic",
            expected: "synthetic storage; no project/account data in what the provider emits",
            observed: leaks.isEmpty
              ? "no identifier in \(text.count) characters"
              : "leaked: \(leaks.joined(separator: ", "))",
            holds: leaks.isEmpty)
        }
      }

      Row("Some labels remain in the prior language") { evidence in
        try await context.run { session in
          try await session.startInSpanish()
          try await session.select(DriverAppFixture.listed(DriverAppFixture.french))
          let request = try await session.expect(.dictionary, column: "Inspect")
          let phone = DriverAppFixture.operationalValues[0].value
          let shown = try await session.translate(phone)
          let orders = try await session.resolve("ORDERS", fallback: "Orders")
          let profile = try await session.resolve("PROFILE", fallback: "Profile")
          let client = await session.apiClientCode()
          let held = try await session.heldDictionary()
          let selection = try await session.languageCode()
          evidence.cell(
            "Inspect",
            expected:
              "selection fr, API client fr, fr dictionary requested, es dictionary still held: ORDERS shows Pedidos, PROFILE falls back",
            observed:
              "selection \(selection), API client \(client ?? "never set"), \(request.summary), held \(held?.call.code ?? "none"), ORDERS → \(orders), PROFILE → \(profile)",
            holds: selection == "fr" && client == "fr" && request.code == "fr"
              && held?.call.code == "es" && orders.text == "Pedidos" && profile.tier == .fallback)
          let text = (await session.emittedOutside() + [try await session.diagnostics() ?? ""])
            .joined(separator: "\n")
          let leaks = PrivacyProbe.leaks(
            in: text,
            extra: [("phone number", phone)]
              + DriverAppFixture.spanishDictionary.values.filter { !$0.isEmpty }.map {
                ("dictionary value", $0)
              })
          evidence.cell(
            "Safe diagnostic",
            expected:
              "the phone number shown verbatim; neither it nor dictionary values in what the provider emits",
            observed:
              "shown \(shown == phone ? "verbatim" : "translated"), leaks \(leaks.isEmpty ? "none" : leaks.joined(separator: ", "))",
            holds: shown == phone && leaks.isEmpty)
          try await session.answer(request, .dictionary(DriverAppFixture.frenchDictionary))
        }
      }

      Row("App remains loading") { evidence in
        try await context.run { session in
          try await session.seed(
            DriverAppFixture.listed(DriverAppFixture.spanish), for: DriverAppFixture.namespace)
          let written = await session.world.storedEntries
          for (key, value) in written {
            await session.world.setStored(String(value.prefix(value.count / 2)), forKey: key)
          }
          let mark = await session.world.events.count
          try await session.mount(DriverAppFixture.namespace)
          let next = await session.pending(.languages)
          let waiting = try await session.view()
          if let next { try await session.answer(next, .languages(DriverAppFixture.languages)) }
          try await session.answerEverything()
          let settled = try await session.view()
          let readiness = try await session.readiness()
          evidence.cell(
            "Inspect",
            expected:
              "a half-written record: the default effect runs (a languages request), then readiness complete on en, no hang",
            observed:
              "\(next?.summary ?? "no languages request") (loading \(waiting.loading)), then \(settled.language?.code ?? "no selection"), readiness \(readiness.rawValue)",
            holds: next != nil && settled.language?.code == "en" && readiness == .complete)
          let calls = await session.events(since: mark).filter {
            if case .serviceCall = $0.kind { return true }
            return false
          }
          evidence.cell(
            "Safe diagnostic",
            expected:
              "every response intercepted by the host: 2 requests (languages, dictionary), none elsewhere",
            observed: "\(calls.count) intercepted request(s)",
            holds: calls.count == 2)
        }
      }

      Row("RTL text appears without mirrored layout") { evidence in
        try await context.run { session in
          try await session.startInSpanish()
          try await session.select(DriverAppFixture.listed(DriverAppFixture.arabic))
          try await session.answerNext(
            .dictionary, .dictionary(DriverAppFixture.arabicDictionary), column: "Inspect")
          let view = try await session.view()
          let text = try await session.translate("ORDERS", fallback: "Orders")
          let layout = await session.layoutCalls()
          evidence.cell(
            "Inspect",
            expected:
              "ar text shown, rtl true in state, no native direction configured by the provider",
            observed:
              "ORDERS → \(text), rtl \(view.language.map { String($0.rtl) } ?? "absent"), native layout calls \(layout.count)",
            holds: text == "الطلبات" && view.language?.rtl == true && layout.isEmpty)
          evidence.limit(
            "Safe diagnostic", expected: "the RTL flag alone changes no layout direction",
            observed: layout.isEmpty
              ? "no native layout call" : "native layout forced \(layout.count) time(s)",
            holds: layout.isEmpty)
        }
      }

      Row("Missing translation is hidden by readable fallback") { evidence in
        try await context.run { session in
          try await session.startInSpanish()
          let shown = try await session.resolve("DELIVERY_COMPLETE", fallback: "Delivered")
          let held = try await session.heldDictionary()
          evidence.cell(
            "Inspect",
            expected:
              "reads 'Delivered' via fallback: DELIVERY_COMPLETE missing from the held es dictionary",
            observed:
              "reads \(shown); held \(held?.call.code ?? "none"), key \(held?.entries["DELIVERY_COMPLETE"] == nil ? "missing" : "present")",
            holds: shown.text == "Delivered" && shown.tier == .fallback && held?.call.code == "es")
          let text = (await session.emittedOutside() + [try await session.diagnostics() ?? ""])
            .joined(separator: "\n")
          let leaks = PrivacyProbe.leaks(
            in: text,
            extra: DriverAppFixture.spanishDictionary.values.filter { !$0.isEmpty }.map {
              ("dictionary value", $0)
            })
          evidence.cell(
            "Safe diagnostic", expected: "no response payload value in what the provider emits",
            observed: leaks.isEmpty ? "none" : "leaked: \(leaks.joined(separator: ", "))",
            holds: leaks.isEmpty)
        }
      }
    }
  }
}
