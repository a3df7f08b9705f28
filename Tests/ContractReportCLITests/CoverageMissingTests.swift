import Foundation
import Testing
import TranslationCoverage

/// `coverage --missing [LOCALE]`: every locale's to-do list in the terminal, and the same
/// lists in `--format json`.
@Suite("coverage --missing")
struct CoverageMissingTests {
  @Test("every locale's list: every entry of the report, grouped by reason then category")
  func everyLocale() async throws {
    let outcome = await CommandRunner.run(["coverage", Repository.contracts.path, "--missing"])
    #expect(outcome.code == 0)
    #expect(outcome.error.isEmpty)
    let json = await CommandRunner.run(["coverage", Repository.contracts.path, "--format", "json"])
    let report = try JSONDecoder().decode(CoverageReport.self, from: Data(json.out.utf8))
    let lines = outcome.out.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    #expect(lines.contains("es (Español): 16 of 176 keys to do (11 untranslated, 5 to review)"))
    #expect(lines.contains("fr (Français): 176 of 176 keys to do (176 untranslated, 0 to review)"))
    #expect(
      lines.last(where: { !$0.isEmpty }) == "to do: en 3, es 16, fr 176, ar 56, he 135 (* critical)"
    )
    for locale in report.locales {
      // Each entry is one row: reason, category, key, tier, detail and every location.
      var previous: (TodoReason, String)?
      let start = try #require(lines.firstIndex { $0.hasPrefix(locale.code + " (") })
      for entry in locale.todo {
        let row = try #require(
          lines[start...].first { line in
            line.split(separator: " ").contains(Substring(entry.key))
          }, "\(locale.code) \(entry.key)")
        #expect(row.hasPrefix("  " + entry.reason.label))
        #expect(row.contains(entry.category + (entry.critical ? " *" : "")))
        #expect(row.contains(entry.tier.rawValue))
        for location in entry.locations { #expect(row.contains(location.description)) }
        if let detail = entry.detail { #expect(row.contains(detail)) }
      }
      // Rows are grouped: reasons never go back, categories ascend within a reason.
      for group in locale.todoGroups {
        let key = (group.reason, group.category)
        if let previous {
          #expect(previous.0 < key.0 || (previous.0 == key.0 && previous.1 < key.1))
        }
        previous = key
      }
    }
    #expect(
      lines.contains(
        "  empty value              label      ORDER_TIP_LABEL             fallback                                                contracts/translations/app-src/screens/OrderDetails.tsx:32:14"
      ))
    // Dynamic keys: a separate bucket, every call with file:line:column and the expression.
    #expect(
      lines.contains("dynamic keys (listed, never counted as missing, never failing a gate): 3"))
    for call in report.dynamicCalls {
      #expect(lines.contains("  \(call.location)  \(call.expression)"))
    }
    // Never a dictionary value.
    try Repository.expectNoDictionaryValue(in: outcome.out)
  }

  @Test("--missing LOCALE lists one locale; an unknown locale is a usage error")
  func oneLocale() async throws {
    let spanish = await CommandRunner.run([
      "coverage", Repository.contracts.path, "--missing", "es",
    ])
    #expect(spanish.code == 0)
    #expect(spanish.out.hasPrefix("es (Español): 16 of 176 keys to do"))
    #expect(!spanish.out.contains("fr (Français)"))
    #expect(spanish.out.hasSuffix("to do: es 16 (* critical)\n"))
    let inline = await CommandRunner.run([
      "coverage", Repository.contracts.path, "--missing=es",
    ])
    #expect(inline.out == spanish.out)
    let unknown = await CommandRunner.run([
      "coverage", Repository.contracts.path, "--missing", "xx",
    ])
    #expect(unknown.code == 2)
    #expect(
      unknown.error.hasPrefix("error: --missing: no locale 'xx' is measured (en, es, fr, ar, he)"))
    // A folder right after --missing is read as the locale: the message says where it goes.
    let misplaced = await CommandRunner.run(["coverage", "--missing", Repository.contracts.path])
    #expect(misplaced.code == 2)
    #expect(misplaced.error.contains("to name CONTRACTS_DIR, put it before --missing"))
    let json = await CommandRunner.run([
      "coverage", Repository.contracts.path, "--missing", "--format", "json",
    ])
    #expect(json.code == 2)
    #expect(json.error.contains("--format json already holds every locale's to-do list"))
  }

  @Test("the text report counts each locale's list and points at --missing")
  func summaryLines() async throws {
    let outcome = await CommandRunner.run(["coverage", Repository.contracts.path])
    #expect(
      outcome.out.contains(
        "es: to do (16): 1 empty value, 10 fallback shown, 1 placeholder mismatch, 4 identical to the source (coverage --missing es lists them)\n"
      ))
    #expect(
      outcome.out.contains(
        "he: to do (135): 1 key text shown, 131 fallback shown, 3 bidi or copy-rule finding (coverage --missing he lists them)\n"
      ))
  }

  @Test("--format json: each locale's todo, and dynamic calls that no gate counts")
  func json() async throws {
    let outcome = await CommandRunner.run([
      "coverage", Repository.contracts.path, "--format", "json",
    ])
    let report = try JSONDecoder().decode(CoverageReport.self, from: Data(outcome.out.utf8))
    let spanish = try #require(report[locale: "es"])
    #expect(spanish.todo.count == 16)
    #expect(spanish.untranslatedCount == spanish.tiers.fallback + spanish.tiers.keyText)
    let tip = try #require(spanish.todo.first { $0.key == "ORDER_TIP_LABEL" })
    #expect(tip.reasons == [.emptyValue])
    #expect(tip.category == "label")
    #expect(
      tip.locations.map(\.description) == [
        "contracts/translations/app-src/screens/OrderDetails.tsx:32:14"
      ])
    let number = try #require(spanish.todo.first { $0.key == "ORDER_NUMBER_LABEL" })
    #expect(number.reasons == [.placeholderMismatch])
    #expect(number.detail == "missing _order_id_; 1 unexpected placeholder")
    #expect(report[locale: "ar"]?.todo.filter { $0.reason == .copyRule }.count == 6)
    #expect(report.dynamicCalls.count == 3)
    #expect(report.passed, "dynamic keys never fail a gate")
    let fields = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.out.utf8)) as? [String: Any])
    let first = try #require(
      (fields["locales"] as? [[String: Any]])?.first?["todo"] as? [[String: Any]])
    #expect(
      Set(first[0].keys) == ["key", "reasons", "tier", "category", "critical", "locations"])
  }
}
