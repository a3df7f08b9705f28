import Templates
import Verification

extension StatusPresentation {
  /// The template value of each clause verdict, built once: every clause row and item carries
  /// one, and building a dictionary per row was a measurable share of a contract page's model.
  /// Kept in arrays searched by case (a handful of comparisons) rather than dictionaries
  /// (a hash per row).
  private static let verdicts = ClauseVerdict.allCases
  private static let verdictValues = verdicts.map { StatusPresentation($0).value }

  private static let cellVerdicts: [CellVerdict] = [.verified, .failed, .notChecked]
  private static let cellValues = cellVerdicts.map { StatusPresentation($0).value }

  private static let changes: [ChangeStatus] = [.unchanged, .changed, .added, .removed, .renamed]
  private static let changeValues = changes.map { StatusPresentation($0).value }

  /// `StatusPresentation(verdict).value`, shared.
  static func value(_ verdict: ClauseVerdict) -> TemplateValue {
    verdicts.firstIndex(of: verdict).map { verdictValues[$0] } ?? StatusPresentation(verdict).value
  }

  /// `StatusPresentation(verdict).value` of a cell, shared.
  static func value(_ verdict: CellVerdict) -> TemplateValue {
    cellVerdicts.firstIndex(of: verdict).map { cellValues[$0] } ?? StatusPresentation(verdict).value
  }

  /// `StatusPresentation(change).value`, shared.
  static func value(_ change: ChangeStatus) -> TemplateValue {
    changes.firstIndex(of: change).map { changeValues[$0] } ?? StatusPresentation(change).value
  }
}
