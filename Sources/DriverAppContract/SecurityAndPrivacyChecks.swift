import LanguageProvider
import ProviderProtocol
import TranslationCoverage
import Verification

/// "Security and privacy": each item is checked on what the provider emits (its stderr, its
/// diagnostics when it offers them, the messages of its rejections), on what `t` returns, or
/// on the shipped fallback copy.
enum SecurityAndPrivacyChecks {
  static let dictionaryCanary = "canary dictionary value 7d1e"
  static let serverMessageCanary = "canary server message 0b3c"

  static func section(_ context: DriverAppContext) -> Section {
    Section("Security and privacy") {
      Item(
        "Do not log account tokens, project identifiers or private provider responses while diagnosing language loading."
      ) { evidence in
        try await context.run { session in
          try await session.seed(
            DriverAppFixture.listed(DriverAppFixture.spanish), for: DriverAppFixture.namespace)
          try await session.mount(
            DriverAppFixture.namespace,
            settings: .object(["token": .string(DriverAppFixture.token)]))
          try await session.answerNext(
            .dictionary, .dictionary(["DRIVER_APP_ORDERS": dictionaryCanary]),
            column: "diagnostics, errors and logs")
          _ = try await session.translate("ORDERS", fallback: "Orders")
          try await session.refresh()
          try await session.answerNext(
            .dictionary, .errorEnvelope([serverMessageCanary]),
            column: "diagnostics, errors and logs")
          try await session.refresh()
          try await session.answerNext(
            .dictionary, .thrown(.unavailable), column: "diagnostics, errors and logs")
          let diagnostics = try await session.diagnostics()
          let emitted = await session.emittedOutside() + [diagnostics ?? ""]
          let leaks = Set(
            emitted.flatMap {
              PrivacyProbe.leaks(
                in: $0,
                extra: [
                  ("dictionary value", dictionaryCanary), ("server message", serverMessageCanary),
                ])
            }
          ).sorted()
          evidence.cell(
            "diagnostics, errors and logs",
            expected:
              "no project id, account id, token, dictionary value or server message in what the provider logs or reports",
            observed: leaks.isEmpty
              ? "none in its stderr, rejections\(diagnostics == nil ? "" : " and diagnostics")"
              : "leaked: \(leaks.joined(separator: ", "))",
            holds: leaks.isEmpty)
        }
      }

      Item(
        "Never translate operational identifiers, order values, addresses, phone numbers, coordinates or user-entered content as UI labels."
      ) { evidence in
        var dictionary = DriverAppFixture.spanishDictionary
        for (_, value) in DriverAppFixture.operationalValues {
          dictionary[value] = "TRANSLATED"
          dictionary["DRIVER_APP_" + value] = "TRANSLATED"
        }
        try await context.run { session in
          try await session.startStored(
            DriverAppFixture.listed(DriverAppFixture.spanish), dictionary: dictionary)
          var listed = OperationalValueOutcomes()
          for (_, value) in DriverAppFixture.operationalValues {
            listed.record(
              value,
              shown: try await session.translate(value, fallback: OperationalValueOutcomes.fallback)
            )
          }
          evidence.cell(
            "values the dictionary holds as keys",
            expected:
              "all \(DriverAppFixture.operationalValues.count) shown as they are, never looked up",
            observed: listed.summary, holds: listed.allVerbatim)
          var unlisted = OperationalValueOutcomes()
          for value in DriverAppFixture.unlistedOperationalValues {
            unlisted.record(
              value,
              shown: try await session.translate(value, fallback: OperationalValueOutcomes.fallback)
            )
          }
          evidence.cell(
            "values with no dictionary entry",
            expected:
              "all \(DriverAppFixture.unlistedOperationalValues.count) shown as they are, not replaced by the fallback copy",
            observed: unlisted.summary, holds: unlisted.allVerbatim)
        }
      }

      Item("Keep fallback strings free of private implementation details.") { evidence in
        let catalogue = try ContractFiles.catalogue(for: evidence.clause.file)
        let findings = CopyRules.check(catalogue).filter { $0.rule.isAboutFallbackCopy }
        evidence.cell(
          "shipped fallback copy",
          expected: "no URL, path, stack trace, null/undefined, SQL, e-mail or host name",
          observed:
            findings.isEmpty
            ? "\(catalogue.entries.filter { $0.fallback != nil }.count) fallbacks clean"
            : findings.map { "\($0.key): \($0.rule)" }.joined(separator: ", "),
          holds: findings.isEmpty && catalogue.count > 0)
        try await context.run { session in
          try await session.seed(
            DriverAppFixture.listed(DriverAppFixture.spanish), for: DriverAppFixture.namespace)
          try await session.mount(DriverAppFixture.namespace)
          try await session.answerNext(
            .dictionary, .thrown(.transport), column: "text shown when the dictionary failed")
          let shown = try await session.translate("ORDERS", fallback: "Orders")
          let bare = try await session.translate("ORDERS")
          evidence.cell(
            "text shown when the dictionary failed",
            expected: "only the given fallback or the key: Orders, ORDERS",
            observed: "\(shown), \(bare)", holds: shown == "Orders" && bare == "ORDERS")
        }
      }

      Item(
        "Bind late language/dictionary results to the current project and selected language generation."
      ) { evidence in
        try await context.run { session in
          try await session.seed(
            DriverAppFixture.listed(DriverAppFixture.spanish), for: DriverAppFixture.namespace)
          try await session.mount(DriverAppFixture.namespace)
          let foreign = try await session.expect(.dictionary, column: "result for another project")
          try await session.remount(DriverAppFixture.otherProjectNamespace)
          try await session.answerEverything()
          let switched = try await session.view()
          let heldBefore = try await session.heldDictionary()
          let deliveredAt = await session.world.events.count
          try await session.answer(foreign, .dictionary(DriverAppFixture.spanishDictionary))
          let after = try await session.view()
          let heldAfter = try await session.heldDictionary()
          let activity = await session.sideEffects(since: deliveredAt)
          evidence.cell(
            "result for another project",
            expected: "the first project's dictionary, answered after the switch, changes nothing",
            observed:
              "state \(after == switched ? "unchanged" : "changed"), held dictionary \(heldAfter?.number == heldBefore?.number ? "unchanged" : "replaced by the other project's"), \(activity.count) storage/service/client call(s) after it",
            holds: after == switched && heldAfter?.number == heldBefore?.number && activity.isEmpty)
        }
        try await context.run { session in
          try await session.startInSpanish()
          try await session.select(DriverAppFixture.listed(DriverAppFixture.french))
          let first = try await session.expect(
            .dictionary, column: "late result of an earlier selection")
          try await session.select(DriverAppFixture.listed(DriverAppFixture.arabic))
          let second = try await session.expect(
            .dictionary, column: "late result of an earlier selection")
          try await session.answer(second, .dictionary(DriverAppFixture.arabicDictionary))
          let settled = try await session.view()
          try await session.answer(first, .dictionary(DriverAppFixture.frenchDictionary))
          let final = try await session.view()
          let held = try await session.heldDictionary()
          evidence.cell(
            "late result of an earlier selection",
            expected:
              "fr's dictionary answered after ar's changes nothing: ar selected, ar's dictionary held",
            observed:
              "state \(final == settled ? "unchanged" : "changed"), selection \(final.language?.code ?? "none"), dictionary held \(held?.call.code ?? "none")",
            holds: final == settled && final.language?.code == "ar" && held?.call.code == "ar")
        }
      }
    }
  }
}
