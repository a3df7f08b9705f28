import Foundation
import LanguageProvider
import Testing

@Suite("Provider resolveAll: the batch form of resolve")
struct ProviderResolveAllTests {
  private static let dictionary = [
    "DRIVER_APP_ORDERS": "Pedidos", "ORDERS": "Pedidos genéricos", "LOGIN": "Entrar",
    "DRIVER_APP_EMPTY": "", "EMPTY": "", "DRIVER_APP_HALF": "", "HALF": "Medio",
    "+1 555 010 0199": "LEAKED",
  ]

  private static let requests = [
    ResolutionRequest(key: "ORDERS", fallback: "Orders"),
    ResolutionRequest(key: "LOGIN"),
    ResolutionRequest(key: "HALF", fallback: "Half"),
    ResolutionRequest(key: "EMPTY", fallback: "Empty"),
    ResolutionRequest(key: "MISSING", fallback: "Missing"),
    ResolutionRequest(key: "MISSING_TOO"),
    ResolutionRequest(key: "NO_FALLBACK", fallback: ""),
    ResolutionRequest(key: "+1 555 010 0199", fallback: "X"),
    ResolutionRequest(key: "Leave it at the door please"),
    ResolutionRequest(key: "ORDERS", fallback: "Orders"),
  ]

  private func started(faults: Set<ProviderFault>) async -> LanguageProvider {
    let harness = Harness(
      records: [Fixture.namespace: Fixture.spanish],
      settings: ProviderSettings(keyCategories: ["MISSING": "warning"]), faults: faults)
    await harness.provider.start()
    await harness.service.completeNext(.dictionary, with: .dictionary(Self.dictionary))
    await harness.provider.waitForResults(2)
    return harness.provider
  }

  @Test(
    "same resolutions, counters and missing-translation records as resolving one by one",
    arguments: [
      [], [ProviderFault.prefixSkipped], [.prefixOrderSwapped], [.emptyStringCountedAsTranslation],
      [.fallbackIgnored], [.nonKeyLookedUp],
    ] as [Set<ProviderFault>])
  func matchesOneByOne(faults: Set<ProviderFault>) async {
    let single = await started(faults: faults)
    let batch = await started(faults: faults)
    var expected: [Resolution] = []
    for request in Self.requests {
      expected.append(await single.resolve(request.key, fallback: request.fallback))
    }
    #expect(await batch.resolveAll(Self.requests) == expected)
    let singleDiagnostics = await single.diagnostics()
    let batchDiagnostics = await batch.diagnostics()
    #expect(batchDiagnostics.resolutions == singleDiagnostics.resolutions)
    #expect(batchDiagnostics.misuse == singleDiagnostics.misuse)
    #expect(batchDiagnostics.missingTranslations == singleDiagnostics.missingTranslations)
  }

  @Test("the tiers of the batch: prefixed, original, fallback, key text, not a key")
  func tiers() async {
    let provider = await started(faults: [])
    let tiers = await provider.resolveAll(Self.requests).map(\.tier)
    #expect(
      tiers == [
        .prefixed, .original, .original, .fallback, .fallback, .keyText, .keyText, .notAKey,
        .notAKey, .prefixed,
      ])
    #expect(await provider.resolveAll([]) == [])
  }
}
