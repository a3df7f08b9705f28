import LanguageProvider

/// The synthetic languages and dictionaries the example tables are written against. Never live
/// data: codes, names and translations are fixed here so a table row means the same thing on
/// every run. The service lists Spanish first and marks English as the default, so "the first
/// entry" and "the default" differ; `es-MX` shares the code `es` with another id; `ckb` is
/// right-to-left by its metadata alone.
enum ExampleLanguages {
  /// Every language a table may name, with the name tables use.
  static let named: [(name: String, record: LanguageRecord)] = [
    ("es", LanguageRecord(id: "2", code: "es", rtl: false, name: "Español")),
    ("en", LanguageRecord(id: "1", code: "en", rtl: false, name: "English")),
    ("ar", LanguageRecord(id: "3", code: "ar", rtl: true, name: "العربية")),
    ("fr", LanguageRecord(id: "4", code: "fr", rtl: false, name: "Français")),
    ("he", LanguageRecord(id: "5", code: "he", rtl: true, name: "עברית")),
    ("es-MX", LanguageRecord(id: "7", code: "es", rtl: false, name: "Español (México)")),
    // Central Kurdish: right-to-left by its metadata, with a code no short list of
    // right-to-left codes (ar, he, fa, ur) holds.
    ("ckb", LanguageRecord(id: "8", code: "ckb", rtl: true, name: "کوردی")),
  ]

  /// The names, in the order writers see them in messages.
  static let codes = named.map(\.name)

  /// The service's language list: English is the project's default.
  static let serviceList = named.map {
    ServiceLanguage(record: $0.record, isDefault: $0.name == "en")
  }

  /// The record a table name stands for.
  static func record(_ name: String) -> LanguageRecord? {
    named.first { $0.name.lowercased() == name.lowercased() }?.record
  }

  /// The list entry a table name stands for.
  static func listed(_ name: String) -> ServiceLanguage? {
    serviceList.first { $0.record == record(name) }
  }

  /// What the service answers for a dictionary request in each code.
  static let dictionaries: [String: [String: String]] = [
    "en": ["DRIVER_APP_ORDERS": "Orders list", "LOGIN": "Sign in"],
    "es": [
      "DRIVER_APP_ORDERS": "Pedidos", "ORDERS": "Pedidos (genérico)", "LOGIN": "Iniciar sesión",
    ],
    "fr": ["DRIVER_APP_ORDERS": "Commandes", "LOGIN": "Connexion"],
    "ar": ["DRIVER_APP_ORDERS": "الطلبات", "LOGIN": "تسجيل الدخول"],
    "he": ["DRIVER_APP_ORDERS": "הזמנות", "LOGIN": "התחברות"],
    "ckb": ["DRIVER_APP_ORDERS": "داواکارییەکان", "LOGIN": "چوونەژوورەوە"],
  ]

  /// How a table shows a record: its table name (found by id), with ` (RTL)` when flagged.
  static func describe(_ record: LanguageRecord?) -> String? {
    guard let record else { return nil }
    let name = named.first { $0.record.id == record.id }?.name ?? record.code
    return name + (record.rtl ? " (RTL)" : "")
  }
}
