import TranslationCoverage

/// The terminal form of a ``CoverageReport``: a per-locale table, the lists behind its
/// numbers, coverage per category, catalogue findings, dynamic keys and gates. Keys, locales,
/// categories and counts only: never dictionary text.
enum CoverageText {
  /// Keys listed per line before "and N more".
  static let listLimit = 12

  static func render(_ report: CoverageReport) -> String {
    var text = "Translation coverage: \(report.keyCount) keys, key prefix \(report.keyPrefix)"
    if let source = report.sourceLocale { text += ", source locale \(source)" }
    text += report.live ? ", dictionaries from the translations service\n\n" : "\n\n"
    text += localeTable(report)
    text += details(report)
    text += categoryTable(report)
    text += catalogue(report)
    text += "\n"
    for gate in report.gates {
      text += "GATE \(gate.name) \(gate.passed ? "passed" : "FAILED"): \(gate.detail)\n"
    }
    let failed = report.gates.filter { !$0.passed }.count
    text += "coverage gates: \(report.gates.count - failed) passed, \(failed) failed\n"
    return text
  }

  private static func localeTable(_ report: CoverageReport) -> String {
    let header = [
      "locale", "dictionary", "version", "prefixed", "original", "fallback", "key text",
      "coverage", "empty", "identical", "placeholders", "unused", "duplicates", "gate",
    ]
    var rows: [[String]] = []
    for locale in report.locales {
      let dictionary: String
      switch locale.dictionary {
      case .loaded: dictionary = "\(locale.dictionaryEntries) entries"
      case .empty: dictionary = "empty: fallback only"
      case .failed: dictionary = "failed: fallback only"
      }
      rows.append([
        locale.code + (locale.rightToLeft ? " (rtl)" : ""),
        locale.fallbackOnly && locale.dictionary == .loaded
          ? dictionary + ", fallback only" : dictionary,
        String((locale.version ?? "-").prefix(8)), "\(locale.tiers.prefixed)",
        "\(locale.tiers.original)", "\(locale.tiers.fallback)",
        "\(locale.tiers.keyText + locale.tiers.notAKey)", locale.coverageText,
        "\(locale.emptyValues.count)",
        locale.isSource ? "-" : "\(locale.identicalToFallback.count)",
        "\(locale.placeholderMismatches.count)", "\(locale.unusedKeys.count)",
        "\(locale.prefixedDuplicates.count)", locale.gateResult.passed ? "passed" : "FAILED",
      ])
    }
    return table(header: header, rows: rows, leftAligned: [0, 1, 2, 13])
  }

  private static func details(_ report: CoverageReport) -> String {
    var text = ""
    for locale in report.locales {
      let code = locale.code
      if let failure = locale.failure { text += "\(code): dictionary failed: \(failure)\n" }
      text += line(
        code, "critical keys without translation or fallback", locale.criticalWithoutFallback)
      text += line(code, "empty values", locale.emptyValues)
      text += line(code, "identical to the fallback", locale.identicalToFallback)
      text += line(
        code, "placeholder mismatches",
        locale.placeholderMismatches.map { $0.key + ($0.detail.map { " (\($0))" } ?? "") })
      text += line(
        code, "bidi findings", locale.bidiFindings.map { "\($0.key) (\($0.rule.rawValue))" })
      text += line(code, "unused dictionary keys", locale.unusedKeys)
      text += line(code, "prefixed entries repeating the original", locale.prefixedDuplicates)
      if !locale.todo.isEmpty {
        text +=
          "\(code): to do (\(locale.todo.count)): "
          + locale.todoCounts.map { "\($0.count) \($0.reason.label)" }.joined(
            separator: ", ")
          + " (coverage --missing \(code) lists them)\n"
      }
    }
    return text.isEmpty ? "" : "\n" + text
  }

