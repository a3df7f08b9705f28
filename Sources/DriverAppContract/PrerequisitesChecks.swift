import Digest
import Foundation
import LanguageProvider
import RTLReview
import TranslationCoverage
import Verification

/// "Prerequisites": what must exist before the provider can meet the contract, checked on the
/// provider, its stores and the shipped key catalogue.
enum PrerequisitesChecks {
  static func section(_ context: DriverAppContext) -> Section {
    Section("Prerequisites") {
      Item("Stable language identifiers and an explicit default-language policy.") { evidence in
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
          "contract-report-ids-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = FileLanguageStore(directory: folder, faults: context.faults)
        var roundTrips: [String] = []
        for record in [DriverAppFixture.english, DriverAppFixture.arabic, DriverAppFixture.hebrew] {
          let namespace = LanguageNamespace(project: DriverAppFixture.project, account: record.id)
          _ = await store.persist(record, for: namespace)
          if case .record(let restored) = await store.restore(namespace), restored == record {
            roundTrips.append(record.id)
          }
        }
        evidence.cell(
          "identifiers", expected: "ids 1, 3, 5 restored unchanged (id, code, rtl, name)",
          observed: "restored unchanged: \(roundTrips.joined(separator: ", "))",
          holds: roundTrips == ["1", "3", "5"])
        let policy = ProviderSettings().defaultLanguage
        let configured = try await DriverAppHarness(
          context,
          settings: ProviderSettings(
            defaultLanguage: .configured(DriverAppFixture.french, persists: true)))
        try await configured.provider.start()
        try await configured.answerDictionary(
          .dictionary(DriverAppFixture.frenchDictionary), results: 3)
        let chosen = try await configured.state
        let stored = await configured.store.record(for: configured.namespace)
        evidence.cell(
          "default-language policy",
          expected:
            "shipped policy: server default, not persisted; a configured fr policy that persists is followed",
          observed:
            "shipped \(policy.source == .server ? "server" : "configured"), persists \(policy.persistsDefault); configured run chose \(chosen.selection?.code ?? "none") (\(chosen.selectionSource?.rawValue ?? "none")), stored \(stored?.code ?? "none")",
          holds: policy == .serverDefault && !policy.persistsDefault
            && chosen.selection == DriverAppFixture.french
            && chosen.selectionSource == .configuredDefault && stored == DriverAppFixture.french)
      }

      Item("A dictionary version for Driver App product keys.") { evidence in
        let harness = try await DriverAppHarness(context, stored: DriverAppFixture.spanish)
        let dictionary = ["DRIVER_APP_ORDERS": "Pedidos", "LOGIN": "Entrar"]
        let state = try await harness.startRestored(dictionary: dictionary).state
        let canonical = #"{"DRIVER_APP_ORDERS":"Pedidos","LOGIN":"Entrar"}"#
        let expected = SHA256.hex(canonical)
        evidence.cell(
          "version of the loaded dictionary",
          expected: "sha256 of \(canonical) = \(expected.prefix(16))…",
          observed: state.dictionaryVersion.map { String($0.digest.hex.prefix(16)) + "…" }
            ?? "none",
          holds: state.dictionaryVersion?.digest.hex == expected)
        try await harness.provider.refresh()
        let revised = try await harness.answerDictionary(
          .dictionary(["DRIVER_APP_ORDERS": "Pedidos", "LOGIN": "Iniciar sesión"]), results: 3
        ).state
        evidence.cell(
          "a changed dictionary", expected: "a different version",
          observed:
            "\(state.dictionaryVersion?.digest.hex.prefix(12) ?? "none") → \(revised.dictionaryVersion?.digest.hex.prefix(12) ?? "none")",
          holds: revised.dictionaryVersion != nil
            && revised.dictionaryVersion != state.dictionaryVersion)
      }

      Item(
        "Local persistence that reports success/failure and preserves account/project isolation."
      ) { evidence in
        let store = ScriptedLanguageStore(faults: context.faults)
        let owner = try await DriverAppHarness(context, store: store)
        try await owner.provider.select(DriverAppFixture.french)
        try await owner.answerDictionary(.dictionary(DriverAppFixture.frenchDictionary), results: 2)
        let ownerState = try await owner.state
        await store.failNextWrite(reason: "storage full (scripted)")
        try await owner.provider.select(DriverAppFixture.spanish)
        try await owner.answerDictionary(
          .dictionary(DriverAppFixture.spanishDictionary), results: 4)
        let failedState = try await owner.state
        evidence.cell(
          "write result", expected: "succeeded, then failed with its reason",
          observed: "\(ownerState.persistence.category), then \(failedState.persistence)",
          holds: ownerState.persistence == .succeeded
            && failedState.persistence == .failed(reason: "storage full (scripted)"))
        var seen: [String] = []
        for namespace in [
          LanguageNamespace(
            project: DriverAppFixture.project, account: DriverAppFixture.otherAccount),
          LanguageNamespace(
            project: DriverAppFixture.otherProject, account: DriverAppFixture.account),
        ] {
          let other = try await DriverAppHarness(context, namespace: namespace, store: store)
          try await other.provider.start()
          await other.service.completeNext(.languages, with: .languages(DriverAppFixture.languages))
          try await other.answerDictionary(
            .dictionary(DriverAppFixture.englishDictionary), results: 3)
          let state = try await other.state
          seen.append("\(state.restore.category) → \(state.selection?.code ?? "none")")
        }
        evidence.cell(
          "isolation", expected: "other account and other project restore nothing (default en)",
          observed: seen.joined(separator: "; "), holds: seen == ["none → en", "none → en"])
      }

      Item("Fallback copy for every critical control, warning and error.") { evidence in
        let catalogue = try ContractFiles.catalogue(for: evidence.clause.file)
        let critical = catalogue.entries.filter { $0.isCritical(using: .conventional) }
        let missing = critical.filter { ($0.fallback ?? "").isEmpty }.map(\.key)
        var byCategory: [String: Int] = [:]
        for entry in critical {
          byCategory[entry.category(using: .conventional)?.rawValue ?? "?", default: 0] += 1
        }
        evidence.cell(
          "critical keys in the catalogue",
          expected: "every control, warning and error key has fallback copy",
          observed: missing.isEmpty
            ? "\(critical.count) critical keys (\(byCategory.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))), all with fallback"
            : "without fallback: \(missing.joined(separator: ", "))",
          holds: missing.isEmpty && !critical.isEmpty)
        let harness = try await DriverAppHarness(context, stored: DriverAppFixture.spanish)
        try await harness.startRestored(dictionary: [:])
        var unreadable: [String] = []
        for entry in critical {
          let text = try await harness.provider.translate(entry.key, fallback: entry.fallback)
          if text == entry.key { unreadable.append(entry.key) }
        }
        evidence.cell(
          "with an empty dictionary", expected: "no critical key shows its raw key",
          observed: unreadable.isEmpty ? "all \(critical.count) readable" : "raw: \(unreadable)",
          holds: unreadable.isEmpty)
      }

      Item(
        "Check text direction, layout mirroring, icons, numbers, dates, maps and native/provider UI."
      ) { evidence in
        let harness = try await DriverAppHarness(context, stored: DriverAppFixture.arabic)
        try await harness.startRestored(dictionary: DriverAppFixture.arabicDictionary)
        let diagnostics = try await harness.provider.diagnostics()
        evidence.cell(
          "what the provider hands to the review",
          expected: "RTL flagged, no direction applied, rtlWithoutMirroredLayout raised",
          observed:
            "rtl \(diagnostics.rtl), applied \(diagnostics.layoutDirectionApplied), symptoms \(diagnostics.symptoms.map(\.rawValue))",
          holds: diagnostics.rtl && !diagnostics.layoutDirectionApplied
            && diagnostics.symptoms.contains(.rtlWithoutMirroredLayout))
        let coverage = try ContractFiles.rtlReviewCoverage(for: evidence.clause.file)
        evidence.cell(
          "review record for every RTL locale",
          expected:
            "an entry per area (\(RTLArea.allCases.count)) for \(coverage.locales.joined(separator: ", "))",
          observed: coverage.missing.isEmpty
            ? "\(coverage.entries) entries, every area recorded"
            : "missing: \(coverage.missing.joined(separator: "; "))",
          holds: coverage.missing.isEmpty && !coverage.locales.isEmpty)
        evidence.notCheckable(
          "the review's outcome on devices",
          reason:
            "people review rendered screens; the RTL status section reports each area's recorded result"
        )
      }
    }
  }
}
