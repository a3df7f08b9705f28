import Contracts
import RTLReview

/// Release sign-off: readiness computed from the run (clauses, gates, RTL status, changes
/// since review) and every recorded sign-off checked against the current fingerprint.
///
/// Only the current release's sign-offs count (``release``, from the settings' `release` or
/// `--release`); within it, a later row for the same contract and role supersedes an earlier
/// one, so appending a row (`signoff --record`) is how a decision changes. Every other row is
/// kept and shown as history.
public struct SignoffReport: Codable, Hashable, Sendable {
  /// The columns every sign-off table has.
  public static let requiredColumns = [
    "release", "contract", "fingerprint", "role", "decision", "date", "notes",
  ]
  /// Columns a sign-off table may have: who signed, and the readiness checks a sign-off with
  /// conditions waives.
  public static let optionalColumns = ["signed by", "waives"]

  public var recordFile: String?
  /// The release readiness is judged for; nil when neither the settings nor `--release` name
  /// one (readiness then fails, saying so).
  public var release: String?
  public var entries: [SignoffEntry]
  public var readiness: [GateResult]
  public var diagnostics: [Diagnostic]

  public init(
    recordFile: String?, release: String? = nil, entries: [SignoffEntry],
    readiness: [GateResult], diagnostics: [Diagnostic]
  ) {
    self.recordFile = recordFile
    self.release = release
    self.entries = entries
    self.readiness = readiness
    self.diagnostics = diagnostics
  }

  /// Ready when every readiness check passed or is waived by a valid sign-off with conditions.
  public var ready: Bool { readiness.allSatisfy(\.holds) }

  /// The readiness checks that fail and are not waived.
  public var blocking: [GateResult] { readiness.filter { !$0.holds } }

  /// The readiness checks that failed and are waived.
  public var waived: [GateResult] { readiness.filter(\.waived) }

  /// The rows that count for readiness (see ``SignoffEntry/counts``).
  public var current: [SignoffEntry] { entries.filter(\.counts) }

  /// Every other row: earlier releases, superseded rows, rows for contracts not in the run.
  public var history: [SignoffEntry] { entries.filter { !$0.counts } }

  /// Reads `signoff.md` and checks it against the run's contracts, then computes readiness
  /// for `release`.
  public static func make(
    record: Contract?, contracts: [ContractResult], gates: [GateResult], rtl: RTLStatusReport?,
    release: String? = nil
  ) -> SignoffReport {
    var diagnostics: [Diagnostic] = []
    var entries: [SignoffEntry] = []
    if let record {
      (entries, diagnostics) = readEntries(record, contracts: contracts)
    }
    let release = release.flatMap { $0.isEmpty ? nil : $0 }
    entries = standing(of: entries, release: release)
    var readiness = runReadiness(contracts: contracts, gates: gates, rtl: rtl)
    readiness.append(
      signoffCheck(
        record: record, release: release, entries: entries, diagnostics: diagnostics,
        contracts: contracts))
    applyWaivers(from: &entries, to: &readiness)
    return SignoffReport(
      recordFile: record?.file, release: release, entries: entries, readiness: readiness,
      diagnostics: diagnostics)
  }

  /// Marks each row current, superseded or of another release: within `release`, the last row
  /// for a contract and role is current.
  static func standing(of entries: [SignoffEntry], release: String?) -> [SignoffEntry] {
    var result = entries
    var latest: [String: Int] = [:]
    for index in result.indices {
      guard let release, result[index].release == release else {
        result[index].standing = .otherRelease
        continue
      }
      let key = result[index].contract + "\u{0}" + result[index].role.lowercased()
      if let earlier = latest[key] {
        result[earlier].standing = .superseded
        result[earlier].supersededAt = result[index].location.line
      }
      latest[key] = index
      result[index].standing = .current
    }
    return result
  }
}