  /// The to-do list of every locale (or only `only`), grouped by reason then category, every
  /// entry with its category, what the driver sees, the detail and the source locations; then
  /// the dynamic keys, in full.
  static func todo(_ report: CoverageReport, locale only: String? = nil) -> String {
    var text = ""
    for locale in report.locales where only == nil || locale.code == only {
      let untranslated = locale.untranslatedCount
      text += "\(locale.code)\(locale.name.map { " (\($0))" } ?? ""): "
      guard !locale.todo.isEmpty else {
        text += "nothing to do: every one of \(report.keyCount) keys is translated\n\n"
        continue
      }
      text +=
        "\(locale.todo.count) of \(report.keyCount) keys to do "
        + "(\(untranslated) untranslated, \(locale.todo.count - untranslated) to review)\n"
      let rows = locale.todoGroups.flatMap(\.entries).map { entry in
        [
          entry.reason.label, entry.category + (entry.critical ? " *" : ""), entry.key,
          entry.tier.rawValue, entry.detail ?? "",
          entry.locations.isEmpty
            ? "(no call site)" : entry.locations.map(\.description).joined(separator: ", "),
        ]
      }
      text += indented(
        table(
          header: ["reason", "category", "key", "shown", "detail", "used at"], rows: rows,
          leftAligned: [0, 1, 2, 3, 4, 5]))
      text += "\n"
    }
    text +=
      "dynamic keys (listed, never counted as missing, never failing a gate): "
      + "\(report.dynamicCalls.count)\n"
    for call in report.dynamicCalls {
      text += "  \(call.location)  \(call.expression)\n"
    }
    text +=
      "to do: "
      + report.locales.filter { only == nil || $0.code == only }.map {
        "\($0.code) \($0.todo.count)"
      }.joined(separator: ", ") + " (* critical)\n"
    return text
  }

  private static func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.isEmpty ? "" : "  " + $0
    }.joined(separator: "\n")
  }

  private static func categoryTable(_ report: CoverageReport) -> String {
    guard let first = report.locales.first else { return "" }
    let header = ["category", "keys"] + report.locales.map(\.code)
    var rows: [[String]] = []
    for (index, category) in first.categories.enumerated() {
      var row = [category.category + (category.critical ? " *" : ""), "\(category.tiers.total)"]
      for locale in report.locales {
        let tiers = locale.categories[index].tiers
        let percent =
          tiers.total == 0
          ? 0 : (Double(tiers.translated * 1000) / Double(tiers.total)).rounded() / 10
        row.append(LocaleCoverage.percentText(percent))
      }
      rows.append(row)
    }
    return "\nCoverage by category (* critical):\n"
      + table(header: header, rows: rows, leftAligned: [0])
  }

  private static func catalogue(_ report: CoverageReport) -> String {
    var text = ""
    text += line("catalogue", "critical keys without fallback copy", report.criticalWithoutFallback)
    text += line("catalogue", "copy-rule findings", report.copyFindings.map(\.description))
    text += line("catalogue", "inconsistent fallback copy", report.inconsistentFallbacks)
    if !report.dynamicCalls.isEmpty {
      text += "dynamic keys (listed, never counted as missing): \(report.dynamicCalls.count)\n"
      for call in report.dynamicCalls.prefix(listLimit) {
        text += "  \(call.location)  \(call.expression)\n"
      }
      if report.dynamicCalls.count > listLimit {
        text += "  and \(report.dynamicCalls.count - listLimit) more (see --format json)\n"
      }
    }
    return text.isEmpty ? "" : "\n" + text
  }

  private static func line(_ place: String, _ label: String, _ items: [String]) -> String {
    guard !items.isEmpty else { return "" }
    var text = "\(place): \(label) (\(items.count)): "
    text += items.prefix(listLimit).joined(separator: ", ")
    if items.count > listLimit { text += " and \(items.count - listLimit) more" }
    return text + "\n"
  }

  private static func table(header: [String], rows: [[String]], leftAligned: Set<Int>) -> String {
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    var text = ""
    for row in all {
      let cells = row.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return leftAligned.contains(column) ? cell + padding : padding + cell
      }
      var rendered = cells.joined(separator: "  ")
      while rendered.hasSuffix(" ") { rendered.removeLast() }
      text += rendered + "\n"
    }
    return text
  }
}
