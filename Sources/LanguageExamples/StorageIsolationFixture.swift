import LanguageProvider
import ProviderProtocol
import Verification

/// "Storage isolation" tables: languages selected (or entries damaged) in some project/account
/// pairs → what a new session in one pair restores, and where it ends up.
///
/// Each write `p1/a1 = ar` runs a provider session in that pair that selects the language (so
/// it is persisted by the provider under its own key, not planted in the store); `p1/a1 =
/// corrupt`, `= unreadable` or `= emptied` damages the pair's stored entry (``StoredDamage``).
/// Then a new session mounts in `Restore as`; what it shows before any service request is
/// answered is what it restored, and then every request it sends is answered.
enum StorageIsolationFixture {
  /// One write of a `Writes` cell.
  struct Write: Sendable, Hashable {
    var namespace: ExampleNamespace
    /// A language, or a ``StoredDamage`` word.
    var value: String
  }

  static func parseWrites(_ markdown: String) -> Result<[Write], ExampleError> {
    var writes: [Write] = []
    let cell = CellText(markdown: markdown)
    if !cell.isLiteral, cell.text == CellExpectation.nothingMarker { return .success([]) }
    for piece in cell.split(separator: ";") where !piece.isBlank {
      guard let (pair, value) = piece.splitOnce(separator: "=") else {
        return .failure(ExampleError("'\(piece.text)' is not project/account = code"))
      }
      let namespace: ExampleNamespace
      switch ExampleNamespace.parse(pair.text) {
      case .success(let parsed): namespace = parsed
      case .failure(let error): return .failure(error)
      }
      let lowered = value.text.lowercased()
      let damage = StoredDamage(rawValue: lowered) != nil
      let word = damage ? lowered : ExampleLanguages.codes.first { $0.lowercased() == lowered }
      guard let word else {
        return .failure(
          ExampleError(
            "'\(value.text)' is not a language (\(ExampleLanguages.codes.joined(separator: ", "))) or a damage (\(StoredDamage.words.joined(separator: ", ")))"
          ))
      }
      writes.append(Write(namespace: namespace, value: word))
    }
    return .success(writes)
  }

  static func make(launcher: ProviderLauncher, settleTimeout: Double) -> TableFixture {
    TableFixture(
      "Storage isolation",
      columns: [
        .input(
          "Writes",
          .custom("writes") { markdown in
            if case .failure(let error) = parseWrites(markdown) { return error.description }
            return nil
          }, required: true,
          help:
            "a session per write selecting the language in that project/account pair (p1/a1 = ar; p1/a2 = fr); = corrupt, = unreadable or = emptied (replaced by {}) damages the pair's entry; — for none",
          example: "p1/a1 = fr; p1/a2 = ar"),
        .input(
          "Restore as", ExampleColumnTypes.namespace, required: true,
          help: "the pair a new session mounts in", example: "p1/a2"),
        .input(
          "Default policy", ExampleColumnTypes.policy,
          help: "the language chosen when nothing usable is stored",
          default: "server"),
        .result(
          "Restores", help: "the language shown right after mounting, or —", example: "ar (RTL)"),
        .result(
          "Selection", help: "the language once every request is answered", example: "ar (RTL)"),
        .result("RTL", .flag, help: "whether the selection is right to left", example: "yes"),
        .result("Loading", .flag, help: "whether the provider still shows loading", example: "no"),
        .result("Readiness", ExampleColumnTypes.readiness, help: "whether translation is complete"),
        .result("Store holds", help: "the record under the restoring pair's key"),
      ],
      summary:
        "runs a provider session per write, then mounts a new session in the restoring pair and answers every request it sends"
    ) { row in
      try await ExampleSession.run(launcher, settleTimeout: settleTimeout) { example in
        try await run(row, example)
      }
    }
  }

  static func run(_ row: FixtureRow, _ example: ExampleSession) async throws -> FixtureResult {
    let writes = try parseWrites(row.markdown("Writes") ?? "").get()
    let target = try ExampleNamespace.parse(row.text("Restore as") ?? "").get()
    await example.setPolicy(try DefaultPolicyCell.parse(row.markdown("Default policy")).get())
    for write in writes {
      if let damage = StoredDamage(rawValue: write.value) {
        try await example.damage(write.namespace, damage)
      } else {
        try await example.seed(write.value, for: write.namespace)
      }
    }
    try await example.switchNamespace(to: target)
    let session = example.session
    var result = FixtureResult()
    result["Restores"] = .optional(ExampleLanguages.describe(try await session.view().language))
    try await example.answerEverything()
    let view = try await session.view()
    result["Selection"] = .optional(ExampleLanguages.describe(view.language))
    result["RTL"] = .flag(view.language?.rtl ?? false)
    result["Loading"] = .flag(view.loading)
    result["Readiness"] = .text(try await session.readiness().rawValue)
    result["Store holds"] = await example.storeHolds()
    return result
  }
}
