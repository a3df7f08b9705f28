import Foundation
import JSON
import Testing

@testable import TranslationCoverage

@Suite("Coverage settings: strict decoding")
struct CoverageSettingsTests {
  private func decode(_ json: String) throws(JSONFileError) -> CoverageSettings {
    try StrictJSON.decode(CoverageSettings.self, from: Data(json.utf8), file: "settings.json")
  }

  private func message(_ json: String) -> String? {
    do {
      _ = try decode(json)
      return nil
    } catch {
      return error.description
    }
  }

  @Test("{} gives every default")
  func defaults() throws {
    let settings = try decode("{}")
    #expect(settings == CoverageSettings())
    #expect(settings.keyPrefix == "DRIVER_APP_")
    #expect(settings.functionNames == ["t"])
    #expect(settings.catalogue == "translations/catalogue.json")
    #expect(settings.categoryRules == .conventional)
    #expect(settings.gates.gate(for: "xx") == LocaleGate())
    #expect(settings.gates.catalogue == CatalogueGate())
    #expect(settings.service == nil)
  }

  @Test("every field is read")
  func everyField() throws {
    let settings = try decode(
      """
      {"keyPrefix": "APP_", "functionNames": ["t", "i18n.t"], "sourceLocale": "en",
       "locales": ["en", "ar"], "catalogue": "c.json", "languages": "l.json",
       "dictionaries": "d", "categoryRules": [{"pattern": "*_BTN", "category": "control"}],
       "gates": {"catalogue": {"maximumCriticalWithoutFallback": 1, "maximumCopyFindings": 2},
                 "default": {"minimumCoveragePercent": 80, "maximumKeyText": 3,
                             "maximumCriticalWithoutFallback": 0, "allowFallbackOnly": false},
                 "locales": {"ar": {"minimumCoveragePercent": 50.5}}},
       "service": {"baseURL": "https://api.example.com", "project": "demo",
                   "apiVersion": "v401", "timeoutSeconds": 5}}
      """)
    #expect(settings.keyPrefix == "APP_")
    #expect(settings.functionNames == ["t", "i18n.t"])
    #expect(settings.locales == ["en", "ar"])
    #expect(settings.categoryRules.category(for: "OK_BTN") == .control)
    #expect(
      settings.gates.catalogue
        == CatalogueGate(maximumCriticalWithoutFallback: 1, maximumCopyFindings: 2))
    #expect(
      settings.gates.gate(for: "ar")
        == LocaleGate(
          minimumCoveragePercent: 50.5, maximumKeyText: 3, maximumCriticalWithoutFallback: 0,
          allowFallbackOnly: false))
    #expect(settings.service?.baseURL.absoluteString == "https://api.example.com")
    #expect(settings.service?.apiVersion == "v401")
    #expect(
      settings.service?.httpSettings(environment: ["ORDERING_API_KEY": "k"]).credentials
        == .apiKey("k"))
  }

  @Test(
    "errors name the file, line, column and field",
    arguments: [
      (
        "{\n  \"keyPrefix\": 5\n}",
        "settings.json:2:16: \"keyPrefix\" must be a string"
      ),
      (
        "{\"gates\": {\"default\": {\"minimumCoverage\": 90}}}",
        "settings.json:1:43: unknown field \"gates.default.minimumCoverage\" (expected one of: "
          + "allowFallbackOnly, maximumCriticalWithoutFallback, maximumKeyText, "
          + "minimumCoveragePercent)"
      ),
      (
        "{\"gates\": {\"default\": {\"minimumCoveragePercent\": \"90\"}}}",
        "settings.json:1:50: \"gates.default.minimumCoveragePercent\" must be a number"
      ),
      (
        "{\"gates\": {\"default\": {\"minimumCoveragePercent\": 120}}}",
        "settings.json:1:50: \"gates.default.minimumCoveragePercent\": must be between 0 and 100"
      ),
      (
        "{\"locales\": [\"en\"], \"gates\": {\"locales\": {\"xx\": {}}}}",
        "settings.json:1:49: \"gates.locales.xx\": \"xx\" is not one of \"locales\""
      ),
      (
        "{\"locales\": [\"en\"], \"sourceLocale\": \"es\"}",
        "settings.json:1:37: \"sourceLocale\": \"es\" is not one of \"locales\""
      ),
      (
        "{\"service\": {\"baseURL\": \"https://x.example\"}}",
        "settings.json:1:13: missing field \"service.project\""
      ),
      (
        "{\"service\": {\"baseURL\": \"ftp://x\", \"project\": \"p\"}}",
        "settings.json:1:25: \"service.baseURL\": must be an http or https URL"
      ),
      (
        "{\"categoryRules\": [{\"pattern\": \"*_X\", \"category\": \"control\", \"critical\": true}]}",
        "settings.json:1:74: unknown field \"categoryRules[0].critical\" (expected one of: "
          + "category, pattern)"
      ),
      (
        "{\"functionNames\": []}",
        "settings.json:1:19: \"functionNames\": must list at least one non-empty name"
      ),
      ("{\"gates\": []}", "settings.json:1:11: \"gates\" must be an object"),
      ("{\"keyPrefix\": }", "settings.json:1:15: malformed JSON: expected a value, found '}'"),
    ])
  func errors(json: String, expected: String) {
    #expect(message(json) == expected)
  }
}
