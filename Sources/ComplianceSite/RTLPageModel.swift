import ComplianceReport
import RTLReview
import Templates
import Verification

/// The template context of the RTL review page: the locale × area matrix as recorded, the
/// executed evidence, dictionary and metadata findings, and the honest overall status per
/// locale with its reasons. Dictionary findings name keys only, never values.
struct RTLPageModel {
  let rtl: RTLStatusReport
  let links: ClauseLinks

  /// The anchor of a locale's section.
  static func anchor(_ locale: String) -> String { "rtl-" + SitePaths.safeComponent(locale) }

  /// The reasons in one line, or what "supported" means when there are none.
  static func reasonLine(_ locale: RTLLocaleStatus) -> String {
    locale.reasons.isEmpty
      ? "every area passes on the build under review; evidence and dictionary checks clean"
      : locale.reasons.joined(separator: "; ")
  }

  func context() -> TemplateDictionary {
    let root = "../"
    let areas = RTLArea.allCases.map { area -> TemplateValue in
      ["name": .string(area.rawValue), "scope": .string(area.scope)]
    }
    let locales = rtl.locales.map { locale -> TemplateValue in
      let cells = locale.areas.map { review -> TemplateValue in
        [
          "area": .string(review.area.rawValue), "status": StatusPresentation(review.status).value,
          "build": TemplateValue(review.build.isEmpty ? nil : review.build),
          "date": TemplateValue(review.date.isEmpty ? nil : review.date),
          "notes": TemplateValue(review.notes.isEmpty ? nil : review.notes),
          "scope": .string(review.area.scope),
          "otherBuild": .bool(review.status != .notStarted && !review.onBuildUnderReview),
        ]
      }
      let evidence = locale.evidence.map { item -> TemplateValue in
        let verdict = verdictPresentation(item.verdict)
        return [
          "clause": links.value(item.clauseID, root: root), "key": .string(item.key),
          "status": verdict.value,
        ]
      }
      return [
        "locale": .string(locale.locale), "name": .string(locale.name),
        "anchor": .string(Self.anchor(locale.locale)),
        "status": StatusPresentation(locale.overall).value,
        "reasons": .list(locale.reasons.map { .string($0) }),
        "hasReasons": .bool(!locale.reasons.isEmpty),
        "lastReviewed": TemplateValue(locale.lastReviewed),
        "areas": .list(cells), "evidence": .list(evidence), "hasEvidence": .bool(!evidence.isEmpty),
        "bidi": CoveragePageModel.keyList(locale.bidiControlKeys),
        "edges": CoveragePageModel.keyList(locale.unisolatedPlaceholderKeys),
      ]
    }
    let diagnostics = rtl.diagnostics.map { diagnostic -> TemplateValue in
      [
        "file": .string(diagnostic.file), "line": .int(diagnostic.location.line),
        "column": .int(diagnostic.location.column), "message": .string(diagnostic.message),
        "rule": .string(diagnostic.rule),
      ]
    }
    return [
      "rtl": [
        "recordFile": TemplateValue(rtl.recordFile),
        "build": TemplateValue(rtl.buildUnderReview),
        "contractChanged": TemplateValue(rtl.contractChanged),
      ],
      "areas": .list(areas), "locales": .list(locales), "hasLocales": .bool(!locales.isEmpty),
      "metadata": .list(rtl.metadataFindings.map { .string($0) }),
      "hasMetadata": .bool(!rtl.metadataFindings.isEmpty),
      "diagnostics": .list(diagnostics), "hasDiagnostics": .bool(!diagnostics.isEmpty),
      "statusLegend": .list(
        RTLReviewStatus.allCases.map { StatusPresentation($0).value }),
      "overallLegend": .list(
        [
          RTLLocaleStatus.Overall.supported, .partial, .failing, .stale, .notStarted,
        ].map { StatusPresentation($0).value }),
    ]
  }
}

/// A clause verdict recorded as text (`passed`, `failed`, …), shown like the verdict itself.
func verdictPresentation(_ text: String) -> StatusPresentation {
  if let verdict = ClauseVerdict(rawValue: text) { return StatusPresentation(verdict) }
  return StatusPresentation(name: "unbound", symbol: "?", label: text)
}
