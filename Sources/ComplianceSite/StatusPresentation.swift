import ComplianceReport
import RTLReview
import Templates
import Verification

/// How a verdict, a cell verdict or a change is shown: a CSS class for colour, and a symbol
/// and a word so that status never depends on colour alone.
struct StatusPresentation: Sendable, Hashable {
  /// The CSS modifier, e.g. `passed` (used as `status-passed`, `row-passed`).
  var name: String
  /// A shape that differs per status (✓ ✗ ! ○ ⊘ »).
  var symbol: String
  /// The status in words, capitalised.
  var label: String

  /// The presentation of a clause's verdict.
  init(_ verdict: ClauseVerdict) {
    switch verdict {
    case .passed: self.init(name: "passed", symbol: "✓", label: "Passed")
    case .failed: self.init(name: "failed", symbol: "✗", label: "Failed")
    case .error: self.init(name: "error", symbol: "!", label: "Error")
    case .unbound: self.init(name: "unbound", symbol: "○", label: "Unbound")
    case .orphaned: self.init(name: "orphaned", symbol: "⊘", label: "Orphaned")
    case .skipped: self.init(name: "skipped", symbol: "»", label: "Skipped")
    }
  }

  /// The presentation of one cell's verdict.
  init(_ verdict: CellVerdict) {
    switch verdict {
    case .verified: self.init(name: "verified", symbol: "✓", label: "verified")
    case .failed: self.init(name: "failed", symbol: "✗", label: "failed")
    case .notChecked: self.init(name: "not-checked", symbol: "–", label: "not checked")
    }
  }

  /// The presentation of a comparison with the reviewed baseline.
  init(_ change: ChangeStatus) {
    switch change {
    case .unchanged: self.init(name: "unchanged", symbol: "=", label: "Unchanged")
    case .changed: self.init(name: "changed", symbol: "Δ", label: "Changed since review")
    case .added: self.init(name: "added", symbol: "+", label: "New since review")
    case .removed: self.init(name: "removed", symbol: "−", label: "Removed since review")
    case .renamed: self.init(name: "renamed", symbol: "→", label: "Renamed since review")
    }
  }

  /// The overall state of a set of clauses: failing when any failed or errored, passing when
  /// every clause passed, otherwise incomplete (some were not checked).
  init(counts: VerdictCounts) {
    if counts.failed + counts.error > 0 {
      self.init(name: "failed", symbol: "✗", label: "Failing")
    } else if counts.total > 0, counts.passed == counts.total {
      self.init(name: "passed", symbol: "✓", label: "Passing")
    } else {
      self.init(name: "unbound", symbol: "◐", label: "Incomplete")
    }
  }

  /// The overall state of one contract: as ``init(counts:)``, except that a contract whose
  /// checks all held but whose text differs from its reviewed baseline in a way that fails the
  /// run (the default policy) is not shown as passing.
  init(contract result: ContractResult) {
    let counts = result.counts
    let failsReview = result.reviewFindings.contains { $0.isDifference && $0.severity == .error }
    if counts.failed + counts.error == 0, failsReview {
      self.init(name: "changed", symbol: "Δ", label: "Differs from review")
    } else {
      self.init(counts: counts)
    }
  }

  /// A gate that held or not.
  init(gatePassed: Bool) {
    if gatePassed {
      self.init(name: "passed", symbol: "✓", label: "Held")
    } else {
      self.init(name: "failed", symbol: "✗", label: "Failed")
    }
  }

  /// A readiness check, a sign-off's validity or any other yes/no condition, with its words.
  init(holds: Bool, yes: String, no: String) {
    if holds {
      self.init(name: "passed", symbol: "✓", label: yes)
    } else {
      self.init(name: "failed", symbol: "✗", label: no)
    }
  }

  /// The honest overall RTL status of a locale.
  init(_ overall: RTLLocaleStatus.Overall) {
    switch overall {
    case .supported: self.init(name: "passed", symbol: "✓", label: "Supported")
    case .partial: self.init(name: "error", symbol: "◐", label: "Partial support")
    case .failing: self.init(name: "failed", symbol: "✗", label: "Failing")
    case .stale: self.init(name: "changed", symbol: "Δ", label: "Stale")
    case .notStarted: self.init(name: "unbound", symbol: "○", label: "Not started")
    }
  }

  /// One area's recorded RTL review status.
  init(_ status: RTLReviewStatus) {
    switch status {
    case .pass: self.init(name: "passed", symbol: "✓", label: "Pass")
    case .passWithExceptions: self.init(name: "error", symbol: "!", label: "Pass with exceptions")
    case .inReview: self.init(name: "changed", symbol: "◑", label: "In review")
    case .notStarted: self.init(name: "unbound", symbol: "○", label: "Not started")
    case .fail: self.init(name: "failed", symbol: "✗", label: "Fail")
    }
  }

  /// A recorded sign-off checked against the current fingerprint.
  init(_ validity: SignoffEntry.Validity) {
    switch validity {
    case .valid: self.init(name: "passed", symbol: "✓", label: "Valid")
    case .stale: self.init(name: "failed", symbol: "✗", label: "Stale")
    case .unknownContract: self.init(name: "unbound", symbol: "?", label: "Unknown contract")
    case .malformed: self.init(name: "error", symbol: "!", label: "Malformed")
    }
  }

  init(name: String, symbol: String, label: String) {
    self.name = name
    self.symbol = symbol
    self.label = label
  }

  /// `{name, symbol, label}` for templates.
  var value: TemplateValue {
    ["name": .string(name), "symbol": .string(symbol), "label": .string(label)]
  }
}
