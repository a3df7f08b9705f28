import Contracts
import RTLReview
import Support
import TranslationCoverage
import Verification

/// RTL review status for every right-to-left locale, with metadata findings (an `rtl` flag
/// that disagrees with the language's script, in either direction).
public struct RTLStatusReport: Codable, Hashable, Sendable {
  public var recordFile: String?
  public var buildUnderReview: String?
  /// The date the contract last changed, when known (front matter `updated`, or the last
  /// commit that touched it).
  public var contractChanged: String?
  public var locales: [RTLLocaleStatus]
  /// Metadata problems, e.g. `fa: script is right-to-left but rtl is false`.
  public var metadataFindings: [String]
  public var diagnostics: [Diagnostic]

  public init(
    recordFile: String?, buildUnderReview: String?, contractChanged: String?,
    locales: [RTLLocaleStatus], metadataFindings: [String], diagnostics: [Diagnostic]
  ) {
    self.recordFile = recordFile
    self.buildUnderReview = buildUnderReview
    self.contractChanged = contractChanged
    self.locales = locales
    self.metadataFindings = metadataFindings
    self.diagnostics = diagnostics
  }

  /// The clauses that are RTL evidence (those whose key names RTL) among every contract's
  /// results, in order, without copying each of a run's tens of thousands of results to look
  /// at its key.
  public static func evidence(in results: [ContractResult]) -> [ClauseResult] {
    var evidence: [ClauseResult] = []
    for contract in results.indices {
      let clauses = results[contract].verification.results
      for index in clauses.indices where isEvidence(key: clauses[index].key) {
        evidence.append(clauses[index])
      }
    }
    return evidence
  }

  /// Whether a clause key names RTL (`key.contains("RTL")`). An ASCII key is searched byte by
  /// byte: each of its bytes is a character equal only to itself, so the answer is the same.
  static func isEvidence(key: String) -> Bool {
    UTF8Validation.isASCII(key) ? ByteSearch.contains("RTL", in: key) : key.contains("RTL")
  }

  /// Combines the record, the language metadata, what the right-to-left dictionaries hold
  /// (their scans, by locale code) and the executed clauses.
  public static func make(
    record: RTLReviewRecord?, languages: LanguageList,
    dictionaries: [String: RTLDictionaryScan], results: [ClauseResult],
    contractChanged: String?
  ) -> RTLStatusReport {
    var findings: [String] = []
    for language in languages.languages {
      let script = RightToLeftScripts.isRightToLeft(language.code)
      if language.isRightToLeft && !script {
        findings.append(
          "\(language.code): rtl is true but \(language.code) is not written in a right-to-left script"
        )
      } else if !language.isRightToLeft && script {
        findings.append(
          "\(language.code): script is right-to-left but rtl is false in the language metadata")
      }
    }
    let evidence = results.filter { isEvidence(key: $0.key) }.map {
      RTLLocaleStatus.Evidence(clauseID: $0.clauseID, key: $0.key, verdict: $0.verdict.rawValue)
    }
    let build = record?.buildUnderReview
    var locales: [RTLLocaleStatus] = []
    for language in languages.languages
    where language.isRightToLeft || RightToLeftScripts.isRightToLeft(language.code) {
      let entries = record?.entries(for: language.code) ?? []
      let areas = RTLArea.allCases.map { area in
        if let entry = entries.first(where: { $0.area == area }) {
          return RTLLocaleStatus.AreaReview(
            area: area, status: entry.status, build: entry.build, date: entry.date,
            notes: entry.notes, onBuildUnderReview: build == nil || entry.build == build)
        }
        return RTLLocaleStatus.AreaReview(
          area: area, status: .notStarted, build: "", date: "", notes: "",
          onBuildUnderReview: false)
      }
      let scan = dictionaries[language.code]
      let bidiKeys = scan?.bidiControlKeys ?? []
      let edgeKeys = scan?.unisolatedPlaceholderKeys ?? []
      let dates = areas.map(\.date).filter { !$0.isEmpty }
      let lastReviewed = dates.max()
      var reasons: [String] = []
      let overall: RTLLocaleStatus.Overall
      let brokenEvidence = evidence.filter { $0.verdict != "passed" }
      if areas.allSatisfy({ $0.status == .notStarted }) {
        overall = .notStarted
        reasons.append("no area reviewed yet")
      } else if areas.contains(where: { $0.status == .fail }) {
        overall = .failing
        reasons += areas.filter { $0.status == .fail }.map { "\($0.area.rawValue): fail" }
      } else if let lastReviewed, let changed = contractChanged, lastReviewed < changed {
        overall = .stale
        reasons.append("last reviewed \(lastReviewed), contract changed \(changed)")
      } else if areas.allSatisfy({ $0.status == .pass && $0.onBuildUnderReview })
        && bidiKeys.isEmpty && edgeKeys.isEmpty && brokenEvidence.isEmpty
      {
        overall = .supported
      } else {
        overall = .partial
      }
      if overall != .notStarted && overall != .supported {
        for area in areas where area.status != .pass && area.status != .fail {
          reasons.append("\(area.area.rawValue): \(area.status.rawValue)")
        }
        for area in areas where area.status.isPassing && !area.onBuildUnderReview {
          reasons.append("\(area.area.rawValue): reviewed on \(area.build), not \(build ?? "")")
        }
      }
      if !bidiKeys.isEmpty { reasons.append("\(bidiKeys.count) value(s) with bidi embeddings") }
      if !edgeKeys.isEmpty {
        reasons.append("\(edgeKeys.count) value(s) with an unisolated placeholder at an edge")
      }
      reasons += brokenEvidence.map { "clause \($0.key): \($0.verdict)" }
      locales.append(
        RTLLocaleStatus(
          locale: language.code, name: language.name, overall: overall, areas: areas,
          evidence: evidence, bidiControlKeys: bidiKeys, unisolatedPlaceholderKeys: edgeKeys,
          lastReviewed: lastReviewed, reasons: reasons))
    }
    return RTLStatusReport(
      recordFile: record?.file, buildUnderReview: build, contractChanged: contractChanged,
      locales: locales, metadataFindings: findings, diagnostics: record?.diagnostics ?? [])
  }
}
