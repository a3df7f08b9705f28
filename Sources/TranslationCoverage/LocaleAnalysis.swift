import LanguageProvider
import Support

/// Turns one locale's resolutions and fetched dictionary into its figures and tier column.
struct LocaleAnalysis {
  let locale: CoverageLocale
  let plan: CataloguePlan
  let isSource: Bool
  let gate: LocaleGate
  /// Whether ``LocaleCoverage/version`` is read from the provider (see
  /// ``CoverageCalculator/recordsDictionaryVersions``).
  let recordsVersion: Bool

  func analyse(
    resolutions: [Resolution], state: LanguageState, fetch: RecordingTranslationService.Fetch?
  ) -> (LocaleCoverage, [UInt8]) {
    let count = plan.keys.count
    var column = [UInt8](repeating: 0, count: count)
    var tiers = TierCounts()
    var categoryTiers = [TierCounts](repeating: TierCounts(), count: plan.categoryNames.count)
    var identical: [String] = []
    var mismatches: [CopyFinding] = []
    var bidi: [CopyFinding] = []
    var criticalWithoutFallback: [String] = []
    // Translated rows that still need review: their reasons and details, by row.
    var review: [Int: (reasons: [TodoReason], details: [String])] = [:]
    // The plan's arrays are read through buffers, once, not through `plan` per row: the plan
    // is shared by every locale's thread, and a copy of a row's fallback or placeholders out of
    // an array retained an object that the other threads' copies retain too.
    let keys = plan.keys
    let categoryIndex = plan.categoryIndex
    let critical = plan.critical
    plan.requests.withUnsafeBufferPointer { requests in
      plan.fallbackPlaceholders.withUnsafeBufferPointer { fallbackPlaceholders in
        plan.fallbackUTF8.withReader { fallbacks in
          for row in 0..<count {
            let tier = resolutions[row].tier
            column[row] = TierMatrix.letter(for: tier)
            tiers[tier] += 1
            categoryTiers[categoryIndex[row]][tier] += 1
            guard tier.isTranslated else {
              if critical[row], tier == .keyText || tier == .notAKey {
                criticalWithoutFallback.append(keys[row])
              }
              continue
            }
            // The text is read as the dictionary keeps it (bytes of a decoded file), in one pass
            // for the placeholder and bidi checks; a `String` is made only for the rare text the
            // RTL copy rules must read.
            let text = resolutions[row].found
            let fallback = fallbacks[row]
            let hasFallback = fallback != nil
            let (mismatch, needsCopyRules) = text.withUTF8 { bytes in
              (
                hasFallback
                  ? Placeholder.mismatch(
                    expected: fallbackPlaceholders[row], translationUTF8: bytes)
                  : nil,
                (locale.rightToLeft && Placeholder.mayContainPlaceholder(bytes))
                  || BidiControls.containsEmbeddingOrOverride(bytes)
              )
            }
            var reasons: [TodoReason] = []
            var details: [String] = []
            // Compared as bytes where they tell; the `String`s are compared (a copy of the
            // fallback made) only where canonical equivalence must decide.
            if !isSource, let fallback,
              text.isEqual(toUTF8: fallback) ?? (text.string == requests[row].fallback)
            {
              identical.append(keys[row])
              reasons.append(.identicalToSource)
            }
            if let mismatch {
              mismatches.append(
                CopyFinding(
                  key: keys[row], locale: locale.code, rule: .placeholderMismatch,
                  detail: mismatch.detail))
              reasons.append(.placeholderMismatch)
              details.append(mismatch.detail)
            }
            if needsCopyRules {
              let findings = CopyRules.checkTranslation(
                text.string, fallback: nil, key: keys[row], locale: locale.code,
                isRightToLeft: locale.rightToLeft)
              if !findings.isEmpty {
                bidi += findings
                reasons.append(.copyRule)
                details += findings.map(\.rule.rawValue)
              }
            }
            if !reasons.isEmpty { review[row] = (reasons.sorted(), details) }
          }
        }
      }
    }

    let outcome: DictionaryOutcome
    var failure: String?
    var empty: [String] = []
    var unused: [String] = []
    var duplicates: [String] = []
    var emptyRows = Set<Int>()
    switch fetch {
    case .dictionary(let entries)?:
      outcome = entries.isEmpty ? .empty : .loaded
      // A prefixed entry duplicates the entry of its key itself when their texts are equal;
      // both are met in this one pass over the entries, so the pairs are compared after it
      // instead of looking each key up again. Entries are held by position, not by text: only
      // the texts of rows with both entries are ever read, and a key is made a `String` only
      // when it is listed.
      var originals = [TranslationTable.Entry?](repeating: nil, count: count)
      var prefixedEntries: [(row: Int, entry: TranslationTable.Entry)] = []
      entries.forEachEntry { entry, keyUTF8, textIsEmpty in
        let found =
          keyUTF8.flatMap { plan.row(forDictionaryKeyUTF8: $0) }
          ?? plan.rowByString(forDictionaryKey: entries.key(of: entry))
        guard let (row, prefixed) = found else {
          unused.append(entries.key(of: entry))
          return
        }
        if textIsEmpty {
          empty.append(entries.key(of: entry))
          emptyRows.insert(row)
        } else if prefixed {
          prefixedEntries.append((row, entry))
        } else {
          originals[row] = entry
        }
      }
      for (row, entry) in prefixedEntries {
        if let original = originals[row], entries.textsAreEqual(original, entry) {
          duplicates.append(plan.keys[row])
        }
      }
    case .errorEnvelope?:
      outcome = .failed
      failure = "the service answered with an error envelope"
    case .thrown(let reason)?:
      outcome = .failed
      failure = reason
    case nil:
      outcome = .failed
      failure = "the provider made no dictionary request"
    }

    let todo = Self.todo(
      plan: plan, column: column, review: review, emptyRows: emptyRows)
    let translated = tiers.translated
    let percent = count == 0 ? 0 : (Double(translated * 1000) / Double(count)).rounded() / 10
    let fallbackOnly = outcome != .loaded || state.readiness != .complete || translated == 0
    let categories = plan.categoryNames.indices.map { index in
      CategoryCoverage(
        category: plan.categoryNames[index], critical: plan.categoryIsCritical[index],
        tiers: categoryTiers[index])
    }
    let version = recordsVersion ? state.dictionaryVersion?.description : nil
    var coverage = LocaleCoverage(
      code: locale.code, name: locale.name, rightToLeft: locale.rightToLeft, isSource: isSource,
      dictionary: outcome, failure: failure, dictionaryEntries: state.dictionaryKeyCount,
      version: version, readiness: state.readiness,
      fallbackOnly: fallbackOnly, tiers: tiers, coveragePercent: percent,
      emptyValues: Self.sorted(empty), identicalToFallback: identical,
      placeholderMismatches: mismatches, bidiFindings: bidi, unusedKeys: Self.sorted(unused),
      prefixedDuplicates: Self.sorted(duplicates),
      criticalWithoutFallback: criticalWithoutFallback, categories: categories, todo: todo,
      gate: gate,
      gateResult: CoverageGateResult(name: "coverage:\(locale.code)", passed: true, detail: ""))
    coverage.gateResult = evaluate(
      coverage, exactPercent: Double(translated * 100) / Double(max(count, 1)))
    return (coverage, column)
  }

