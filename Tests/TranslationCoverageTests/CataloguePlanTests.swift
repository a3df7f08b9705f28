import LanguageProvider
import Testing

@testable import TranslationCoverage

@Suite("Catalogue plan: dictionary keys to rows")
struct CataloguePlanTests {
  /// What `row(forDictionaryKey:)` answered before prefixed keys had their own index: strip the
  /// prefix's bytes (the index rounds down to a character boundary) and look the rest up.
  /// Every key finds the row (and prefixed flag) the reference lookup finds.
  static func expectReferenceRows(_ plan: CataloguePlan, _ dictionaryKeys: [String]) {
    for key in dictionaryKeys {
      let found = plan.row(forDictionaryKey: key)
      let expected = reference(plan, key)
      #expect(
        found?.row == expected?.0 && found?.prefixed == expected?.1, "\(key.debugDescription)")
    }
  }

  private static func reference(_ plan: CataloguePlan, _ key: String) -> (Int, Bool)? {
    if let row = plan.rows[key] { return (row, false) }
    guard !plan.keyPrefix.isEmpty, key.utf8.starts(with: plan.keyPrefix.utf8) else {
      return nil
    }
    let start = key.utf8.index(key.utf8.startIndex, offsetBy: plan.keyPrefix.utf8.count)
    return plan.rows[String(key[start...])].map { ($0, true) }
  }

  @Test(
    "prefixed, original, unused and edge-case keys map as stripping the prefix does",
    arguments: ["DRIVER_APP_", "P\r", "É_", ""])
  func sameRows(prefix: String) {
    let keys = [
      "ORDERS_TITLE", "\u{301}X", "_\u{301}X", "\nA", "A", "DRIVER_APP_ORDERS_TITLE", "Caf\u{E9}",
    ]
    let catalogue = KeyCatalogue(entries: keys.map { CatalogueEntry(key: $0, fallback: "x") })
    let plan = CataloguePlan(catalogue: catalogue, rules: CategoryRules([]), keyPrefix: prefix)
    var dictionaryKeys = keys + ["", "OTHER", "Cafe\u{301}"]
    for key in keys + ["", "OTHER", "Cafe\u{301}", "ORDERS"] {
      dictionaryKeys.append(prefix + key)
      dictionaryKeys.append("DRIVER_APP_" + key)
    }
    Self.expectReferenceRows(plan, dictionaryKeys)
  }

  @Test(
    "with ASCII keys the byte index answers as stripping the prefix does",
    arguments: ["DRIVER_APP_", "P\r", "A", "É_", ""])
  func byteIndexSameRows(prefix: String) {
    let keys = [
      "ORDERS_TITLE", "\nA", "A", "AA", "DRIVER_APP_ORDERS_TITLE", "K", "X;", "",
      "A_VERY_LONG_KEY_NAME_THAT_SPANS_WORDS",
    ]
    let catalogue = KeyCatalogue(entries: keys.map { CatalogueEntry(key: $0, fallback: "x") })
    let plan = CataloguePlan(catalogue: catalogue, rules: CategoryRules([]), keyPrefix: prefix)
    #expect((plan.keyIndex != nil) == (prefix != "P\r" && prefix != "É_"))
    // The Kelvin sign and the Greek question mark are canonically `K` and `;`.
    var dictionaryKeys = keys + ["OTHER", "\u{212A}", "X\u{37E}", "ORDERS_TITL", "AAA"]
    for key in keys + ["OTHER", "\u{212A}", "X\u{37E}", "ORDERS"] {
      dictionaryKeys.append(prefix + key)
      dictionaryKeys.append("DRIVER_APP_" + key)
      dictionaryKeys.append("A" + key)
    }
    Self.expectReferenceRows(plan, dictionaryKeys)
  }
}
