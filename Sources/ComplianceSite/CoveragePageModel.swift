import LanguageProvider
import SourceScan
import Templates
import TranslationCoverage

/// The template contexts of the coverage page and of the key pages.
///
/// The key pages show the tier matrix (keys × locales) a row per key: how many locales
/// translate it, the locales that do not by tier, and where the app calls it (once per key,
/// where the to-do pages list the key once per locale). Whether a translation came through the
/// prefixed or the original key is counted per locale on the coverage page, not per key. They are split so that no page grows with the catalogue: keys are
/// grouped by prefix (the first segment before `_`), small groups are packed together and
/// large groups cut, so every part holds at most ``keysPerPart`` keys. Only key names, locale
/// codes, counts, categories and source locations appear: never a dictionary value.
struct CoveragePageModel {
  /// One page of the matrix: consecutive keys (grouped by prefix) under one file name.
  struct Part: Hashable {
    /// The file name without `.html`, unique in the site ignoring case.
    var name: String
    /// The prefixes the part covers, in order.
    var prefixes: [String]
    /// The keys, in prefix order then key order.
    var keys: [String]
    /// 1-based position among the parts.
    var number: Int

    /// `ERROR`, `ERROR (2)` or `ERROR – NAV`.
    var title: String
  }

  /// The most keys one matrix page holds.
  static let keysPerPart = 200

  let coverage: CoverageReport
  let parts: [Part]
  let options: SiteOptions
  /// Each key's call sites, from the first to-do entry that lists the key (empty for a key
  /// added to the catalogue by hand; a key on no to-do list is translated everywhere, and its
  /// call sites are not shown).
  private let locations: [String: [CallSite]]

  init(
    coverage: CoverageReport, options: SiteOptions = .init(),
    keysPerPart: Int = CoveragePageModel.keysPerPart
  ) {
    self.coverage = coverage
    self.options = options
    self.parts = Self.split(keys: coverage.matrix.keys, keysPerPart: max(keysPerPart, 1))
    var locations: [String: [CallSite]] = [:]
    // By index: for-in copied every locale and to-do entry (a retain per field) to read two.
    let locales = coverage.locales
    for localeIndex in locales.indices {
      let todo = locales[localeIndex].todo
      for index in todo.indices where locations[todo[index].key] == nil {
        locations[todo[index].key] = todo[index].locations
      }
    }
    self.locations = locations
  }

  /// The prefix a key is grouped under: the text before its first `_` (the whole key when it
  /// has none or starts with one).
  static func prefix(of key: String) -> String {
    guard let underscore = key.firstIndex(of: "_"), underscore != key.startIndex else { return key }
    return String(key[..<underscore])
  }

  /// Groups keys by prefix (prefixes in UTF-8 order, keys in the order given) and packs the
  /// groups into parts of at most `keysPerPart` keys. Linear in the number of keys.
  static func split(keys: [String], keysPerPart: Int) -> [Part] {
    var groups: [String: [String]] = [:]
    for key in keys { groups[prefix(of: key), default: []].append(key) }
    let prefixes = groups.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    var parts: [Part] = []
    var used = Set<String>()
    var current: (prefixes: [String], keys: [String]) = ([], [])
    var pieces: [String: Int] = [:]
    func close() {
      guard let first = current.prefixes.first else { return }
      var base = SitePaths.safeFileName(first)
      if base.isEmpty { base = "keys" }
      pieces[first, default: 0] += 1
      if pieces[first]! > 1 { base += "-\(pieces[first]!)" }
      var name = base
      var counter = 1
      while used.contains(name.lowercased()) || name.lowercased() == "index" {
        counter += 1
        name = "\(base)-\(counter)"
      }
      used.insert(name.lowercased())
      let piece = pieces[first]!
      var title = first
      if current.prefixes.count > 1 {
        title += " – " + current.prefixes.last!
      } else if piece > 1 {
        title += " (\(piece))"
      }
      parts.append(
        Part(
          name: name, prefixes: current.prefixes, keys: current.keys, number: parts.count + 1,
          title: title))
      current = ([], [])
    }
    for prefix in prefixes {
      var group = groups[prefix]![...]
      if current.keys.count + group.count > keysPerPart { close() }
      while group.count > keysPerPart {
        current = ([prefix], Array(group.prefix(keysPerPart)))
        group = group.dropFirst(keysPerPart)
        close()
      }
      if !group.isEmpty {
        current.prefixes.append(prefix)
        current.keys += group
      }
    }
    close()
    return parts
  }

