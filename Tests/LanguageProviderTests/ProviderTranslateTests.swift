import Foundation
import LanguageProvider
import Testing

@Suite("Provider translate and resolve")
struct ProviderTranslateTests {
  private static let dictionary = [
    "DRIVER_APP_ORDERS": "Pedidos", "ORDERS": "Pedidos genéricos", "LOGIN": "Entrar",
    "DRIVER_APP_EMPTY": "", "EMPTY": "", "DRIVER_APP_HALF": "", "HALF": "Medio",
    "+1 555 010 0199": "LEAKED", "221B Baker Street, London": "LEAKED",
  ]

  private func started(_ settings: ProviderSettings = ProviderSettings()) async -> Harness {
    let harness = Harness(records: [Fixture.namespace: Fixture.spanish], settings: settings)
    await harness.provider.start()
    await harness.service.completeNext(.dictionary, with: .dictionary(Self.dictionary))
    await harness.provider.waitForResults(2)
    return harness
  }

  @Test("order: Driver-prefixed key, original key, fallback, key text")
  func resolutionOrder() async {
    let provider = await started().provider
    #expect(await provider.resolve("ORDERS") == Resolution(text: "Pedidos", tier: .prefixed))
    #expect(await provider.resolve("LOGIN") == Resolution(text: "Entrar", tier: .original))
    #expect(
      await provider.resolve("MISSING", fallback: "Missing")
        == Resolution(text: "Missing", tier: .fallback))
    #expect(await provider.resolve("MISSING") == Resolution(text: "MISSING", tier: .keyText))
    #expect(
      await provider.resolve("MISSING", fallback: "") == Resolution(text: "MISSING", tier: .keyText)
    )
    #expect(await provider.translate("ORDERS") == "Pedidos")
  }

  @Test("an empty string counts as missing at every tier")
  func emptyIsMissing() async {
    let provider = await started().provider
    #expect(await provider.resolve("HALF") == Resolution(text: "Medio", tier: .original))
    #expect(
      await provider.resolve("EMPTY", fallback: "Empty")
        == Resolution(text: "Empty", tier: .fallback))
  }

  @Test("the prefix is a setting")
  func prefixSetting() async {
    let provider = await started(ProviderSettings(keyPrefix: "DRIVER_APP_H")).provider
    #expect(await provider.resolve("ALF").tier == .keyText)
    #expect(await provider.resolve("ORDERS").tier == .original)
  }

  @Test(
    "non-keys are returned verbatim, never looked up, and counted as misuse by category",
    arguments: [
      ("+1 555 010 0199", NonKeyCategory.phoneNumber), ("221B Baker Street, London", .address),
      ("40.7128,-74.0060", .coordinates), ("$18.40", .orderValue),
      ("Leave it at the door please", .freeText),
    ])
  func nonKeys(_ text: String, _ category: NonKeyCategory) async {
    let provider = await started().provider
    #expect(await provider.resolve(text, fallback: "X") == Resolution(text: text, tier: .notAKey))
    let diagnostics = await provider.diagnostics()
    #expect(diagnostics.misuse == [category.rawValue: 1])
    #expect(!diagnostics.render().contains(text))
    #expect(diagnostics.missingTranslations.isEmpty)
  }

  @Test("missing keys are reported by key, category and language, never by shown text")
  func missingReported() async {
    let harness = await started(ProviderSettings(keyCategories: ["NO_SIGNAL": "warning"]))
    _ = await harness.provider.translate("NO_SIGNAL", fallback: "You are offline")
    _ = await harness.provider.translate("LOGIN")
    let diagnostics = await harness.provider.diagnostics()
    #expect(
      diagnostics.missingTranslations == [
        MissingTranslation(key: "NO_SIGNAL", category: "warning", code: "es", tier: .fallback)
      ])
    #expect(diagnostics.missingByCategory == ["warning": 1])
    #expect(diagnostics.resolutions == ["fallback": 1, "original": 1])
    #expect(diagnostics.symptoms.contains(.missingTranslationHiddenByFallback))
    #expect(!diagnostics.render().contains("You are offline"))
  }
}
