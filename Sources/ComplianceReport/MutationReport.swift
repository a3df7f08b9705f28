/// How strong a contract's checks are: every deliberate defect of the component, run against
/// the whole contract, and the clauses that caught it. A defect no clause catches "survived".
public struct MutationReport: Codable, Hashable, Sendable {
  public struct Defect: Codable, Hashable, Sendable {
    /// The defect's name (a `ProviderFault` case).
    public var name: String
    /// Ids of the clauses that failed or errored with the defect switched on.
    public var caughtBy: [String]
    /// Why a surviving defect is equivalent (cannot change observable behaviour), if it is.
    public var equivalentBecause: String?

    public init(name: String, caughtBy: [String], equivalentBecause: String? = nil) {
      self.name = name
      self.caughtBy = caughtBy
      self.equivalentBecause = equivalentBecause
    }

    public var caught: Bool { !caughtBy.isEmpty }
  }

  public var contract: String
  public var defects: [Defect]
  /// The score the suite must reach, as a fraction (0.95).
  public var target: Double

  public init(contract: String, defects: [Defect], target: Double) {
    self.contract = contract
    self.defects = defects
    self.target = target
  }

  public var caught: Int { defects.filter(\.caught).count }

  /// Caught over total.
  public var score: Double { defects.isEmpty ? 0 : Double(caught) / Double(defects.count) }

  public var meetsTarget: Bool { score >= target }

  /// `33/35 caught (94.3%)`.
  public var summary: String {
    let percent = (score * 1000).rounded() / 10
    return "\(caught)/\(defects.count) defects caught (\(percent)%), target \(Int(target * 100))%"
  }
}
