import Foundation
import LanguageProvider
import ProviderProtocol
import Verification

/// "Responsibility boundaries": each part does its own job (Responsibility) and no more
/// (Limit). Limits are checked by showing they still hold.
enum ResponsibilityBoundariesChecks {
  static func section(_ context: DriverAppContext) -> Section {
    Section("Responsibility boundaries") {
      Row("Local language storage") { evidence in
        try await context.run { session in
          try await session.mount(DriverAppFixture.namespace)
          try await session.answerEverything()
          let before = await session.world.events.count
          try await session.select(DriverAppFixture.listed(DriverAppFixture.arabic))
          let written = await session.writes(since: before).last
          let loadingAfterWrite = try await session.readiness()
          try await session.answerEverything()
          try await session.unmount()
          try await session.relaunch()
          try await session.mount(DriverAppFixture.namespace)
          let restored = try await session.view().language
          let record = written?.record
          evidence.cell(
            "Responsibility",
            expected:
              "id 3 / code ar / rtl true written, and restored by a newly launched provider",
            observed:
              "written \(record.map { "id \($0.id) / code \($0.code) / rtl \($0.rtl)" } ?? "nothing"); restored \(restored.map { "id \($0.id) / code \($0.code) / rtl \($0.rtl)" } ?? "nothing")",
            holds: record?.id == "3" && record?.code == "ar" && record?.rtl == true
              && restored?.id == "3" && restored?.code == "ar" && restored?.rtl == true)
          evidence.limit(
            "Limit",
            expected:
              "the write stored while readiness is still loading (the ar dictionary unanswered)",
            observed:
              "write \(written == nil ? "none" : written?.refusedWith == nil ? "stored" : "refused"), readiness \(loadingAfterWrite.rawValue)",
            holds: written?.refusedWith == nil && written != nil && loadingAfterWrite == .loading)
        }
      }

      Row("API client language") { evidence in
        try await context.run { session in
          try await session.startInSpanish()
          try await session.select(DriverAppFixture.listed(DriverAppFixture.hebrew))
          let client = await session.apiClientCode()
          let request = try await session.expect(.dictionary, column: "Responsibility")
          evidence.cell(
            "Responsibility",
            expected: "API client set to he, and the next dictionary request asks for he",
            observed: "API client \(client ?? "never set"), \(request.summary)",
            holds: client == "he" && request.code == "he")
          try await session.answer(request, .errorEnvelope(["language not enabled"]))
          let after = await session.apiClientCode()
          let readiness = try await session.readiness()
          evidence.limit(
            "Limit",
            expected: "the API client stays he although the service refused he (fallbackOnly)",
            observed: "API client \(after ?? "never set"), readiness \(readiness.rawValue)",
            holds: after == "he" && readiness == .fallbackOnly)
        }
      }

      Row("Language provider") { evidence in
        try await context.run { session in
          try await session.mount(DriverAppFixture.namespace)
          try await session.answerNext(
            .languages, .languages(DriverAppFixture.languages), column: "Responsibility")
          try await session.answerNext(
            .dictionary, .errorEnvelope(["try again later"]), column: "Responsibility")
          let failed = try await session.view()
          try await session.refresh()
          try await session.answerNext(
            .dictionary, .dictionary(DriverAppFixture.englishDictionary), column: "Responsibility")
          let ready = try await session.view()
          let text = try await session.resolve("ORDERS", fallback: "Orders")
          let sawLoading = try await session.history().contains { $0.loading }
          evidence.cell(
            "Responsibility",
            expected:
              "default en loaded, loading exposed then cleared, the error exposed then cleared, ORDERS → Orders list (prefixed)",
            observed:
              "selection \(ready.language?.code ?? "none"), loading seen \(sawLoading) → \(ready.loading), error \(failed.error == nil ? "none" : "exposed") → \(ready.error == nil ? "none" : "still exposed"), ORDERS → \(text)",
            holds: ready.language?.id == DriverAppFixture.english.id && sawLoading && !ready.loading
              && failed.error != nil && ready.error == nil
              && text.text == "Orders list" && text.tier == .prefixed)
        }
        try await context.run { session in
          try await session.startInSpanish()
          try await session.select(DriverAppFixture.listed(DriverAppFixture.french))
          let midway = try await session.view()
          let held = try await session.heldDictionary()
          try await session.answerEverything()
          evidence.limit(
            "Limit",
            expected:
              "a settled state with fr selected while the es dictionary is still the one held",
            observed:
              "selection \(midway.language?.code ?? "none"), dictionary held \(held?.call.code ?? "none")",
            holds: midway.language?.code == "fr" && held?.call.code == "es")
        }
      }

      Row("Translation function") { evidence in
        let dictionary = [
          "DRIVER_APP_ACCEPT": "Aceptar (conductor)", "ACCEPT": "Aceptar", "REJECT": "Rechazar",
          "EMPTY": "", "DRIVER_APP_EMPTY_PREFIXED": "", "EMPTY_PREFIXED": "Vacío",
        ]
        try await context.run { session in
          try await session.startStored(
            DriverAppFixture.listed(DriverAppFixture.spanish), dictionary: dictionary)
          let cases: [(String, String?, String, ResolutionTier)] = [
            ("ACCEPT", "Accept", "Aceptar (conductor)", .prefixed),
            ("REJECT", "Reject", "Rechazar", .original),
            ("EMPTY_PREFIXED", nil, "Vacío", .original),
            ("EMPTY", "Empty", "Empty", .fallback),
            ("UNKNOWN_KEY", nil, "UNKNOWN_KEY", .keyText),
          ]
          var observed: [String] = []
          var holds = true
          for (key, fallback, text, tier) in cases {
            let resolution = try await session.resolve(key, fallback: fallback)
            observed.append("\(key) → \(resolution)")
            holds = holds && resolution.text == text && resolution.tier == tier
          }
          evidence.cell(
            "Responsibility",
            expected: cases.map { "\($0.0) → \($0.2) (\($0.3.rawValue))" }.joined(separator: "; "),
            observed: observed.joined(separator: "; "), holds: holds)
          let masked = try await session.resolve("ORDER_DELAYED", fallback: "Order delayed")
          let readiness = try await session.readiness()
          evidence.limit(
            "Limit",
            expected:
              "ORDER_DELAYED reads 'Order delayed' (fallback) while the provider looks complete",
            observed: "\(masked); readiness \(readiness.rawValue)",
            holds: masked.text == "Order delayed" && masked.tier == .fallback
              && readiness == .complete)
        }
      }

      Row("Language selector") { evidence in
        try await context.run { session in
          try await session.startInSpanish()
          let before = await session.world.events.count
          try await session.select(DriverAppFixture.listed(DriverAppFixture.mexicanSpanish))
          let chosen = try await session.view().language
          let stored = await session.writes(since: before).last?.record
          evidence.cell(
            "Responsibility",
            expected:
              "selecting es-MX (id 7, the same code as the current es) is taken as a new selection and stored",
            observed:
              "selection id \(chosen?.id ?? "none"), stored id \(stored?.id ?? "none")",
            holds: chosen?.id == "7" && stored?.id == "7")
          try await session.answerEverything()
          await session.world.failNextWrite(reason: "storage quota exceeded (scripted)")
          let refusedAt = await session.world.events.count
          try await session.select(DriverAppFixture.listed(DriverAppFixture.french))
          let refused = await session.writes(since: refusedAt).last
          let selection = try await session.view().language
          let readiness = try await session.readiness()
          try await session.answerEverything()
          evidence.limit(
            "Limit",
            expected:
              "fr shown as selected although its write was refused and its dictionary is still loading",
            observed:
              "write \(refused == nil ? "none" : refused?.refusedWith == nil ? "stored" : "refused"), selection \(selection?.code ?? "none"), readiness \(readiness.rawValue)",
            holds: refused?.refusedWith != nil && selection?.code == "fr" && readiness == .loading)
        }
      }

      Row("App/task UI") { evidence in
        try await context.run { session in
          try await session.seed(
            DriverAppFixture.listed(DriverAppFixture.spanish), for: DriverAppFixture.namespace)
          try await session.mount(DriverAppFixture.namespace)
          let screen = ScreenModel(session: session, keys: [("ORDERS", "Orders")])
          let firstRender = try await screen.render()
          try await session.answerNext(
            .dictionary, .dictionary(DriverAppFixture.spanishDictionary), column: "Responsibility")
          let secondRender = try await screen.render()
          evidence.cell(
            "Responsibility", expected: "Orders (fallback while loading), then Pedidos",
            observed: "\(firstRender[0]), then \(secondRender[0])",
            holds: firstRender == ["Orders"] && secondRender == ["Pedidos"])
          try await session.select(DriverAppFixture.listed(DriverAppFixture.french))
          _ = try await session.expect(.dictionary, column: "Limit")
          let providerText = try await session.translate("ORDERS", fallback: "Orders")
          let selection = try await session.languageCode()
          evidence.limit(
            "Limit",
            expected: "while fr loads, a re-render still shows the es text Pedidos",
            observed: "selection \(selection), ORDERS → \(providerText)",
            holds: selection == "fr" && providerText == "Pedidos")
          try await session.answerEverything()
        }
      }

      Row("RTL metadata") { evidence in
        try await context.run { session in
          try await session.mount(DriverAppFixture.namespace)
          var list = DriverAppFixture.languages.map {
            ServiceLanguage(record: $0.record, isDefault: false, isEnabled: $0.isEnabled)
          }
          list[4].isDefault = true
          try await session.answerNext(.languages, .languages(list), column: "Responsibility")
          let returned = try await session.view().language
          try await session.answerEverything()
          let before = await session.world.events.count
          try await session.select(DriverAppFixture.listed(DriverAppFixture.arabic))
          let stored = await session.writes(since: before).last?.record
          try await session.answerEverything()
          let layout = await session.layoutCalls()
          evidence.cell(
            "Responsibility",
            expected:
              "the service's he default keeps rtl true in state; a selected ar is stored with rtl true",
            observed:
              "he rtl \(returned.map { String($0.rtl) } ?? "no selection"), stored ar rtl \(stored.map { String($0.rtl) } ?? "nothing stored")",
            holds: returned?.code == "he" && returned?.rtl == true && stored?.rtl == true)
          evidence.limit(
            "Limit", expected: "no native layout direction forced from the flag",
            observed:
              "native layout calls: \(layout.isEmpty ? "none" : layout.map { $0 ? "RTL" : "LTR" }.joined(separator: ", "))",
            holds: layout.isEmpty)
        }
      }
    }
  }
}