  /// Holds the figures against the gate; the detail names counts and keys, never copy.
  private func evaluate(_ coverage: LocaleCoverage, exactPercent: Double) -> CoverageGateResult {
    let minimum = gate.effectiveMinimumCoveragePercent
    let keyText = coverage.tiers.keyText + coverage.tiers.notAKey
    let critical = coverage.criticalWithoutFallback
    let criticalLimit = gate.effectiveMaximumCriticalWithoutFallback
    var problems: [String] = []
    if coverage.fallbackOnly, !gate.effectiveAllowFallbackOnly {
      let why: String
      switch coverage.dictionary {
      case .failed: why = "the dictionary failed"
      case .empty: why = "the dictionary is empty"
      case .loaded: why = "no key is translated"
      }
      problems.append("fallback only (\(why))")
    }
    if exactPercent < minimum {
      problems.append(
        "coverage \(coverage.coverageText) below the minimum \(LocaleCoverage.percentText(minimum))"
      )
    }
    if let limit = gate.maximumKeyText, keyText > limit {
      problems.append("\(keyText) key(s) shown as key text (at most \(limit))")
    }
    if critical.count > criticalLimit {
      problems.append(
        "\(critical.count) critical key(s) without translation or fallback (at most \(criticalLimit)): "
          + CoverageCalculator.list(critical))
    }
    if problems.isEmpty {
      var held = [
        "coverage \(coverage.coverageText) (minimum \(LocaleCoverage.percentText(minimum)))"
      ]
      if let limit = gate.maximumKeyText {
        held.append("key text \(keyText) (at most \(limit))")
      }
      held.append("critical without fallback \(critical.count) (at most \(criticalLimit))")
      return CoverageGateResult(
        name: "coverage:\(coverage.code)", passed: true, detail: held.joined(separator: ", "))
    }
    return CoverageGateResult(
      name: "coverage:\(coverage.code)", passed: false, detail: problems.joined(separator: "; "))
  }

  /// The to-do list in key order: every key the dictionary does not translate (its value
  /// empty, or the key text or the fallback copy shown), then every translation that needs
  /// review (placeholders, bidi and copy rules, identical to the source).
  private static func todo(
    plan: CataloguePlan, column: [UInt8], review: [Int: (reasons: [TodoReason], details: [String])],
    emptyRows: Set<Int>
  ) -> [TodoEntry] {
    // The lists of every locale stay in the report the site is made from (a hundred thousand
    // entries in a large project), so each is allocated at its size, and the one-reason lists
    // share one array each instead of allocating one per entry.
    var entries: [TodoEntry] = []
    let untranslated = column.lazy.filter {
      !(TierMatrix.tier(forLetter: $0) ?? .fallback).isTranslated
    }.count
    entries.reserveCapacity(untranslated + review.count)
    for row in column.indices {
      let tier = TierMatrix.tier(forLetter: column[row]) ?? .fallback
      let reasons: [TodoReason]
      var details: [String] = []
      if tier.isTranslated {
        guard let flagged = review[row] else { continue }
        reasons = flagged.reasons
        details = flagged.details
      } else if emptyRows.contains(row) {
        reasons = Self.emptyValue
      } else if tier == .fallback {
        reasons = Self.fallbackShown
      } else {
        reasons = Self.keyTextShown
        if tier == .notAKey { details = ["not key-shaped: shown as it is, never looked up"] }
      }
      entries.append(
        TodoEntry(
          key: plan.keys[row], reasons: reasons, tier: tier,
          category: plan.categoryNames[plan.categoryIndex[row]], critical: plan.critical[row],
          locations: plan.locations[row],
          detail: details.isEmpty ? nil : details.joined(separator: "; ")))
    }
    return entries
  }

  private static let emptyValue: [TodoReason] = [.emptyValue]
  private static let fallbackShown: [TodoReason] = [.fallbackShown]
  private static let keyTextShown: [TodoReason] = [.keyTextShown]

  private static func sorted(_ keys: [String]) -> [String] {
    keys.sorted(by: UTF8Order.precedes)
  }
}
