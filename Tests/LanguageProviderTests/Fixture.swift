import Foundation
import LanguageProvider

/// Synthetic ids, languages and dictionaries shared by the tests (never live data).
enum Fixture {
  static let project = "project-7f3a91c2"
  static let account = "account-5521"
  static let token = "tok_SECRET_9c8b7a"
  static let namespace = LanguageNamespace(project: project, account: account)
  static let otherAccount = LanguageNamespace(project: project, account: "account-9090")
  static let otherProject = LanguageNamespace(project: "project-0bd4e6aa", account: account)

  static let english = LanguageRecord(id: "1", code: "en", rtl: false, name: "English")
  static let spanish = LanguageRecord(id: "2", code: "es", rtl: false, name: "Español")
  static let arabic = LanguageRecord(id: "3", code: "ar", rtl: true, name: "Arabic")
  static let french = LanguageRecord(id: "4", code: "fr", rtl: false, name: "Français")

  static let languages: [ServiceLanguage] = [
    ServiceLanguage(record: english, isDefault: true, isEnabled: true),
    ServiceLanguage(record: spanish, isDefault: false, isEnabled: true),
    ServiceLanguage(record: arabic, isDefault: false, isEnabled: true),
    ServiceLanguage(record: french, isDefault: false, isEnabled: false),
  ]

  static let englishDictionary = [
    "DRIVER_APP_ORDERS": "Orders", "ORDERS": "Orders (generic)", "LOGIN": "Log in",
    "EMPTY_LABEL": "",
  ]
  static let spanishDictionary = [
    "DRIVER_APP_ORDERS": "Pedidos", "ORDERS": "Pedidos (genérico)", "LOGIN": "Iniciar sesión",
    "EMPTY_LABEL": "",
  ]
  static let arabicDictionary = [
    "DRIVER_APP_ORDERS": "الطلبات", "ORDERS": "طلبات", "LOGIN": "تسجيل الدخول", "EMPTY_LABEL": "",
  ]
  static let frenchDictionary = ["DRIVER_APP_ORDERS": "Commandes", "LOGIN": "Connexion"]

  static func dictionary(for code: String) -> [String: String] {
    switch code {
    case "en": return englishDictionary
    case "es": return spanishDictionary
    case "ar": return arabicDictionary
    case "fr": return frenchDictionary
    default: return [:]
    }
  }
}

/// A provider wired to a scripted store and a scripted service.
struct Harness {
  let store: ScriptedLanguageStore
  let service: ScriptedTranslationService
  let provider: LanguageProvider

  init(
    records: [LanguageNamespace: LanguageRecord] = [:],
    settings: ProviderSettings = ProviderSettings(), faults: Set<ProviderFault> = [],
    namespace: LanguageNamespace = Fixture.namespace
  ) {
    store = ScriptedLanguageStore(records: records, faults: faults)
    service = ScriptedTranslationService()
    provider = LanguageProvider(
      namespace: namespace, store: store, service: service, settings: settings, faults: faults)
  }

  /// Starts with `record` stored and answers its dictionary request; returns when settled.
  static func started(
    with record: LanguageRecord = Fixture.spanish, faults: Set<ProviderFault> = [],
    settings: ProviderSettings = ProviderSettings()
  ) async -> Harness {
    let harness = Harness(records: [Fixture.namespace: record], settings: settings, faults: faults)
    await harness.provider.start()
    let request = await harness.service.nextRequest(.dictionary)
    await harness.service.complete(
      request, with: .dictionary(Fixture.dictionary(for: request.code)))
    await harness.provider.waitForResults(2)
    return harness
  }

  /// Selects a language and answers the persist (immediately) and its dictionary request.
  func selectAndSettle(_ record: LanguageRecord) async {
    let before = await provider.snapshot.results.received
    await provider.select(record)
    let request = await service.nextRequest(.dictionary)
    await service.complete(request, with: .dictionary(Fixture.dictionary(for: request.code)))
    await provider.waitForResults(before + 2)
  }
}
