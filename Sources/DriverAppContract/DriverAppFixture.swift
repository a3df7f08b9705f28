import LanguageProvider

/// Synthetic ids, languages and dictionaries the checks drive the provider with. Never live
/// data: the ids are distinctive so a check can prove they never reach diagnostics.
enum DriverAppFixture {
  static let project = "synthetic-project-7f3a91c2"
  static let account = "synthetic-account-5521"
  static let otherAccount = "synthetic-account-9090"
  static let otherProject = "synthetic-project-0bd4e6aa"
  static let token = "synthetic-token-CANARY-4d2f"

  static let namespace = LanguageNamespace(project: project, account: account)

  static let english = LanguageRecord(id: "1", code: "en", rtl: false, name: "English")
  static let spanish = LanguageRecord(id: "2", code: "es", rtl: false, name: "Español")
  static let arabic = LanguageRecord(id: "3", code: "ar", rtl: true, name: "العربية")
  static let french = LanguageRecord(id: "4", code: "fr", rtl: false, name: "Français")
  static let hebrew = LanguageRecord(id: "5", code: "he", rtl: true, name: "עברית")
  static let german = LanguageRecord(id: "6", code: "de", rtl: false, name: "Deutsch")

  static let languages: [ServiceLanguage] = [
    ServiceLanguage(record: english, isDefault: true, isEnabled: true),
    ServiceLanguage(record: spanish, isDefault: false, isEnabled: true),
    ServiceLanguage(record: arabic, isDefault: false, isEnabled: true),
    ServiceLanguage(record: french, isDefault: false, isEnabled: true),
    ServiceLanguage(record: hebrew, isDefault: false, isEnabled: true),
    ServiceLanguage(record: german, isDefault: false, isEnabled: false),
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
  static let englishDictionary = ["DRIVER_APP_ORDERS": "Orders", "LOGIN": "Log in"]

  /// Values that must never be looked up as keys, by the category the contract names.
  static let operationalValues: [(category: NonKeyCategory, value: String)] = [
    (.phoneNumber, "+1 (555) 010-0199"),
    (.coordinates, "40.7128,-74.0060"),
    (.orderValue, "#1048576"),
    (.address, "221 Baker Street 4B"),
    (.freeText, "please leave it at the door"),
  ]
}
