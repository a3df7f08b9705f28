/// How many review findings of each kind a set holds, as the final line and the `review` gate
/// say it: `5 changed, 1 removed since review`.
public struct ReviewTally: Hashable, Sendable {
  public var counts: [ReviewFinding.Kind: Int]

  public init(_ findings: some Sequence<ReviewFinding>) {
    var counts: [ReviewFinding.Kind: Int] = [:]
    for finding in findings where finding.isDifference { counts[finding.kind, default: 0] += 1 }
    self.counts = counts
  }

  public var total: Int { counts.values.reduce(0, +) }

  /// `5 changed, 1 added, 2 removed, 1 renamed, 1 section renamed since review`, naming only
  /// the kinds that occur; empty when there are none.
  public var phrase: String {
    let names: [(ReviewFinding.Kind, String)] = [
      (.changed, "changed"), (.added, "added"), (.removed, "removed"), (.renamed, "renamed"),
      (.sectionRenamed, "section renamed"),
    ]
    let parts = names.compactMap { kind, name in
      counts[kind].map { count in
        kind == .sectionRenamed && count > 1 ? "\(count) sections renamed" : "\(count) \(name)"
      }
    }
    return parts.isEmpty ? "" : parts.joined(separator: ", ") + " since review"
  }
}
