import LanguageProvider

/// The synthetic languages and dictionaries the example tables are written against. Never live
/// data: codes, names and translations are fixed here so a table row means the same thing on
/// every run.
enum ExampleLanguages {
  /// Every language a table may name, by code.
  static let records: [LanguageRecord] = [
    LanguageRecord(id: "1", code: "en", rtl: false, name: "English"),
    LanguageRecord(id: "2", code: "es", rtl: false, name: "Español"),
    LanguageRecord(id: "3", code: "ar", rtl: true, name: "العربية"),
    LanguageRecord(id: "4", code: "fr", rtl: false, name: "Français"),
    LanguageRecord(id: "5", code: "he", rtl: true, name: "עברית"),
  ]

  /// The codes, in the order writers see them in messages.
  static let codes = records.map(\.code)

  /// The service's language list: English is the project's default.
  static let serviceList = records.map { ServiceLanguage(record: $0, isDefault: $0.code == "en") }

  /// The record for a code, if a table may name it.
  static func record(_ code: String) -> LanguageRecord? {
    records.first { $0.code == code.lowercased() }
  }

  /// What the service answers for a dictionary request in each language.
  static func dictionary(for code: String) -> [String: String] {
    switch code {
    case "en": ["DRIVER_APP_ORDERS": "Orders", "LOGIN": "Log in"]
    case "es":
      ["DRIVER_APP_ORDERS": "Pedidos", "ORDERS": "Pedidos (genérico)", "LOGIN": "Iniciar sesión"]
    case "fr": ["DRIVER_APP_ORDERS": "Commandes", "LOGIN": "Connexion"]
    case "ar": ["DRIVER_APP_ORDERS": "الطلبات", "LOGIN": "تسجيل الدخول"]
    case "he": ["DRIVER_APP_ORDERS": "הזמנות", "LOGIN": "התחברות"]
    default: [:]
    }
  }

  /// How a table shows a record: its code, with ` (RTL)` when the flag is set.
  static func describe(_ record: LanguageRecord?) -> String? {
    record.map { $0.code + ($0.rtl ? " (RTL)" : "") }
  }
}