  /// A part's path in the site.
  static func partPath(_ part: Part) -> String { "coverage/keys/\(part.name).html" }

  /// A file name for each locale, in report order: the code reduced to safe characters
  /// (`locale` when nothing is left) and made unique ignoring case (`-2`, `-3`, …). Badges and
  /// to-do pages are named by it.
  static func localeFileNames(_ coverage: CoverageReport) -> [String] {
    SitePaths.uniqueFileNames(coverage.locales.map(\.code), fallback: "locale")
  }

  /// A source location as `partials/location` shows it: its text, linked when the site has a
  /// source URL.
  static func source(_ location: CallSite, options: SiteOptions) -> TemplateValue {
    [
      "href": TemplateValue(options.sourceLink(file: location.file, line: location.line)),
      "text": .string(location.description),
    ]
  }

  /// The dynamic calls as `partials/dynamic-keys` lists them.
  static func dynamicCalls(_ coverage: CoverageReport, options: SiteOptions) -> [TemplateValue] {
    coverage.dynamicCalls.map { call in
      ["location": source(call.location, options: options), "expression": .string(call.expression)]
    }
  }

  /// The anchor of a locale's row and findings on the coverage page.
  static func anchor(_ locale: LocaleCoverage) -> String {
    "locale-" + SitePaths.safeComponent(locale.code)
  }

