import LanguageProvider

/// Synthetic ids, languages and dictionaries the checks drive the provider with. Never live
/// data: the ids are distinctive so a check can prove they never reach a log. The data is
/// shaped to tell a rule from its look-alikes: the default language is not first in the list,
/// two languages share a code (compare ids, not codes), and an operational value is made of
/// digits only.
enum DriverAppFixture {
  static let project = "synthetic-project-7f3a91c2"
  static let account = "synthetic-account-5521"
  static let otherAccount = "synthetic-account-9090"
  static let otherProject = "synthetic-project-0bd4e6aa"
  static let token = "synthetic-token-CANARY-4d2f"

  static let namespace = LanguageNamespace(project: project, account: account)
  static let otherAccountNamespace = LanguageNamespace(project: project, account: otherAccount)
  static let otherProjectNamespace = LanguageNamespace(project: otherProject, account: account)

  static let english = LanguageRecord(id: "1", code: "en", rtl: false, name: "English")
  static let spanish = LanguageRecord(id: "2", code: "es", rtl: false, name: "Español")
  static let arabic = LanguageRecord(id: "3", code: "ar", rtl: true, name: "العربية")
  static let french = LanguageRecord(id: "4", code: "fr", rtl: false, name: "Français")
  static let hebrew = LanguageRecord(id: "5", code: "he", rtl: true, name: "עברית")
  static let german = LanguageRecord(id: "6", code: "de", rtl: false, name: "Deutsch")
  /// A second Spanish: same code as ``spanish``, another id.
  static let mexicanSpanish = LanguageRecord(
    id: "7", code: "es", rtl: false, name: "Español (México)")

  static func listed(_ record: LanguageRecord) -> ServiceLanguage {
    languages.first { $0.record.id == record.id }!
  }

  /// The project's list: the default (en) is second, de is disabled.
  static let languages: [ServiceLanguage] = [
    ServiceLanguage(record: spanish, isDefault: false, isEnabled: true),
    ServiceLanguage(record: english, isDefault: true, isEnabled: true),
    ServiceLanguage(record: arabic, isDefault: false, isEnabled: true),
    ServiceLanguage(record: french, isDefault: false, isEnabled: true),
    ServiceLanguage(record: hebrew, isDefault: false, isEnabled: true),
    ServiceLanguage(record: german, isDefault: false, isEnabled: false),
    ServiceLanguage(record: mexicanSpanish, isDefault: false, isEnabled: true),
  ]

  static let spanishDictionary = [
    "DRIVER_APP_ORDERS": "Pedidos", "ORDERS": "Pedidos (genérico)", "LOGIN": "Iniciar sesión",
    "EMPTY_LABEL": "",
  ]
  static let spanishDictionaryRevised = [
    "DRIVER_APP_ORDERS": "Pedidos", "ORDERS": "Pedidos (genérico)", "LOGIN": "Entrar",
    "EMPTY_LABEL": "",
  ]
  static let frenchDictionary = ["DRIVER_APP_ORDERS": "Commandes", "LOGIN": "Connexion"]
  static let arabicDictionary = ["DRIVER_APP_ORDERS": "الطلبات", "LOGIN": "تسجيل الدخول"]
  static let hebrewDictionary = ["DRIVER_APP_ORDERS": "הזמנות", "LOGIN": "התחברות"]
  static let englishDictionary = ["DRIVER_APP_ORDERS": "Orders list", "LOGIN": "Sign in"]

  /// What ``ProviderSession/answerEverything()`` serves for each code.
  static let dictionaries: [String: [String: String]] = [
    "en": englishDictionary, "es": spanishDictionary, "fr": frenchDictionary,
    "ar": arabicDictionary, "he": hebrewDictionary,
  ]

  /// Values that must never be looked up as keys, by the category the contract names.
  ///
  /// Besides one value of each category, values that come close to a key's shape: uppercase
  /// references joined by a hyphen, space, slash, dot or colon, a non-ASCII capital, a leading
  /// digit, an e-mail address, a URL, a date, a time and a UUID. A classifier that admits any
  /// of those characters into a key looks one of them up.
  static let operationalValues: [(category: NonKeyCategory, value: String)] = [
    (.phoneNumber, "+1 (555) 010-0199"),
    (.coordinates, "40.7128,-74.0060"),
    (.orderValue, "#1048576"),
    (.other, "1048577"),
    (.address, "221 Baker Street 4B"),
    (.freeText, "please leave it at the door"),
    (.other, "ORD-1048"),
    (.freeText, "GATE 4"),
    (.other, "DOCK/7"),
    (.other, "BAY.12"),
    (.other, "SHIFT:A"),
    (.other, "ÉTAGE_2"),
    (.other, "12B"),
    (.other, "DRIVER@EXAMPLE.COM"),
    (.other, "HTTPS://EXAMPLE.COM/O/1048"),
    (.other, "2026-12-03"),
    (.other, "14:30"),
    (.other, "3F2504E0-4F89-11D3-9A0C-0305E82C3301"),
  ]

  /// Operational values with no dictionary entry; the check expects them verbatim too, not
  /// replaced by a fallback copy.
  static let unlistedOperationalValues = [
    "+1 (555) 010-0123", "55.7558,37.6173", "99 Rue de Rivoli 2A", "2048", "ORD-2048",
  ]
}
