import LanguageProvider
import Templates
import TranslationCoverage

/// The template context of one locale's to-do page: every key the locale does not translate
/// and every translation that needs review, grouped by reason and category, with what the
/// driver sees now and the detail; then the dynamic keys. A key's source locations are the
/// same in every locale, so they are on the key pages (``CoveragePageModel``), once.
///
/// Key names, categories, rules and locations only: never a dictionary value.
struct CoverageTodoPageModel {
  let coverage: CoverageReport
  let locale: LocaleCoverage
  let options: SiteOptions

  /// The page of each locale, in report order: `coverage/todo/<name>.html`, the code reduced
  /// to safe characters and made unique ignoring case (the same names as the badges').
  static func paths(_ coverage: CoverageReport) -> [String] {
    CoveragePageModel.localeFileNames(coverage).map { "coverage/todo/\($0).html" }
  }

  /// What the driver sees at a tier, in words.
  static func shown(_ tier: ResolutionTier) -> String {
    switch tier {
    case .prefixed: "translation (Driver-prefixed key)"
    case .original: "translation (original key)"
    case .fallback: "fallback copy"
    case .keyText: "key text"
    case .notAKey: "the text as it is"
    }
  }

  /// `reason-fallbackShown`, and `reason-fallbackShown-control` for a category within it.
  static func anchor(_ reason: TodoReason, category: String? = nil) -> String {
    var anchor = "reason-" + reason.rawValue
    if let category {
      let safe = SitePaths.safeComponent(category)
      anchor += "-" + (safe.isEmpty ? "category" : safe)
    }
    return anchor
  }

  func context() -> TemplateDictionary {
    let groups = locale.todoGroups
    var reasons: [TemplateValue] = []
    var usedAnchors = Set<String>()
    for reason in TodoReason.allCases {
      let mine = groups.filter { $0.reason == reason }
      guard !mine.isEmpty else { continue }
      let categories = mine.map { group -> TemplateValue in
        var anchor = Self.anchor(reason, category: group.category)
        var counter = 1
        while !usedAnchors.insert(anchor).inserted {
          counter += 1
          anchor = Self.anchor(reason, category: group.category) + "-\(counter)"
        }
        let shown = Self.commonTier(group.entries)
        let allCritical = group.entries.allSatisfy(\.critical)
        return [
          "anchor": .string(anchor), "category": .string(group.category),
          "critical": .bool(allCritical), "count": .int(group.entries.count),
          "shown": .string(shown.map(Self.shown) ?? ""),
          "entries": .list(
            group.entries.map { entryValue($0, shown: shown, groupCritical: allCritical) }),
        ]
      }
      reasons.append([
        "anchor": .string(Self.anchor(reason)), "label": .string(reason.label),
        "summary": .string(reason.summary), "untranslated": .bool(reason.isUntranslated),
        "count": .int(mine.reduce(0) { $0 + $1.entries.count }),
        "categories": .list(categories),
      ])
    }
    let untranslated = locale.untranslatedCount
    let dynamic = CoveragePageModel.dynamicCalls(coverage, options: options)
    return [
      "locale": [
        "code": .string(locale.code), "name": .string(locale.name ?? locale.code),
        "rightToLeft": .bool(locale.rightToLeft), "isSource": .bool(locale.isSource),
        "count": .int(locale.todo.count), "untranslated": .int(untranslated),
        "review": .int(locale.todo.count - untranslated), "keyCount": .int(coverage.keyCount),
        "percent": .string(CoveragePageModel.oneDecimal(locale.coveragePercent)),
        "anchor": .string(CoveragePageModel.anchor(locale)),
      ],
      "reasons": .list(reasons), "hasTodo": .bool(!locale.todo.isEmpty),
      "dynamic": .list(dynamic), "hasDynamic": .bool(!dynamic.isEmpty),
      "dynamicCount": .int(dynamic.count),
    ]
  }

  /// The tier most entries of a group are shown at (the first such in entry order on a tie).
  static func commonTier(_ entries: [TodoEntry]) -> ResolutionTier? {
    let tiers = ResolutionTier.allCases
    var counts = Array(repeating: 0, count: tiers.count)
    var firstSeen = Array(repeating: Int.max, count: tiers.count)
    for (position, entry) in entries.enumerated() {
      let index = tiers.firstIndex(of: entry.tier)!
      counts[index] += 1
      firstSeen[index] = min(firstSeen[index], position)
    }
    let best = tiers.indices.filter { counts[$0] > 0 }.max { a, b in
      counts[a] != counts[b] ? counts[a] < counts[b] : firstSeen[a] > firstSeen[b]
    }
    return best.map { tiers[$0] }
  }

  /// A key of a group: `flagged` when it is critical in a group that is not all critical, and
  /// a note with what else there is to say (what the driver sees when the group's line does
  /// not say it, the detail, the other reasons), or `null`.
  private func entryValue(_ entry: TodoEntry, shown: ResolutionTier?, groupCritical: Bool)
    -> TemplateValue
  {
    var notes: [String] = []
    if entry.tier != shown { notes.append("shown now: " + Self.shown(entry.tier)) }
    if let detail = entry.detail { notes.append(detail) }
    if entry.reasons.count > 1 {
      notes.append("also " + entry.reasons.dropFirst().map(\.label).joined(separator: ", "))
    }
    return [
      "key": .string(entry.key), "flagged": .bool(entry.critical && !groupCritical),
      "note": notes.isEmpty ? nil : .string(notes.joined(separator: "; ")),
    ]
  }
}
