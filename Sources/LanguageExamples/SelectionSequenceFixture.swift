import LanguageProvider
import ProviderProtocol
import Verification

/// "Selection sequences" tables: a stored entry, a default policy and a series of actions →
/// what the provider shows afterwards (loading, selection, error), what the host saw (writes,
/// requests, the API client's code, what the store holds) and what is inferred from both
/// (readiness, the dictionary held, late results applied).
///
/// Each row mounts a provider in `p1/a1` with the row's `Stored` entry (`—`, a language, or a
/// ``StoredDamage``: `corrupt`, `unreadable` or `emptied`) and runs `Actions` in order; every
/// action settles before the next, and requests stay open until an action answers them.
enum SelectionSequenceFixture {
  static let storedType = CellType.choice(ExampleLanguages.codes + StoredDamage.words)

  static func make(launcher: ProviderLauncher, settleTimeout: Double) -> TableFixture {
    TableFixture(
      "Selection sequence",
      columns: [
        .input(
          "Stored", storedType, help: "what the store holds in p1/a1 at start", default: "—",
          example: "es"),
        .input(
          "Default policy", ExampleColumnTypes.policy,
          help: "the language chosen when nothing usable is stored",
          default: "server"),
        .input(
          "Actions", .custom("actions", validate: SelectionAction.problem), required: true,
          help: SelectionAction.vocabulary, example: "start; dictionary"),
        .result("Loading", .flag, help: "whether the provider shows loading", example: "no"),
        .result(
          "Error shown", .flag, help: "whether the provider exposes an error", example: "no"),
        .result(
          "Selection", help: "the selected language, with (RTL) when flagged", example: "es"),
        .result("RTL", .flag, help: "whether the selection is right to left"),
        .result("Selection changed", .flag, help: "whether the last select changed anything"),
        .result("Persisted", help: "what this row's sessions last wrote, error if refused, or —"),
        .result(
          "Store holds", help: "the record under the key the provider restores from",
          example: "es"),
        .result("Writes", .number, help: "storage writes this row's sessions made", example: "0"),
        .result("Failure reported", .flag, help: "whether the provider reported a refused write"),
        .result("API client", help: "the code the provider last gave its API client, or —"),
        .result("Client at write", help: "the API client's code when the last write arrived"),
        .result("Requests", .number, help: "service requests this row's sessions made"),
        .result(
          "Readiness", ExampleColumnTypes.readiness, help: "whether translation is complete",
          example: "complete"),
        .result(
          "Dictionary", help: "the language of the served dictionary the provider holds, or —"),
        .result(
          "Version changed", .flag,
          help: "whether the last action changed the held dictionary's version"),
        .result("ORDERS shows", help: "what translating ORDERS (fallback Orders) shows"),
        .result(
          "Late results applied", .number,
          help:
            "late answers (replaced requests, or after an unmount) that changed what the provider shows"
        ),
      ],
      summary:
        "mounts a provider in p1/a1 with the stored entry and runs the actions in order, each settled before the next; requests stay open until an action answers them"
    ) { row in
      try await ExampleSession.run(launcher, settleTimeout: settleTimeout) { example in
        try await run(row, example)
      }
    }
  }

  static func run(_ row: FixtureRow, _ example: ExampleSession) async throws -> FixtureResult {
    let actions = try SelectionAction.parseList(row.markdown("Actions") ?? "").get()
    await example.setPolicy(try DefaultPolicyCell.parse(row.markdown("Default policy")).get())
    let stored = row.text("Stored")
    if let damage = stored.flatMap(StoredDamage.init(rawValue:)) {
      try await example.damage(.primary, damage)
    } else if let name = stored {
      try await example.seed(name, for: .primary)
    }
    var versionBeforeLast: DictionaryVersion?
    for action in actions {
      versionBeforeLast = try await heldVersion(example)
      try await perform(action, on: example)
    }
    var result = try await observe(example, row: row)
    result["Version changed"] = .flag(try await heldVersion(example) != versionBeforeLast)
    return result
  }

  static func heldVersion(_ example: ExampleSession) async throws -> DictionaryVersion? {
    guard await example.session.link.session != nil else { return nil }
    return try await example.session.heldVersion()
  }

  static func perform(_ action: SelectionAction, on example: ExampleSession) async throws {
    switch action {
    case .start: try await example.start()
    case .select(let code): try await example.select(code)
    case .refresh: try await example.refresh()
    case .close: try await example.close()
    case .languages(let answer): try await example.answerLanguages(answer)
    case .dictionary(let answer, let late): try await example.answerDictionary(answer, late: late)
    case .writeFails: await example.failNextWrite()
    case .switchAccount: try await example.switchNamespace(to: example.namespace.otherAccount)
    case .switchProject: try await example.switchNamespace(to: example.namespace.otherProject)
    }
  }

  static func observe(_ example: ExampleSession, row: FixtureRow) async throws -> FixtureResult {
    let session = example.session
    let view = try await session.view()
    var result = FixtureResult()
    result["Loading"] = .flag(view.loading)
    result["Error shown"] = .flag(view.error != nil)
    result["Selection"] = .optional(ExampleLanguages.describe(view.language))
    result["RTL"] = .flag(view.language?.rtl ?? false)
    result["Selection changed"] = await example.lastSelectChanged.map(CellValue.flag) ?? .nothing
    let writes = await example.rowWrites()
    if let last = writes.last {
      if let refusal = last.refusedWith {
        result["Persisted"] = .failure(refusal)
      } else {
        result["Persisted"] = .optional(ExampleLanguages.describe(last.record) ?? "damaged")
      }
    } else {
      result["Persisted"] = .nothing
    }
    result["Store holds"] = await example.storeHolds()
    result["Writes"] = .number(Double(writes.count))
    result["Failure reported"] = .flag(try await example.failureReported())
    result["API client"] = .optional(await session.apiClientCode())
    result["Client at write"] =
      writes.last == nil
      ? .nothing : .optional(await session.apiClientCode(before: writes.last?.order))
    result["Requests"] = .number(Double(await example.rowRequests()))
    let mounted = await session.link.session != nil
    result["Readiness"] = .text(try await session.readiness().rawValue)
    result["Dictionary"] =
      mounted ? .optional(try await session.heldDictionary()?.call.code) : .nothing
    if row.expects("ORDERS shows") {
      result["ORDERS shows"] = .text(try await session.translate("ORDERS", fallback: "Orders"))
    }
    result["Late results applied"] = .number(Double(await example.lateApplied))
    return result
  }
}
