import ComplianceReport
import ComplianceSite
import ContractMarkdown
import Foundation
import LanguageProvider
import RTLReview
import SourceScan
import TranslationCoverage

/// Synthetic coverage, RTL, sign-off and mutation sections for the site's pages, with an
/// optional injection attempt in every key, note and name they carry.
enum SectionFixtures {
  /// A tier matrix of `keys` × `locales`, built through its JSON form (its mutating API is
  /// internal to the coverage module). `letter(row, column)` gives each cell's tier letter.
  static func matrix(keys: [String], locales: [String], letter: (Int, Int) -> Character) throws
    -> TierMatrix
  {
    let sorted = keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    var tiers: [String: String] = [:]
    for (column, locale) in locales.enumerated() {
      tiers[locale] = String(sorted.indices.map { letter($0, column) })
    }
    let json: [String: Any] = ["keys": sorted, "locales": locales, "tiers": tiers]
    let data = try JSONSerialization.data(withJSONObject: json)
    return try JSONDecoder().decode(TierMatrix.self, from: data)
  }

  static func locale(
    _ code: String, name: String, percent: Double, passed: Bool, keys: [String] = [],
    rightToLeft: Bool = false
  ) -> LocaleCoverage {
    let key = keys.first ?? "NAV_BACK_BUTTON"
    return LocaleCoverage(
      code: code, name: name, rightToLeft: rightToLeft, isSource: code == "en",
      dictionary: .loaded, failure: nil, dictionaryEntries: 120, version: "abc",
      readiness: .complete, fallbackOnly: false,
      tiers: TierCounts(prefixed: 10, original: 70, fallback: 15, keyText: 5, notAKey: 0),
      coveragePercent: percent, emptyValues: [key + "_EMPTY"],
      identicalToFallback: [key + "_SAME"],
      placeholderMismatches: [
        CopyFinding(key: key, locale: code, rule: .placeholderMismatch, detail: "missing {name}")
      ],
      bidiFindings: [], unusedKeys: [key + "_UNUSED"], prefixedDuplicates: [],
      criticalWithoutFallback: [key + "_CRITICAL"],
      categories: [
        CategoryCoverage(
          category: "control", critical: true, tiers: TierCounts(prefixed: 3, fallback: 1)),
        CategoryCoverage(category: "title", critical: false, tiers: TierCounts(original: 2)),
      ],
      todo: passed ? [] : todo(keys: keys.isEmpty ? [key] : keys),
      gate: LocaleGate(minimumCoveragePercent: 90),
      gateResult: CoverageGateResult(
        name: "coverage:\(code)", passed: passed,
        detail: passed ? "coverage \(percent)%" : "coverage \(percent)% below 90.0%"))
  }

  /// A to-do list over `keys`: the first shows its fallback (critical, two call sites), the
  /// second its key text (no call site), the third has a placeholder mismatch and a bidi
  /// finding.
  static func todo(keys: [String]) -> [TodoEntry] {
    let location = { (file: String, line: Int) in
      CallSite(file: file, line: line, column: 5)
    }
    let entries = [
      TodoEntry(
        key: keys[0], reasons: [.fallbackShown], tier: .fallback, category: "control",
        critical: true, locations: [location("src/App.js", 3), location("src/Nav.js", 9)]),
      TodoEntry(
        key: keys.count > 1 ? keys[1] : keys[0] + "_TITLE", reasons: [.keyTextShown],
        tier: .keyText, category: "title", critical: false, locations: []),
      TodoEntry(
        key: keys.count > 2 ? keys[2] : keys[0] + "_LABEL",
        reasons: [.placeholderMismatch, .copyRule], tier: .original, category: "label",
        critical: false, locations: [location("src/Order.js", 12)],
        detail: "missing {name}; unisolatedEdgePlaceholder"),
    ]
    return entries.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
  }

  /// Coverage of `keys` in two locales (`ar` failing its gate, `de` passing), with every
  /// finding list filled.
  static func coverage(keys: [String] = ["NAV_BACK_BUTTON", "ERROR_UPLOAD", "TITLE_HOME"])
    throws -> CoverageReport
  {
    let first = keys.first ?? "NAV_BACK_BUTTON"
    let locales = [
      locale("ar", name: "العربية", percent: 82.5, passed: false, keys: keys, rightToLeft: true),
      locale("de", name: "Deutsch", percent: 100, passed: true, keys: keys),
    ]
    let letters: [Character] = ["p", "o", "f", "k", "n"]
    return CoverageReport(
      keyPrefix: "DRIVER_APP_", sourceLocale: "en", live: false, keyCount: keys.count,
      criticalWithoutFallback: [first],
      copyFindings: [CopyFinding(key: first, rule: .filePath)],
      inconsistentFallbacks: [first],
      dynamicCalls: [
        DynamicKeyCall(
          location: CallSite(file: "src/App.js", line: 12, column: 5),
          expression: "t(`STATUS_${state}`)")
      ],
      locales: locales,
      matrix: try matrix(keys: keys, locales: ["ar", "de"]) { row, column in
        letters[(row + column) % letters.count]
      },
      catalogueGate: CatalogueGate(),
      gates: [
        CoverageGateResult(name: "coverage:catalogue", passed: false, detail: "1 critical key"),
        CoverageGateResult(name: "coverage:ar", passed: false, detail: "below 90.0%"),
        CoverageGateResult(name: "coverage:de", passed: true, detail: "coverage 100.0%"),
      ])
  }

