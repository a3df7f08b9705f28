import LanguageProvider
import TranslationCoverage

/// The template context of one locale's to-do page: every key the locale does not translate
/// and every translation that needs review, grouped by reason and category, with what the
/// driver sees now, the detail and the source locations; then the dynamic keys.
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

  func context() -> [String: TemplateValue] {
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
        return [
          "anchor": .string(anchor), "category": .string(group.category),
          "critical": .bool(group.entries.contains(where: \.critical)),
          "count": .int(group.entries.count),
          "entries": .list(group.entries.map(entryValue)),
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

  private func entryValue(_ entry: TodoEntry) -> TemplateValue {
    [
      "key": .string(entry.key), "critical": .bool(entry.critical),
      "shown": .string(Self.shown(entry.tier)),
      "detail": .string(
        ([entry.detail].compactMap { $0 }
          + (entry.reasons.count > 1
            ? ["also " + entry.reasons.dropFirst().map(\.label).joined(separator: ", ")] : []))
          .joined(separator: "; ")),
      "locations": .list(entry.locations.map { CoveragePageModel.source($0, options: options) }),
      "hasLocations": .bool(!entry.locations.isEmpty),
    ]
  }
}
