import LanguageProvider
import Verification

/// "Translation resolution" tables: a dictionary, a key and a fallback → the text shown and the
/// resolution tier (Driver-prefixed key, original key, fallback, key text, not a key).
///
/// Each row starts a provider with the row's `Language` stored (default `es`), answers its
/// dictionary request with the row's `Dictionary`, then resolves `Key` with `Fallback`.
enum TranslationResolutionFixture {
  static func make(faults: Set<ProviderFault>) -> TableFixture {
    TableFixture(
      "Translation resolution",
      columns: [
        .input(
          "Dictionary", .custom("dictionary entries", validate: DictionaryCell.problem),
          required: true,
          help: "KEY = text; KEY = text, or — (empty), error (error envelope), throws"),
        .input("Key", required: true, help: "what the screen asks to translate"),
        .input("Fallback", help: "the caller's fallback copy; — or blank for none"),
        .input("Language", ExampleColumnTypes.language, help: "the stored language (default es)"),
        .result("Shown text", help: "the text the screen renders"),
        .result("Tier", ExampleColumnTypes.tier, help: "which step produced the text"),
        .result(
          "Readiness", ExampleColumnTypes.readiness, help: "whether translation is complete"),
        .result(
          "Missing reported", .flag, help: "whether diagnostics list the key as missing"),
        .result(
          "Misuse", ExampleColumnTypes.misuse,
          help: "the non-key category counted in diagnostics, or —"),
        .result("Error", help: "the provider's recorded error (stage: kind), or —"),
      ]
    ) { row in
      try await run(row, faults: faults)
    }
  }

  static func run(_ row: FixtureRow, faults: Set<ProviderFault>) async throws -> FixtureResult {
    let dictionary = try DictionaryCell.parse(row.markdown("Dictionary") ?? "").get()
    let language = ExampleLanguages.record(row.text("Language") ?? "es")
    let store = ExampleSession.makeStore(stored: language, for: .primary, faults: faults)
    let session = ExampleSession(
      namespace: .primary, store: store, policy: .serverDefault, faults: faults)
    await session.start()
    switch dictionary {
    case .entries(let entries):
      try await session.answerDictionary(.success, late: false, entries: entries)
    case .errorEnvelope: try await session.answerDictionary(.error, late: false)
    case .thrown: try await session.answerDictionary(.throwing, late: false)
    }
    let key = row.text("Key") ?? ""
    let state = await session.snapshot.state
    let resolution = await session.resolve(key, fallback: row.text("Fallback"))
    let diagnostics = await session.diagnostics()
    var result = FixtureResult()
    result["Shown text"] = .text(resolution.text)
    result["Tier"] = .text(resolution.tier.rawValue)
    result["Readiness"] = .text(state.readiness.rawValue)
    result["Missing reported"] = .flag(diagnostics.missingTranslations.contains { $0.key == key })
    let misuse = diagnostics.misuse.filter { $0.value > 0 }.keys.sorted()
    result["Misuse"] = misuse.isEmpty ? .nothing : .text(misuse.joined(separator: ", "))
    result["Error"] = .optional(state.error?.description)
    return result
  }
}
