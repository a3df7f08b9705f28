import Templates
import Verification

extension StatusPresentation {
  /// The template value of each clause verdict, built once: every clause row and item carries
  /// one, and building a dictionary per row was a measurable share of a contract page's model.
  private static let verdictValues: [ClauseVerdict: TemplateValue] = Dictionary(
    uniqueKeysWithValues: ClauseVerdict.allCases.map { ($0, StatusPresentation($0).value) })

  private static let cellValues: [CellVerdict: TemplateValue] = Dictionary(
    uniqueKeysWithValues: [CellVerdict.verified, .failed, .notChecked].map {
      ($0, StatusPresentation($0).value)
    })

  private static let changeValues: [ChangeStatus: TemplateValue] = Dictionary(
    uniqueKeysWithValues: [ChangeStatus.unchanged, .changed, .added, .removed, .renamed].map {
      ($0, StatusPresentation($0).value)
    })

  /// `StatusPresentation(verdict).value`, shared.
  static func value(_ verdict: ClauseVerdict) -> TemplateValue {
    verdictValues[verdict] ?? StatusPresentation(verdict).value
  }

  /// `StatusPresentation(verdict).value` of a cell, shared.
  static func value(_ verdict: CellVerdict) -> TemplateValue {
    cellValues[verdict] ?? StatusPresentation(verdict).value
  }

  /// `StatusPresentation(change).value`, shared.
  static func value(_ change: ChangeStatus) -> TemplateValue {
    changeValues[change] ?? StatusPresentation(change).value
  }
}
