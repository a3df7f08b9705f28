import LanguageProvider
import TranslationCoverage
import Verification

/// "Security and privacy": each item is checked on the provider's outputs (diagnostics,
/// errors, descriptions) or on the shipped fallback copy.
enum SecurityAndPrivacyChecks {
  static let dictionaryCanary = "canary dictionary value 7d1e"
  static let serverMessageCanary = "canary server message 0b3c"

  static func section(_ context: DriverAppContext) -> Section {
    Section("Security and privacy") {
      Item(
        "Do not log account tokens, project identifiers or private provider responses while diagnosing language loading."
      ) { evidence in
        let harness = try await DriverAppHarness(context, stored: DriverAppFixture.spanish)
        try await harness.startRestored(dictionary: ["DRIVER_APP_ORDERS": dictionaryCanary])
        _ = try await harness.provider.translate("ORDERS", fallback: "Orders")
        try await harness.provider.refresh()
        try await harness.answerDictionary(.errorEnvelope([serverMessageCanary]), results: 3)
        let diagnostics = try await harness.provider.diagnostics()
        let state = try await harness.state
        guard
          let settings = HTTPTranslationSettings.fromEnvironment([
            "ORDERING_API_URL": "https://api.invalid", "ORDERING_API_TOKEN": DriverAppFixture.token,
          ])
        else { throw ContractFiles.Missing(path: "settings", reason: "no HTTP settings") }
        let outputs = [
          diagnostics.render(), String(describing: diagnostics), String(describing: state),
          String(describing: state.error), String(describing: harness.namespace),
          String(describing: settings), String(reflecting: settings.credentials),
          String(describing: ServiceRequest(project: DriverAppFixture.project, code: "es")),
        ]
        let leaks = Set(
          outputs.flatMap {
            PrivacyProbe.leaks(
              in: $0,
              extra: [
                ("dictionary value", dictionaryCanary), ("server message", serverMessageCanary),
              ])
          }
        ).sorted()
        evidence.cell(
          "diagnostics, errors and descriptions",
          expected: "no project id, account id, token, dictionary value or server message",
          observed: leaks.isEmpty ? "none in \(outputs.count) outputs" : "leaked: \(leaks)",
          holds: leaks.isEmpty && state.error != nil)
      }

      Item(
        "Never translate operational identifiers, order values, addresses, phone numbers, coordinates or user-entered content as UI labels."
      ) { evidence in
        var dictionary = DriverAppFixture.spanishDictionary
        for (_, value) in DriverAppFixture.operationalValues {
          dictionary[value] = "TRANSLATED"
        }
        let harness = try await DriverAppHarness(context, stored: DriverAppFixture.spanish)
        try await harness.startRestored(dictionary: dictionary)
        var observed: [String] = []
        var holds = true
        for (_, value) in DriverAppFixture.operationalValues {
          let resolution = try await harness.provider.resolve(value, fallback: "LABEL")
          observed.append("\(resolution.tier.rawValue)")
          holds = holds && resolution == Resolution(text: value, tier: .notAKey)
        }
        evidence.cell(
          "values returned verbatim, never looked up",
          expected: "notAKey for all \(DriverAppFixture.operationalValues.count)",
          observed: observed.joined(separator: ", "), holds: holds)
        let misuse = try await harness.provider.diagnostics().misuse
        let expected = Dictionary(
          DriverAppFixture.operationalValues.map { ($0.category.rawValue, 1) },
          uniquingKeysWith: +)
        evidence.cell(
          "misuse counted by category", expected: "\(expected.sorted { $0.key < $1.key })",
          observed: "\(misuse.sorted { $0.key < $1.key })", holds: misuse == expected)
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
        let harness = try await DriverAppHarness(context, stored: DriverAppFixture.spanish)
        try await harness.provider.start()
        try await harness.answerDictionary(.failure(TransportFailure()), results: 2)
        let shown = try await harness.provider.translate("ORDERS", fallback: "Orders")
        let bare = try await harness.provider.translate("ORDERS")
        evidence.cell(
          "text shown when the dictionary failed",
          expected: "only the given fallback or the key: Orders, ORDERS",
          observed: "\(shown), \(bare)", holds: shown == "Orders" && bare == "ORDERS")
      }

      Item(
        "Bind late language/dictionary results to the current project and selected language generation."
      ) { evidence in
        let harness = try await DriverAppHarness(context, stored: DriverAppFixture.spanish)
        try await harness.provider.start()
        let foreign = await harness.service.nextRequest(.dictionary)
        try await harness.provider.switchNamespace(
          LanguageNamespace(
            project: DriverAppFixture.otherProject, account: DriverAppFixture.account))
        let switched = try await harness.provider.waitForResults(2).state
        await harness.service.complete(
          foreign, with: .dictionary(DriverAppFixture.spanishDictionary))
        let afterForeign = try await harness.provider.waitForResults(3)
        evidence.cell(
          "result for another project", expected: "dropped (1 foreign), state unchanged",
          observed:
            "dropped foreign \(afterForeign.results.droppedForeign), state \(afterForeign.state == switched ? "unchanged" : "changed")",
          holds: afterForeign.results.droppedForeign == 1 && afterForeign.state == switched)

        let racing = try await DriverAppHarness(context, stored: DriverAppFixture.spanish)
        try await racing.startRestored(dictionary: DriverAppFixture.spanishDictionary)
        try await racing.provider.select(DriverAppFixture.french)
        let first = await racing.service.nextRequest(.dictionary)
        try await racing.provider.select(DriverAppFixture.arabic)
        let second = await racing.service.nextRequest(.dictionary)
        await racing.service.complete(second, with: .dictionary(DriverAppFixture.arabicDictionary))
        try await racing.provider.waitForResults(5)
        await racing.service.complete(first, with: .dictionary(DriverAppFixture.frenchDictionary))
        let final = try await racing.provider.waitForResults(6)
        evidence.cell(
          "late result of an earlier selection",
          expected: "fr answered after ar is dropped (1 stale); ar dictionary stays",
          observed:
            "dropped stale \(final.results.droppedStale), dictionary \(final.state.dictionaryCode ?? "none"), selection \(final.state.selection?.code ?? "none")",
          holds: final.results.droppedStale == 1 && final.state.dictionaryCode == "ar"
            && final.state.selection == DriverAppFixture.arabic)
      }
    }
  }
}
