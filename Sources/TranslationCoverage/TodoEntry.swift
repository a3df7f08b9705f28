import LanguageProvider
import SourceScan

/// One key a locale still needs a translator for: why, what the driver sees now, and where
/// the app uses the key.
///
/// Names the key, its category, its call sites and rules only: never the fallback copy or a
/// dictionary value, so the list may go into CI logs and the published report.
public struct TodoEntry: Sendable, Hashable, Codable {
  /// The catalogue key.
  public var key: String
  /// Every reason that applies, in ``TodoReason`` order; never empty. The first is the one the
  /// entry is grouped under.
  public var reasons: [TodoReason]
  /// The tier the provider resolved the key at: what the driver sees now (`fallback`,
  /// `keyText`, `notAKey`, or for a translation that needs review `prefixed` or `original`).
  public var tier: ResolutionTier
  /// The key's category (`uncategorized` when neither the catalogue nor a rule names one).
  public var category: String
  /// Whether the key is critical (control, warning, error, or set by hand).
  public var critical: Bool
  /// Every call site in the app source, sorted; empty for a key added to the catalogue by hand.
  public var locations: [CallSite]
  /// What exactly is wrong, without copy text: the placeholder names missing or unexpected,
  /// the bidi rule broken; `nil` when the reason says it all.
  public var detail: String?

  /// Creates an entry; ``CoverageCalculator`` fills the lists.
  public init(
    key: String, reasons: [TodoReason], tier: ResolutionTier, category: String, critical: Bool,
    locations: [CallSite], detail: String? = nil
  ) {
    self.key = key
    self.reasons = reasons
    self.tier = tier
    self.category = category
    self.critical = critical
    self.locations = locations
    self.detail = detail
  }

  private enum CodingKeys: String, CodingKey {
    case key, reasons, tier, category, critical, locations, detail
  }

  /// Decodes an entry; an empty `reasons` list is an error.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let reasons = try container.decode([TodoReason].self, forKey: .reasons)
    guard !reasons.isEmpty else {
      throw DecodingError.dataCorruptedError(
        forKey: .reasons, in: container, debugDescription: "a to-do entry needs a reason")
    }
    self.init(
      key: try container.decode(String.self, forKey: .key), reasons: reasons,
      tier: try container.decode(ResolutionTier.self, forKey: .tier),
      category: try container.decode(String.self, forKey: .category),
      critical: try container.decode(Bool.self, forKey: .critical),
      locations: try container.decode([CallSite].self, forKey: .locations),
      detail: try container.decodeIfPresent(String.self, forKey: .detail))
  }

  /// The reason the entry is grouped under.
  public var reason: TodoReason { reasons[0] }

  /// Whether the key has no usable translation (empty, key text or fallback shown), as
  /// opposed to a translation that needs review.
  public var isUntranslated: Bool { reason.isUntranslated }
}
