/// The tiers of one key category in one locale.
public struct CategoryCoverage: Sendable, Hashable, Codable {
  /// The category name (`uncategorized` for keys no rule or hand-set field names).
  public var category: String
  /// Whether the category is critical (control, warning, error).
  public var critical: Bool
  /// The category's keys by tier.
  public var tiers: TierCounts

  /// Creates a breakdown row.
  public init(category: String, critical: Bool, tiers: TierCounts) {
    self.category = category
    self.critical = critical
    self.tiers = tiers
  }
}
