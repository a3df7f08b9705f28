import JSON
import Support
import Verification

/// `policy` in `contract-report.json`: how CI weighs what the review comparison finds, and
/// which contracts `--strict` leaves out. `docs/settings.md` and `docs/ci.md` describe it.
///
/// By default a clause whose text differs from its reviewed baseline (changed, added, removed
/// or renamed since review) fails `check`, the way a snapshot mismatch fails a test run: the
/// check bound to it was written for other words. `changedSinceReview: "warn"` reports those
/// clauses as warnings instead. `--strict` always fails on them, and also on unbound clauses,
/// orphaned checks and contracts without a reviewed baseline, except in the contracts
/// `strictExempt` names.
public struct GatePolicy: Codable, Hashable, Sendable {
  /// What a clause that differs from its reviewed baseline does to the run.
  public enum ReviewLevel: String, Codable, Hashable, Sendable, CaseIterable {
    /// It fails the run (exit 1).
    case fail
    /// It is reported as a warning; the run can still pass.
    case warn
  }

  /// Default `fail`.
  public var changedSinceReview: ReviewLevel
  /// Contracts `--strict` does not hold to its extra rules: globs (`*`, `?`) matched against
  /// the contract's slug or its path (a path relative to the contracts directory matches the
  /// end of the path the run was given).
  public var strictExempt: [String]

  public init(changedSinceReview: ReviewLevel = .fail, strictExempt: [String] = []) {
    self.changedSinceReview = changedSinceReview
    self.strictExempt = strictExempt
  }

  /// Whether `--strict` leaves out the contract with this slug and file path.
  public func exempts(slug: String, file: String) -> Bool {
    strictExempt.contains { pattern in
      let glob = Glob(pattern)
      return glob.matches(slug) || glob.matches(file) || Glob("*/" + pattern).matches(file)
    }
  }

  /// The severity of a clause that differs from its reviewed baseline, in a run with or
  /// without `--strict`.
  public func reviewSeverity(strict: Bool) -> FindingSeverity {
    strict || changedSinceReview == .fail ? .error : .warning
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case changedSinceReview, strictExempt
  }

  /// Decodes the `policy` object; unknown fields and values are errors.
  public init(from decoder: any Decoder) throws {
    try StrictJSON.rejectUnknownFields(in: decoder, known: CodingKeys.allCases.map(\.rawValue))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let level = try container.decodeIfPresent(String.self, forKey: .changedSinceReview) {
      guard let value = ReviewLevel(rawValue: level) else {
        throw StrictJSON.invalidValue(
          at: container.codingPath + [CodingKeys.changedSinceReview],
          "must be \"fail\" or \"warn\"")
      }
      changedSinceReview = value
    } else {
      changedSinceReview = .fail
    }
    strictExempt = try container.decodeIfPresent([String].self, forKey: .strictExempt) ?? []
    if strictExempt.contains(where: \.isEmpty) {
      throw StrictJSON.invalidValue(
        at: container.codingPath + [CodingKeys.strictExempt], "must not hold an empty name")
    }
  }
}
