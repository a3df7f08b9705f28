import LanguageProvider
import Testing

@Suite("Key classifier")
struct KeyClassifierTests {
  @Test("product keys are keys", arguments: ["LOGIN", "ORDER_DETAILS", "DRIVER_APP_ORDERS", "A1"])
  func keys(_ text: String) {
    #expect(KeyClassifier.isKey(text))
    #expect(KeyClassifier.nonKeyCategory(of: text) == nil)
  }

  @Test(
    "operational values are classified, never keys",
    arguments: [
      ("+1 (555) 010-0199", NonKeyCategory.phoneNumber), ("5550100199", .phoneNumber),
      ("40.7128,-74.0060", .coordinates), ("-33.86, 151.21", .coordinates),
      ("$12.50", .orderValue), ("#1042", .orderValue), ("12,50", .orderValue),
      ("221B Baker Street, London", .address), ("please ring the bell", .freeText),
      ("", .empty), ("   ", .empty), ("order-4411", .other), ("Login", .other),
    ])
  func nonKeys(_ text: String, _ category: NonKeyCategory) {
    #expect(!KeyClassifier.isKey(text))
    #expect(KeyClassifier.nonKeyCategory(of: text) == category)
  }
}
