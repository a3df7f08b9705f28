import Foundation
import LanguageProvider
import Verification

/// "Responsibility boundaries": each part does its own job (Responsibility) and no more
/// (Limit). Limits are checked by showing they still hold.
enum ResponsibilityBoundariesChecks {
  static func section(_ context: DriverAppContext) -> Section {
    Section("Responsibility boundaries") {
      Row("Local language storage") { evidence in
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
          "contract-report-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fileStore = FileLanguageStore(directory: folder, faults: context.faults)
        let service = ScriptedTranslationService()
        let writer = try await context.makeProvider(
          namespace: DriverAppFixture.namespace, store: fileStore, service: service)
        try await writer.select(DriverAppFixture.arabic)
        let request = await service.nextRequest(.dictionary)
        let persisted = try await writer.waitForResults(1).state
        let reader = try await context.makeProvider(
          namespace: DriverAppFixture.namespace, store: fileStore, service: service)
        try await reader.start()
        await service.completeNext(
          .dictionary, with: .dictionary(DriverAppFixture.arabicDictionary))
        let restored = try await reader.waitForResults(2).state
        evidence.cell(
          "Responsibility",
          expected: "id 3 / code ar / rtl true written to a file and restored by a new provider",
          observed:
            "persistence \(persisted.persistence.category); restored id \(restored.selection?.id ?? "none") / code \(restored.selection?.code ?? "none") / rtl \(restored.selection?.rtl.description ?? "none")",
          holds: persisted.persistence == .succeeded
            && restored.selection == DriverAppFixture.arabic)
        let concurrent = try await restoreDuringWrite(context)
        evidence.cell(
          "Responsibility", expected: "a restore during a write sees the previous record (es)",
          observed: concurrent, holds: concurrent == "restored es")
        evidence.limit(
          "Limit",
          expected:
            "persistence succeeded while readiness is still loading (dictionary unanswered)",
          observed:
            "persistence \(persisted.persistence.category), readiness \(persisted.readiness.rawValue)",
          holds: persisted.persistence == .succeeded && persisted.readiness == .loading)
        await service.complete(request, with: .dictionary(DriverAppFixture.arabicDictionary))
      }

      Row("API client language") { evidence in
        let harness = try await DriverAppHarness(context, stored: DriverAppFixture.spanish)
        try await harness.startRestored(dictionary: DriverAppFixture.spanishDictionary)
        try await harness.provider.select(DriverAppFixture.hebrew)
        let request = await harness.service.nextRequest(.dictionary)
        let clientCode = try await harness.provider.apiClientCode
        evidence.cell(
          "Responsibility", expected: "client code he, and the next request asks for he",
          observed: "client code \(clientCode ?? "none"), request for \(request.code)",
          holds: clientCode == "he" && request.code == "he")
        await harness.service.complete(request, with: .errorEnvelope(["language not enabled"]))
        let after = try await harness.provider.waitForResults(4).state
        evidence.limit(
          "Limit",
          expected: "client code stays he although the service refused he (fallbackOnly, error)",
          observed:
            "client \(after.apiClientCode ?? "none"), readiness \(after.readiness.rawValue), error \(after.error?.kind.rawValue ?? "none")",
          holds: after.apiClientCode == "he" && after.readiness == .fallbackOnly
            && after.error != nil)
      }

      Row("Language provider") { evidence in
        let harness = try await DriverAppHarness(context)
        try await harness.provider.start()
        await harness.service.completeNext(.languages, with: .languages(DriverAppFixture.languages))
        await harness.service.completeNext(.dictionary, with: .errorEnvelope(["try again later"]))
        let failed = try await harness.provider.waitForResults(3).state
        try await harness.provider.refresh()
        await harness.service.completeNext(
          .dictionary, with: .dictionary(DriverAppFixture.englishDictionary))
        let ready = try await harness.provider.waitForResults(4).state
        let text = try await harness.provider.translate("ORDERS", fallback: "Orders")
        let history = try await harness.provider.history
        let sawLoading = history.contains { $0.loading }
        evidence.cell(
          "Responsibility",
          expected:
            "default en loaded, loading exposed then cleared, error exposed then cleared, ORDERS → Orders",
          observed:
            "selection \(ready.selection?.code ?? "none"), loading seen \(sawLoading) → \(ready.loading), error \(failed.error?.kind.rawValue ?? "none") → \(ready.error?.kind.rawValue ?? "none"), ORDERS → \(text)",
          holds: ready.selection == DriverAppFixture.english && sawLoading && !ready.loading
            && failed.error != nil && ready.error == nil && ready.readiness == .complete
            && text == "Orders")
        let stepwise = try await DriverAppHarness(context, stored: DriverAppFixture.spanish)
        try await stepwise.startRestored(dictionary: DriverAppFixture.spanishDictionary)
        await stepwise.store.holdOperations(true)
        try await stepwise.provider.select(DriverAppFixture.french)
        let write = await stepwise.store.nextHeldOperation()
        let midway = try await stepwise.state
        await stepwise.store.release(write)
        await stepwise.store.holdOperations(false)
        try await stepwise.answerDictionary(
          .dictionary(DriverAppFixture.frenchDictionary), results: 4)
        evidence.limit(
          "Limit",
          expected: "an observable state with selection fr but client es and dictionary es",
          observed:
            "selection \(midway.selection?.code ?? "none"), client \(midway.apiClientCode ?? "none"), dictionary \(midway.dictionaryCode ?? "none")",
          holds: midway.selection?.code == "fr" && midway.apiClientCode == "es"
            && midway.dictionaryCode == "es")
      }

      Row("Translation function") { evidence in
        let dictionary = [
          "DRIVER_APP_ACCEPT": "Aceptar (conductor)", "ACCEPT": "Aceptar", "REJECT": "Rechazar",
          "EMPTY": "", "DRIVER_APP_EMPTY_PREFIXED": "",
          "EMPTY_PREFIXED": "Vacío",
        ]
        let harness = try await DriverAppHarness(context, stored: DriverAppFixture.spanish)
        try await harness.startRestored(dictionary: dictionary)
        let cases: [(String, String?, Resolution)] = [
          ("ACCEPT", "Accept", Resolution(text: "Aceptar (conductor)", tier: .prefixed)),
          ("REJECT", "Reject", Resolution(text: "Rechazar", tier: .original)),
          ("EMPTY_PREFIXED", nil, Resolution(text: "Vacío", tier: .original)),
          ("EMPTY", "Empty", Resolution(text: "Empty", tier: .fallback)),
          ("UNKNOWN_KEY", nil, Resolution(text: "UNKNOWN_KEY", tier: .keyText)),
        ]
        var observed: [String] = []
        var holds = true
        for (key, fallback, expected) in cases {
          let resolution = try await harness.provider.resolve(key, fallback: fallback)
          observed.append("\(key) → \(resolution.text) (\(resolution.tier.rawValue))")
          holds = holds && resolution == expected
        }
        evidence.cell(
          "Responsibility",
          expected: cases.map { "\($0.0) → \($0.2.text) (\($0.2.tier.rawValue))" }.joined(
            separator: "; "),
          observed: observed.joined(separator: "; "), holds: holds)
        let masked = try await harness.provider.resolve("ORDER_DELAYED", fallback: "Order delayed")
        let missing = try await harness.provider.diagnostics().missingTranslations.map(\.key)
        evidence.limit(
          "Limit",
          expected: "ORDER_DELAYED reads 'Order delayed' and only diagnostics list it as missing",
          observed: "\(masked.text) (\(masked.tier.rawValue)); missing \(missing)",
          holds: masked.text == "Order delayed" && missing.contains("ORDER_DELAYED"))
      }

      Row("Language selector") { evidence in
        let harness = try await DriverAppHarness(context, stored: DriverAppFixture.spanish)
        try await harness.startRestored(dictionary: DriverAppFixture.spanishDictionary)
        let service = harness.service
        async let listed = service.enabledLanguages(
          for: ServiceRequest(project: DriverAppFixture.project, code: "es"))
        await service.completeNext(.languages, with: .languages(DriverAppFixture.languages))
        var codes: [String] = []
        if case .success(let languages) = try await listed {
          codes = languages.map(\.record.code)
        }
        await harness.store.failNextWrite(reason: "storage quota exceeded (scripted)")
        let outcome = try await harness.provider.select(DriverAppFixture.french)
        evidence.cell(
          "Responsibility",
          expected: "choices en, es, ar, fr, he (de disabled); selecting fr is accepted",
          observed: "choices \(codes.joined(separator: ", ")); \(outcome)",
          holds: codes == ["en", "es", "ar", "fr", "he"] && outcome.isChanged)
        let request = await harness.service.nextRequest(.dictionary)
        let state = try await harness.provider.waitForResults(3).state
        evidence.limit(
          "Limit",
          expected: "accepted selection with a failed write and the refresh still loading",
          observed:
            "persistence \(state.persistence.category), readiness \(state.readiness.rawValue)",
          holds: state.persistence.category == "failed" && state.readiness == .loading)
        await harness.service.complete(
          request, with: .dictionary(DriverAppFixture.frenchDictionary))
      }

      Row("App/task UI") { evidence in
        let harness = try await DriverAppHarness(context, stored: DriverAppFixture.spanish)
        let screen = ScreenModel(provider: harness.provider, keys: [("ORDERS", "Orders")])
        try await harness.provider.start()
        let firstRender = try await screen.render()
        try await harness.answerDictionary(
          .dictionary(DriverAppFixture.spanishDictionary), results: 2)
        let secondRender = try await screen.render()
        evidence.cell(
          "Responsibility", expected: "Orders (fallback while loading), then Pedidos",
          observed: "\(firstRender[0]), then \(secondRender[0])",
          holds: firstRender == ["Orders"] && secondRender == ["Pedidos"])
        try await harness.provider.select(DriverAppFixture.french)
        let request = await harness.service.nextRequest(.dictionary)
        let retained = secondRender
        let providerText = try await harness.provider.translate("ORDERS", fallback: "Orders")
        let state = try await harness.state
        evidence.limit(
          "Limit",
          expected: "during the switch to fr a screen still shows Pedidos",
          observed:
            "screen \(retained[0]), provider now \(providerText) with selection \(state.selection?.code ?? "none")",
          holds: retained == ["Pedidos"] && state.selection?.code == "fr"
            && providerText == "Pedidos")
        await harness.service.complete(
          request, with: .dictionary(DriverAppFixture.frenchDictionary))
      }

      Row("RTL metadata") { evidence in
        let policy = DefaultLanguagePolicy(source: .server, persistsDefault: true)
        let harness = try await DriverAppHarness(
          context, settings: ProviderSettings(defaultLanguage: policy))
        try await harness.provider.start()
        let rtlDefault = [
          ServiceLanguage(record: DriverAppFixture.hebrew, isDefault: true, isEnabled: true)
        ]
        await harness.service.completeNext(.languages, with: .languages(rtlDefault))
        try await harness.answerDictionary(.dictionary(["DRIVER_APP_ORDERS": "הזמנות"]), results: 4)
        let returned = try await harness.state
        let stored = await harness.store.record(for: harness.namespace)
        evidence.cell(
          "Responsibility", expected: "he rtl from the service kept in state and in the store",
          observed:
            "state rtl \(returned.rtl), stored rtl \(stored?.rtl.description ?? "none")",
          holds: returned.rtl && stored?.rtl == true)
        evidence.limit(
          "Limit", expected: "appliesNativeLayoutDirection false, layoutDirectionApplied false",
          observed:
            "appliesNativeLayoutDirection \(harness.provider.appliesNativeLayoutDirection), layoutDirectionApplied \(returned.layoutDirectionApplied)",
          holds: !harness.provider.appliesNativeLayoutDirection && !returned.layoutDirectionApplied)
      }
    }
  }
}

/// Starts a second provider on the same store while the first one's write is still in
/// progress, and says what the second one restored (`restored es` when writes are atomic).
private func restoreDuringWrite(_ context: DriverAppContext) async throws -> String {
  let writer = try await DriverAppHarness(context, stored: DriverAppFixture.spanish)
  await writer.store.holdOperations(true)
  try await writer.provider.select(DriverAppFixture.french)
  let write = await writer.store.nextHeldOperation()
  let reader = try await DriverAppHarness(context, store: writer.store)
  try await reader.provider.start()
  let restore = await writer.store.nextHeldOperation()
  await writer.store.release(restore)
  let state = try await reader.provider.waitForResults(1).state
  await writer.store.release(write)
  await writer.store.holdOperations(false)
  return "\(state.restore.category) \(state.selection?.code ?? "none")"
}

extension SelectOutcome {
  var isChanged: Bool {
    if case .changed = self { return true }
    return false
  }
}
