import Foundation

/// The last run of `scripts/mutants/run.sh`: defects edited into the provider's own source (not
/// switched on by a fault flag), each built and run against the contracts; a mutant is caught
/// when a clause that passed without it fails. The report shows it beside the built-in faults
/// score, each labelled for what it is, with the run's date and commit.
public struct SourceMutationScore: Codable, Hashable, Sendable {
  /// One patch and what the run made of it.
  public struct Mutant: Codable, Hashable, Sendable {
    /// The patch's file name without `.patch`.
    public var name: String
    /// `caught`, `survived`, `equivalent`, `not applied` or `does not build`.
    public var outcome: String
    /// The clauses that caught it.
    public var caughtBy: [String]
    /// What the patch changes.
    public var description: String
  }

  /// The day of the run (`YYYY-MM-DD`).
  public var date: String
  /// The commit the run measured.
  public var commit: String
  /// Non-equivalent mutants caught.
  public var caught: Int
  /// Non-equivalent mutants judged.
  public var total: Int
  /// Every patch of the run.
  public var mutants: [Mutant]

  /// Caught over total.
  public var score: Double { total == 0 ? 0 : Double(caught) / Double(total) }

  /// `37/37 source mutants caught (100.0%), 1 equivalent; run 2026-12-01 at 1a2b3c4`.
  public var summary: String {
    let percent = (score * 1000).rounded() / 10
    let equivalent = mutants.filter { $0.outcome == "equivalent" }.count
    return
      "\(caught)/\(total) source mutants caught (\(percent)%)\(equivalent > 0 ? ", \(equivalent) equivalent" : ""); run \(date) at \(commit)"
  }

  /// Reads a `last-run.json`.
  public static func load(contentsOf url: URL) throws -> SourceMutationScore {
    try JSONDecoder().decode(SourceMutationScore.self, from: Data(contentsOf: url))
  }
}