  /// RTL status of `ar` (failing, with every area recorded) and `he` (not started).
  static func rtl(note: String = "mirrored map controls", key: String = "ETA_LABEL")
    -> RTLStatusReport
  {
    let areas = RTLArea.allCases.enumerated().map { index, area in
      RTLLocaleStatus.AreaReview(
        area: area, status: index == 5 ? .fail : index == 2 ? .passWithExceptions : .pass,
        build: index == 7 ? "4.11.2" : "4.12.0", date: "2026-03-0\(index + 1)",
        notes: index == 5 ? note : "", onBuildUnderReview: index != 7)
    }
    let evidence = [
      RTLLocaleStatus.Evidence(
        clauseID: "sample-contract/rules/first-rule-is-checked", key: "RTL layout",
        verdict: "passed"),
      RTLLocaleStatus.Evidence(clauseID: "gone/clause", key: "RTL gone", verdict: "failed"),
    ]
    let notStarted = RTLArea.allCases.map {
      RTLLocaleStatus.AreaReview(
        area: $0, status: .notStarted, build: "", date: "", notes: "", onBuildUnderReview: false)
    }
    return RTLStatusReport(
      recordFile: "contracts/rtl-review.md", buildUnderReview: "4.12.0",
      contractChanged: "2026-02-01",
      locales: [
        RTLLocaleStatus(
          locale: "ar", name: "العربية", overall: .failing, areas: areas, evidence: evidence,
          bidiControlKeys: [key], unisolatedPlaceholderKeys: [key + "_EDGE"],
          lastReviewed: "2026-03-08", reasons: ["maps: fail", "clause RTL gone: failed"]),
        RTLLocaleStatus(
          locale: "he", name: "עברית", overall: .notStarted, areas: notStarted, evidence: [],
          bidiControlKeys: [], unisolatedPlaceholderKeys: [], lastReviewed: nil,
          reasons: ["no area reviewed yet"]),
      ],
      metadataFindings: ["fa: script is right-to-left but rtl is false in the language metadata"],
      diagnostics: [])
  }

  /// Readiness with one failing check, a valid and a stale sign-off.
  static func signoff(note: String = "ship it") -> SignoffReport {
    let location = ContractMarkdown.SourceLocation(line: 7, column: 1)
    return SignoffReport(
      recordFile: "contracts/signoff.md",
      entries: [
        SignoffEntry(
          release: "4.12.0", contract: "sample-contract",
          fingerprint: String(repeating: "a", count: 64),
          role: "QA lead", decision: .approved, date: "2026-03-10", notes: note,
          location: location, validity: .valid, explanation: "valid"),
        SignoffEntry(
          release: "4.12.0", contract: "sample-contract",
          fingerprint: String(repeating: "b", count: 64), role: "Localisation",
          decision: .approvedWithConditions, date: "", notes: "",
          location: location, validity: .stale,
          explanation: "stale: contract changed after sign-off, 2 clauses differ"),
      ],
      readiness: [
        GateResult(name: "clauses", passed: false, detail: "failing: Behaviour › Broken"),
        GateResult(name: "gate lint", passed: true, detail: "no lint error"),
      ],
      diagnostics: [])
  }

  /// Two defects: one caught by a clause of the sample contract, one surviving.
  static func mutation(clause: String = "sample-contract/rules/first-rule-is-checked")
    -> MutationReport
  {
    MutationReport(
      contract: "sample-contract",
      defects: [
        .init(name: "ignoresPrefix", caughtBy: [clause, "unknown/clause"]),
        .init(name: "dropsFallback", caughtBy: []),
      ],
      target: 0.95)
  }

  /// The sample contract's report with every section filled.
  static func fullReport() throws -> ComplianceReport {
    var report = SiteFixtures.report([try SiteFixtures.sampleResult()])
    report.coverage = try coverage()
    report.rtl = rtl()
    report.signoff = signoff()
    report.mutation = mutation()
    return report
  }
}

extension SectionFixtures {
  /// Every injection attempt at once.
  static let hostile = "\(SiteFixtures.xss) \(SiteFixtures.breakout) \(SiteFixtures.javascriptLink)"

  /// Fills `report`'s sections with injection attempts: a dictionary key, a locale name, a
  /// review note, a sign-off note, a defect name and a clause id.
  static func addHostileSections(to report: inout ComplianceReport) throws {
    var coverage = try coverage(keys: [SiteFixtures.xss + "_KEY", SiteFixtures.breakout, "OK_KEY"])
    coverage.locales[1].name = SiteFixtures.breakout
    coverage.dynamicCalls[0].expression = hostile
    report.coverage = coverage
    report.rtl = rtl(note: hostile, key: SiteFixtures.breakout)
    report.signoff = signoff(note: hostile)
    var mutation = mutation(clause: SiteFixtures.javascriptLink)
    mutation.defects[0].name = SiteFixtures.xss
    report.mutation = mutation
  }
}