  /// `12.5` style text (one decimal, independent of the process locale).
  static func oneDecimal(_ value: Double) -> String {
    let tenths = Int((min(max(value, 0), 100) * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }

  /// What the index and the coverage page both show of a locale: code, name, percent (text and
  /// bar width), the gate's minimum and whether the gate held.
  static func localeSummary(_ locale: LocaleCoverage) -> TemplateDictionary {
    let minimum = locale.gate.minimumCoveragePercent
    return [
      "locale": .string(locale.code), "name": .string(locale.name ?? locale.code),
      "percent": .string(oneDecimal(locale.coveragePercent)),
      "width": .string(oneDecimal(locale.coveragePercent)),
      "gate": TemplateValue(minimum.map(oneDecimal)),
      "status": StatusPresentation(gatePassed: locale.gateResult.passed).value,
      "gateDetail": .string(locale.gateResult.detail),
      "anchor": .string(anchor(locale)),
    ]
  }

  static let tierNames: [(ResolutionTier, String, String)] = [
    (.prefixed, "prefixed", "translated through the Driver-prefixed key"),
    (.original, "original", "translated through the original key"),
    (.fallback, "fallback", "no translation: the fallback copy is shown"),
    (.keyText, "key text", "no translation and no fallback copy: the raw key is shown"),
    (.notAKey, "not a key", "not key-shaped: the text is shown as it is"),
  ]

  static var legend: TemplateValue {
    .list(
      tierNames.map { _, name, meaning in
        ["name": .string(name), "meaning": .string(meaning)]
      })
  }

  static func tiersValue(_ tiers: TierCounts) -> TemplateValue {
    [
      "prefixed": .int(tiers.prefixed), "original": .int(tiers.original),
      "fallback": .int(tiers.fallback), "keyText": .int(tiers.keyText),
      "notAKey": .int(tiers.notAKey), "total": .int(tiers.total),
      "translated": .int(tiers.translated),
    ]
  }

  static func keyList(_ keys: [String]) -> TemplateValue {
    [
      "keys": .list(keys.map { .string($0) }), "count": .int(keys.count),
      "any": .bool(!keys.isEmpty),
    ]
  }

  /// Findings grouped by rule (rules in order of first finding), each rule's requirement
  /// said once; `showsLocale` off where the list is a locale's own.
  static func findings(_ findings: [CopyFinding], showsLocale: Bool = true) -> TemplateValue {
    var rules: [CopyRule] = []
    var byRule: [CopyRule: [TemplateValue]] = [:]
    for finding in findings {
      if byRule[finding.rule] == nil { rules.append(finding.rule) }
      byRule[finding.rule, default: []].append([
        "key": .string(finding.key),
        "locale": showsLocale ? TemplateValue(finding.locale) : nil,
        "detail": TemplateValue(finding.detail),
      ])
    }
    let groups = rules.map { rule -> TemplateValue in
      [
        "rule": .string(rule.rawValue), "requirement": .string(rule.summary),
        "items": .list(byRule[rule]!),
      ]
    }
    return ["rules": .list(groups), "count": .int(findings.count), "any": .bool(!findings.isEmpty)]
  }

  func context() -> TemplateDictionary {
    let todoPaths = CoverageTodoPageModel.paths(coverage)
    let locales = zip(coverage.locales, todoPaths).map { locale, todoPath -> TemplateValue in
      var value = Self.localeSummary(locale)
      let gate = locale.gate
      value["tiers"] = Self.tiersValue(locale.tiers)
      value["dictionary"] = .string(locale.dictionary.rawValue)
      value["failure"] = TemplateValue(locale.failure)
      value["entries"] = .int(locale.dictionaryEntries)
      value["fallbackOnly"] = .bool(locale.fallbackOnly)
      value["rightToLeft"] = .bool(locale.rightToLeft)
      value["isSource"] = .bool(locale.isSource)
      value["maximumKeyText"] = TemplateValue(gate.maximumKeyText.map { .int($0) })
      value["maximumCritical"] = .int(gate.effectiveMaximumCriticalWithoutFallback)
      value["allowFallbackOnly"] = .bool(gate.effectiveAllowFallbackOnly)
      value["critical"] = Self.keyList(locale.criticalWithoutFallback)
      value["mismatches"] = Self.findings(locale.placeholderMismatches, showsLocale: false)
      value["bidi"] = Self.findings(locale.bidiFindings, showsLocale: false)
      value["empty"] = Self.keyList(locale.emptyValues)
      value["identical"] = Self.keyList(locale.identicalToFallback)
      value["unused"] = Self.keyList(locale.unusedKeys)
      value["duplicates"] = Self.keyList(locale.prefixedDuplicates)
      let untranslated = locale.untranslatedCount
      value["todo"] = [
        "href": .string(String(todoPath.dropFirst("coverage/".count))),
        "count": .int(locale.todo.count), "any": .bool(!locale.todo.isEmpty),
        "untranslated": .int(untranslated), "review": .int(locale.todo.count - untranslated),
        "reasons": .list(
          locale.todoCounts.map { ["label": .string($0.reason.label), "count": .int($0.count)] }),
      ]
      return .dictionary(value)
    }
    let gates = coverage.gates.map { gate -> TemplateValue in
      [
        "name": .string(gate.name), "detail": .string(gate.detail),
        "status": StatusPresentation(gatePassed: gate.passed).value,
      ]
    }
    let dynamic = Self.dynamicCalls(coverage, options: options)
    let parts = parts.map { part -> TemplateValue in
      [
        "href": .string("keys/\(part.name).html"), "title": .string(part.title),
        "count": .int(part.keys.count), "first": .string(part.keys.first ?? ""),
        "last": .string(part.keys.last ?? ""), "prefixCount": .int(part.prefixes.count),
      ]
    }
    return [
      "coverage": [
        "keyCount": .int(coverage.keyCount), "keyPrefix": .string(coverage.keyPrefix),
        "sourceLocale": TemplateValue(coverage.sourceLocale), "live": .bool(coverage.live),
        "status": StatusPresentation(
          holds: coverage.passed, yes: "Every coverage gate held",
          no:
            "\(coverage.gates.filter { !$0.passed }.count) of \(coverage.gates.count) coverage gates failed"
        ).value,
        "maximumCritical": .int(coverage.catalogueGate.maximumCriticalWithoutFallback),
        "maximumCopyFindings": .int(coverage.catalogueGate.maximumCopyFindings),
      ],
      "gates": .list(gates), "locales": .list(locales), "hasLocales": .bool(!locales.isEmpty),
      "categories": categories(), "critical": Self.keyList(coverage.criticalWithoutFallback),
      "copyFindings": Self.findings(coverage.copyFindings),
      "inconsistent": Self.keyList(coverage.inconsistentFallbacks),
      "dynamic": .list(dynamic), "hasDynamic": .bool(!dynamic.isEmpty),
      "parts": .list(parts), "hasParts": .bool(!parts.isEmpty),
      "keysPerPart": .int(Self.keysPerPart), "legend": Self.legend,
      "matrixLocales": .list(coverage.matrix.locales.map { .string($0) }),
    ]
  }

  /// Categories × locales: translated of total per cell.
  private func categories() -> TemplateValue {
    var names: [String] = []
    var critical: [String: Bool] = [:]
    for locale in coverage.locales {
      for category in locale.categories where critical[category.category] == nil {
        names.append(category.category)
        critical[category.category] = category.critical
      }
    }
    names.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    let rows = names.map { name -> TemplateValue in
      let cells = coverage.locales.map { locale -> TemplateValue in
        guard let tiers = locale.categories.first(where: { $0.category == name })?.tiers,
          tiers.total > 0
        else { return ["locale": .string(locale.code), "tiers": nil, "percent": nil] }
        let percent = Double(tiers.translated) * 100 / Double(tiers.total)
        return [
          "locale": .string(locale.code), "tiers": Self.tiersValue(tiers),
          "percent": .string(Self.oneDecimal(percent)),
        ]
      }
      return [
        "category": .string(name), "critical": .bool(critical[name] ?? false),
        "cells": .list(cells),
      ]
    }
    return [
      "rows": .list(rows), "any": .bool(!rows.isEmpty),
      "locales": .list(coverage.locales.map { ["locale": .string($0.code)] }),
    ]
  }

  /// The tiers listed by the locales that do not translate a key, in this order.
  static let untranslatedTiers: [(ResolutionTier, String)] = [
    (.fallback, "fallback"), (.keyText, "key text"), (.notAKey, "not a key"),
  ]

  /// The context of one key page: a row per key with the locales that translate it, those
  /// that do not by tier, and its call sites.
  func partContext(_ part: Part) -> TemplateDictionary {
    let matrix = coverage.matrix
    let locales = matrix.locales
    // The locales of each untranslated tier, in the order of `untranslatedTiers`, joined as
    // they are met: no pair per locale, no dictionary of lists per key, and these two arrays
    // made once for the part and emptied per key.
    var lists = [String](repeating: "", count: Self.untranslatedTiers.count)
    var counts = [Int](repeating: 0, count: Self.untranslatedTiers.count)
    let rows = part.keys.map { key -> TemplateValue in
      for slot in lists.indices {
        lists[slot] = ""
        counts[slot] = 0
      }
      var translated = 0
      matrix.forEachTier(of: key) { locale, tier in
        switch tier {
        case .prefixed, .original: translated += 1
        case .fallback, .keyText, .notAKey:
          let slot = Self.untranslatedTiers.firstIndex { $0.0 == tier }!
          if counts[slot] > 0 { lists[slot] += " " }
          lists[slot] += locales[locale]
          counts[slot] += 1
        }
      }
      let missing = Self.untranslatedTiers.indices.compactMap { slot -> (String, String)? in
        counts[slot] > 0 ? (Self.untranslatedTiers[slot].1, lists[slot]) : nil
      }
      let sites = locations[key] ?? []
      let noCallSite = locations[key].map(\.isEmpty) ?? false
      return [
        "key": .string(key), "translated": .int(translated),
        "missing": .list(
          missing.enumerated().map { index, entry in
            [
              "tier": .string(entry.0), "locales": .string(entry.1),
              "last": .bool(index == missing.count - 1),
            ]
          }),
        "locations": .list(
          sites.enumerated().map { index, location in
            [
              "href": TemplateValue(options.sourceLink(file: location.file, line: location.line)),
              "text": .string(location.description), "last": .bool(index == sites.count - 1),
            ]
          }),
        "noCallSite": .bool(noCallSite),
      ]
    }
    let index = part.number - 1
    func link(_ other: Int) -> TemplateValue {
      guard parts.indices.contains(other) else { return nil }
      return ["href": .string("\(parts[other].name).html"), "title": .string(parts[other].title)]
    }
    return [
      "part": [
        "title": .string(part.title), "number": .int(part.number), "of": .int(parts.count),
        "count": .int(part.keys.count), "first": .string(part.keys.first ?? ""),
        "last": .string(part.keys.last ?? ""),
        "prefixes": .list(part.prefixes.map { .string($0) }),
      ],
      "locales": .list(matrix.locales.map { .string($0) }),
      "localeCount": .int(matrix.locales.count),
      "rows": .list(rows), "previous": link(index - 1), "next": link(index + 1),
    ]
  }
}
