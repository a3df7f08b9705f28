import LanguageProvider
import Verification

/// "Storage isolation" tables: languages selected (or entries damaged) in some project/account
/// pairs → what a new session in one pair restores, and where it ends up.
///
/// Each write `p1/a1 = ar` runs a provider session in that pair that selects the language (so
/// it is persisted by the provider, not planted in the store); `p1/a1 = corrupt` or
/// `= unreadable` damages the pair's stored entry. Then a new provider starts in `Restore as`
/// and every request it sends is answered.
enum StorageIsolationFixture {
  /// One write of a `Writes` cell.
  struct Write: Sendable, Hashable {
    var namespace: ExampleNamespace
    /// A language code, `corrupt` or `unreadable`.
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
      let word = value.text.lowercased()
      guard ExampleLanguages.record(word) != nil || word == "corrupt" || word == "unreadable"
      else {
        return .failure(
          ExampleError(
            "'\(value.text)' is not a language (\(ExampleLanguages.codes.joined(separator: ", "))), corrupt or unreadable"
          ))
      }
      writes.append(Write(namespace: namespace, value: word))
    }
    return .success(writes)
  }

  static func make(faults: Set<ProviderFault>) -> TableFixture {
    TableFixture(
      "Storage isolation",
      columns: [
        .input(
          "Writes",
          .custom("writes") { markdown in
            if case .failure(let error) = parseWrites(markdown) { return error.description }
            return nil
          }, required: true, help: "p1/a1 = ar; p1/a2 = corrupt"),
        .input("Restore as", ExampleColumnTypes.namespace, required: true),
        .input("Default policy", ExampleColumnTypes.policy),
        .result("Restores", help: "the record restored, — for none, error when damaged"),
        .result("Selection"),
        .result("Source", ExampleColumnTypes.source),
        .result("RTL", .flag),
        .result("Loading", .flag),
        .result("Readiness", ExampleColumnTypes.readiness),
        .result("Store holds"),
      ]
    ) { row in
      try await run(row, faults: faults)
    }
  }

  static func run(_ row: FixtureRow, faults: Set<ProviderFault>) async throws -> FixtureResult {
    let writes = try parseWrites(row.markdown("Writes") ?? "").get()
    let target = try ExampleNamespace.parse(row.text("Restore as") ?? "").get()
    let policy = try DefaultPolicyCell.parse(row.markdown("Default policy")).get()
    let store = ExampleSession.makeStore(stored: nil, for: .primary, faults: faults)
    for write in writes {
      if write.value == "corrupt" || write.value == "unreadable" {
        await ExampleSession.damage(store, write.namespace, unreadable: write.value == "unreadable")
        continue
      }
      let writer = ExampleSession(
        namespace: write.namespace, store: store, policy: policy, faults: faults)
      await writer.start()
      try await writer.answerEverything()
      try await writer.select(write.value)
      try await writer.answerEverything()
      await writer.close()
    }

    let session = ExampleSession(namespace: target, store: store, policy: policy, faults: faults)
    await session.start()
    let restored = await session.snapshot.state
    var result = FixtureResult()
    switch restored.restore {
    case .restored: result["Restores"] = .optional(ExampleLanguages.describe(restored.selection))
    case .corrupt(let reason): result["Restores"] = .failure("corrupt: \(reason)")
    case .unreadable(let reason): result["Restores"] = .failure("unreadable: \(reason)")
    case .none: result["Restores"] = .nothing
    case .notStarted, .pending: result["Restores"] = .failure("restore did not finish")
    }
    try await session.answerEverything()
    let state = await session.snapshot.state
    result["Selection"] = .optional(ExampleLanguages.describe(state.selection))
    result["Source"] = .optional(state.selectionSource?.rawValue)
    result["RTL"] = .flag(state.rtl)
    result["Loading"] = .flag(state.loading)
    result["Readiness"] = .text(state.readiness.rawValue)
    result["Store holds"] = .optional(
      ExampleLanguages.describe(await ExampleSession.stored(in: store, for: target)))
    return result
  }
}
