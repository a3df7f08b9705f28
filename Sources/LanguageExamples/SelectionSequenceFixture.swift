import LanguageProvider
import Verification

/// "Selection sequences" tables: a stored record, a default policy and a series of actions →
/// what the provider shows afterwards: loading, error, selection, persistence, API client
/// code, readiness, dictionary, dropped results, generation.
///
/// Each row starts a fresh provider in namespace `p1/a1` with the row's `Stored` entry (`—`,
/// a language code, `corrupt` or `unreadable`) and runs `Actions` in order; every action
/// settles before the next (store work done, requests sent and held until an action answers
/// them).
enum SelectionSequenceFixture {
  static let storedType = CellType.choice(ExampleLanguages.codes + ["corrupt", "unreadable"])

  static func make(faults: Set<ProviderFault>) -> TableFixture {
    TableFixture(
      "Selection sequence",
      columns: [
        .input("Stored", storedType, help: "what the store holds at start: —, a code, corrupt"),
        .input("Default policy", ExampleColumnTypes.policy, help: "server (default) or a code"),
        .input(
          "Actions", .custom("actions", validate: SelectionAction.problem), required: true,
          help: SelectionAction.vocabulary),
        .result("Loading", .flag),
        .result("Error", help: "stage: kind, or —"),
        .result("Selection", help: "the selected code, with (RTL) when flagged"),
        .result("Source", ExampleColumnTypes.source),
        .result("RTL", .flag),
        .result("Persisted", help: "the code this session last wrote, error if refused, or —"),
        .result("Store holds", help: "the record the store holds now, or —"),
        .result("Persistence", ExampleColumnTypes.persistence),
        .result("API client", help: "the API client's code, or —"),
        .result("Client at write", help: "the API client's code when the last write arrived"),
        .result("Readiness", ExampleColumnTypes.readiness),
        .result("Dictionary", help: "the held dictionary's language, or —"),
        .result("Dictionary status", ExampleColumnTypes.dictionaryStatus),
        .result(
          "Version changed", .flag,
          help: "whether the last action changed the held dictionary's version"),
        .result("ORDERS shows", help: "what translating ORDERS (fallback Orders) shows"),
        .result("Generation", .number),
        .result("Dropped", .number, help: "late, foreign and after-close results dropped"),
        .result("Dropped stale", .number),
        .result("Dropped foreign", .number),
        .result("Dropped after close", .number),
        .result("Writes", .number, help: "store writes this session made"),
        .result("Requests", .number, help: "requests that reached the service"),
        .result("Outcome", ExampleColumnTypes.outcome, help: "what the last select did"),
        .result("Symptoms", help: "troubleshooting symptoms detected, or —"),
      ]
    ) { row in
      try await run(row, faults: faults)
    }
  }

  static func run(_ row: FixtureRow, faults: Set<ProviderFault>) async throws -> FixtureResult {
    let actions = try SelectionAction.parseList(row.markdown("Actions") ?? "").get()
    let policy = try DefaultPolicyCell.parse(row.markdown("Default policy")).get()
    let stored = row.text("Stored")
    let store = ExampleSession.makeStore(
      stored: stored.flatMap(ExampleLanguages.record), for: .primary, faults: faults)
    if stored == "corrupt" || stored == "unreadable" {
      await ExampleSession.damage(store, .primary, unreadable: stored == "unreadable")
    }
    let session = ExampleSession(namespace: .primary, store: store, policy: policy, faults: faults)
    var versionBeforeLast: DictionaryVersion?
    for action in actions {
      versionBeforeLast = await session.snapshot.state.dictionaryVersion
      try await perform(action, on: session)
    }
    var result = await observe(session, row: row)
    let version = await session.snapshot.state.dictionaryVersion
    result["Version changed"] = .flag(version != versionBeforeLast)
    return result
  }

  static func perform(_ action: SelectionAction, on session: ExampleSession) async throws {
    switch action {
    case .start: await session.start()
    case .select(let code): try await session.select(code)
    case .refresh: await session.refresh()
    case .close: await session.close()
    case .languages(let answer): try await session.answerLanguages(answer)
    case .dictionary(let answer, let late): try await session.answerDictionary(answer, late: late)
    case .writeFails: await session.failNextWrite()
    case .switchAccount: await session.switchNamespace(to: session.namespace.otherAccount)
    case .switchProject: await session.switchNamespace(to: session.namespace.otherProject)
    }
  }

  static func observe(_ session: ExampleSession, row: FixtureRow) async -> FixtureResult {
    let snapshot = await session.snapshot
    let state = snapshot.state
    let diagnostics = await session.diagnostics()
    var result = FixtureResult()
    result["Loading"] = .flag(state.loading)
    result["Error"] = .optional(state.error?.description)
    result["Selection"] = .optional(ExampleLanguages.describe(state.selection))
    result["Source"] = .optional(state.selectionSource?.rawValue)
    result["RTL"] = .flag(state.rtl)
    let writes = await session.writeLog()
    if let last = writes.last {
      switch last.result {
      case .success: result["Persisted"] = .optional(ExampleLanguages.describe(last.record))
      case .failure(let reason): result["Persisted"] = .failure(reason)
      }
    } else {
      result["Persisted"] = .nothing
    }
    result["Store holds"] = .optional(ExampleLanguages.describe(await session.storedRecord()))
    result["Persistence"] = .text(state.persistence.category)
    result["API client"] = .optional(await session.apiClientCode)
    result["Client at write"] = .optional(await session.clientCodeAtLastWrite() ?? nil)
    result["Readiness"] = .text(state.readiness.rawValue)
    result["Dictionary"] = .optional(state.dictionaryCode)
    result["Dictionary status"] = .text(state.dictionaryStatus.rawValue)
    result["Generation"] = .number(Double(state.generation))
    result["Dropped"] = .number(Double(snapshot.results.dropped))
    result["Dropped stale"] = .number(Double(snapshot.results.droppedStale))
    result["Dropped foreign"] = .number(Double(snapshot.results.droppedForeign))
    result["Dropped after close"] = .number(Double(snapshot.results.droppedAfterClose))
    result["Writes"] = .number(Double(writes.count))
    result["Requests"] = .number(Double(await session.requestCount()))
    result["Outcome"] = .optional(await session.lastOutcome)
    let symptoms = diagnostics.symptoms.map(\.rawValue)
    result["Symptoms"] = symptoms.isEmpty ? .nothing : .text(symptoms.joined(separator: ", "))
    if row.expects("ORDERS shows") {
      result["ORDERS shows"] = .text(await session.resolve("ORDERS", fallback: "Orders").text)
    }
    return result
  }
}
