import Digest
import Foundation
import JSON
import LanguageProvider
import ProviderProtocol
import RTLReview
import TranslationCoverage
import Verification

/// "Prerequisites": what must exist before the provider can meet the contract, checked on the
/// provider through the protocol and on the shipped key catalogue and RTL review record.
enum PrerequisitesChecks {
  static func section(_ context: DriverAppContext) -> Section {
    Section("Prerequisites") {
      Item("Stable language identifiers and an explicit default-language policy.") { evidence in
        try await context.run { session in
          var restored: [String] = []
          let records = [
            DriverAppFixture.english, DriverAppFixture.arabic, DriverAppFixture.hebrew,
            DriverAppFixture.mexicanSpanish,
          ]
          for record in records {
            let namespace = LanguageNamespace(
              project: DriverAppFixture.project, account: "a-\(record.id)")
            try await session.seed(DriverAppFixture.listed(record), for: namespace)
            try await session.mount(namespace)
            let back = try await session.view().language
            if back?.id == record.id, back?.code == record.code, back?.rtl == record.rtl {
              restored.append(record.id)
            }
          }
          evidence.cell(
            "identifiers",
            expected:
              "ids 1, 3, 5, 7 restored with their code and RTL flag (7 shares es with id 2)",
            observed:
              "restored unchanged: \(restored.isEmpty ? "none" : restored.joined(separator: ", "))",
            holds: restored == ["1", "3", "5", "7"])
          let configuration: JSONValue = .object(["persistDefault": .bool(false)])
          try await session.remount(DriverAppFixture.otherProjectNamespace, settings: configuration)
          let asked = try await session.expect(.languages, column: "default-language policy")
          let mark = await session.world.events.count
          try await session.answer(asked, .languages(DriverAppFixture.languages))
          let first = try await session.view().language
          try await session.answerEverything()
          let writes = await session.writes(since: mark)
          try await session.remount(
            LanguageNamespace(project: DriverAppFixture.otherProject, account: "a-second"))
          try await session.answerNext(
            .languages, .languages(DriverAppFixture.languages), column: "default-language policy")
          let second = try await session.view().language
          evidence.cell(
            "default-language policy",
            expected:
              "with nothing stored: the language the service marks default (en, listed second), the same on every start, not written when the app's configuration says so",
            observed:
              "asked: \(asked.summary); chose \(first?.code ?? "none"), then \(second?.code ?? "none"); \(writes.count) write(s)",
            holds: first?.id == DriverAppFixture.english.id
              && second?.id == DriverAppFixture.english.id && writes.isEmpty)
        }
      }

      Item("A dictionary version for Driver App product keys.") { evidence in
        try await context.run { session in
          let dictionary = ["DRIVER_APP_ORDERS": "Pedidos", "LOGIN": "Entrar"]
          try await session.startStored(
            DriverAppFixture.listed(DriverAppFixture.spanish), dictionary: dictionary)
          let version = try await session.heldVersion()
          let canonical = #"{"DRIVER_APP_ORDERS":"Pedidos","LOGIN":"Entrar"}"#
          let expected = SHA256.hex(canonical)
          evidence.cell(
            "version of the loaded dictionary",
            expected:
              "the provider holds the served dictionary: sha256 of \(canonical) = \(expected.prefix(16))…",
            observed: version.map { "holds version \($0.digest.hex.prefix(16))…" }
              ?? "holds no served dictionary",
            holds: version?.digest.hex == expected)
          try await session.refresh()
          try await session.answerNext(
            .dictionary, .dictionary(["DRIVER_APP_ORDERS": "Pedidos", "LOGIN": "Iniciar sesión"]),
            column: "a changed dictionary")
          let revised = try await session.heldVersion()
          evidence.cell(
            "a changed dictionary", expected: "a refresh with changed content: a different version",
            observed:
              "\(version.map { String($0.digest.hex.prefix(12)) } ?? "none") → \(revised.map { String($0.digest.hex.prefix(12)) } ?? "none")",
            holds: revised != nil && revised != version)
        }
      }

      Item(
        "Local persistence that reports success/failure and preserves account/project isolation."
      ) { evidence in
        try await context.run { session in
          try await session.mount(DriverAppFixture.namespace)
          try await session.answerEverything()
          let beforeGood = await session.world.events.count
          try await session.select(DriverAppFixture.listed(DriverAppFixture.french))
          try await session.answerEverything()
          let good = await session.writes(since: beforeGood)
          let reportedGood = try await session.reportsWriteFailure(since: beforeGood)
          await session.world.obstructNextWrite()
          let beforeBad = await session.world.events.count
          try await session.select(DriverAppFixture.listed(DriverAppFixture.spanish))
          try await session.answerEverything()
          let bad = await session.writes(since: beforeBad)
          let reportedBad = try await session.reportsWriteFailure(since: beforeBad)
          evidence.cell(
            "write result",
            expected:
              "a stored write reported as no failure; a refused write reported as a failure",
            observed:
              "fr: \(good.isEmpty ? "no write" : "written")\(reportedGood ? ", failure reported" : ""); es: \(bad.isEmpty ? "no write" : "refused")\(reportedBad ? ", failure reported" : ", no failure reported")",
            holds: good.contains { $0.refusedWith == nil } && !reportedGood
              && bad.contains { $0.refusedWith != nil } && reportedBad)
          try await session.unmount()
          var seen: [String] = []
          for namespace in [
            DriverAppFixture.otherAccountNamespace, DriverAppFixture.otherProjectNamespace,
          ] {
            try await session.mount(namespace)
            try await session.answerEverything()
            seen.append(try await session.languageCode())
            try await session.unmount()
          }
          try await session.seed(
            DriverAppFixture.listed(DriverAppFixture.arabic),
            for: DriverAppFixture.otherAccountNamespace)
          try await session.mount(DriverAppFixture.namespace)
          try await session.answerEverything()
          seen.append(try await session.languageCode())
          let keys = Set(
            await session.world.events.compactMap { event -> String? in
              if case .storageWrite(let key, _, _) = event.kind { return key }
              return nil
            })
          evidence.cell(
            "isolation",
            expected:
              "after fr is stored for one account: another account and another project start with the default (en, en); the first keeps fr after another account stored ar; one storage key per account",
            observed: "\(seen.joined(separator: ", ")); \(keys.count) storage key(s) written",
            holds: seen == ["en", "en", "fr"] && keys.count >= 2)
        }
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
        try await context.run { session in
          try await session.startStored(
            DriverAppFixture.listed(DriverAppFixture.spanish), dictionary: [:])
          var unreadable: [String] = []
          for entry in critical {
            let text = try await session.translate(entry.key, fallback: entry.fallback)
            if text != entry.fallback { unreadable.append(entry.key) }
          }
          evidence.cell(
            "with an empty dictionary", expected: "every critical key shows its fallback copy",
            observed: unreadable.isEmpty
              ? "all \(critical.count) show their fallback" : "not their fallback: \(unreadable)",
            holds: unreadable.isEmpty)
        }
      }

      Item(
        "Check text direction, layout mirroring, icons, numbers, dates, maps and native/provider UI."
      ) { evidence in
        try await context.run { session in
          try await session.startStored(
            DriverAppFixture.listed(DriverAppFixture.arabic),
            dictionary: DriverAppFixture.arabicDictionary)
          let view = try await session.view()
          let layout = await session.layoutCalls()
          evidence.cell(
            "what the provider hands to the review",
            expected: "the RTL flag on the ar selection; no native layout direction forced",
            observed:
              "rtl \(view.language.map { String($0.rtl) } ?? "no selection"), native layout calls \(layout.count)",
            holds: view.language?.rtl == true && layout.isEmpty)
        }
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
