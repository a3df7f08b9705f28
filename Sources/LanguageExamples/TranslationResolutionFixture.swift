import LanguageProvider
import ProviderProtocol
import Verification

/// "Translation resolution" tables: a dictionary, a key and a fallback → the text shown, the
/// tier it came from and readiness.
///
/// Each row stores the row's `Language` (default `es`) by selecting it, mounts the provider,
/// answers its dictionary request with the row's `Dictionary`, then asks `t(Key, Fallback)`.
/// The tier is inferred from the served dictionary and the text; readiness from what the
/// provider shows.
enum TranslationResolutionFixture {
  static func make(launcher: ProviderLauncher, settleTimeout: Double) -> TableFixture {
    TableFixture(
      "Translation resolution",
      columns: [
        .input(
          "Dictionary", .custom("dictionary entries", validate: DictionaryCell.problem),
          required: true,
          help:
            "what the service answers: KEY = text; KEY = text (a value — is the empty string), — for an empty map, error for its error envelope, throws for a transport failure",
          example: "DRIVER_APP_ORDERS = Pedidos; ORDERS = Pedidos (genérico)"),
        .input("Key", required: true, help: "what the screen asks to translate", example: "ORDERS"),
        .input(
          "Fallback", help: "the caller's fallback copy; — for none, \"\" for the empty string",
          default: "none",
          example: "Orders"),
        .input(
          "Language", ExampleColumnTypes.language, help: "the stored language", default: "es"),
        .result("Shown text", help: "the text the screen renders", example: "Pedidos"),
        .result(
          "Tier", ExampleColumnTypes.tier,
          help: "where the text came from, inferred from the served dictionary",
          example: "prefixed"),
        .result(
          "Readiness", ExampleColumnTypes.readiness, help: "whether translation is complete",
          example: "complete"),
        .result("Error shown", .flag, help: "whether the provider exposes an error"),
      ],
      summary:
        "stores the row's language, mounts the provider, answers its dictionary request with the row's dictionary, then translates the key with the fallback"
    ) { row in
      try await ExampleSession.run(launcher, settleTimeout: settleTimeout) { example in
        try await run(row, example)
      }
    }
  }

  static func run(_ row: FixtureRow, _ example: ExampleSession) async throws -> FixtureResult {
    let dictionary = try DictionaryCell.parse(row.markdown("Dictionary") ?? "").get()
    try await example.seed(row.text("Language") ?? "es", for: .primary)
    try await example.start()
    switch dictionary {
    case .entries(let entries):
      try await example.answerDictionary(.success, late: false, entries: entries)
    case .errorEnvelope: try await example.answerDictionary(.error, late: false)
    case .thrown: try await example.answerDictionary(.throwing, late: false)
    }
    let session = example.session
    let fallback = row.text("Fallback").map { $0 == "\"\"" ? "" : $0 }
    let resolution = try await session.resolve(row.text("Key") ?? "", fallback: fallback)
    var result = FixtureResult()
    result["Shown text"] = .text(resolution.text)
    result["Tier"] = .text(resolution.tier?.rawValue ?? resolution.origin ?? "unknown source")
    result["Readiness"] = .text(try await session.readiness().rawValue)
    result["Error shown"] = .flag(try await session.view().error != nil)
    return result
  }
}
