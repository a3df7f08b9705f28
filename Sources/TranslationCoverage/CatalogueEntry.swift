import Foundation
import SourceScan

/// One product key in the catalogue: fallback copy, category and where the app uses it.
///
/// `fallback`, `fallbackVariants` and `locations` come from the scanner and are replaced on
/// every merge; `category`, `critical` and `notes` are set by hand and survive merges.
public struct CatalogueEntry: Sendable, Hashable, Codable {
  /// The product key.
  public var key: String
  /// The fallback copy the app shows when no dictionary has the key; `nil` when no call site
  /// gives one (the driver then sees the key text itself).
  public var fallback: String?
  /// Every distinct fallback when call sites disagree (an inconsistency); empty otherwise.
  public var fallbackVariants: [String]
  /// The category set by hand; when `nil`, the settings' key-pattern rules decide.
  public var category: KeyCategory?
  /// A hand-set override of criticality; when `nil`, the category decides.
  public var critical: Bool?
  /// Free-form notes for translators and reviewers.
  public var notes: String?
  /// Every call site, sorted. An entry without locations was added by hand (for example a
  /// key the app builds dynamically) and is kept by merges.
  public var locations: [CallSite]

  /// Creates an entry.
  public init(
    key: String, fallback: String? = nil, fallbackVariants: [String] = [],
    category: KeyCategory? = nil, critical: Bool? = nil, notes: String? = nil,
    locations: [CallSite] = []
  ) {
    self.key = key
    self.fallback = fallback
    self.fallbackVariants = fallbackVariants
    self.category = category
    self.critical = critical
    self.notes = notes
    self.locations = locations
  }

  /// The hand-set category, else the first matching rule's.
  public func category(using rules: CategoryRules) -> KeyCategory? {
    category ?? rules.category(for: key)
  }

  /// The hand-set override, else whether the category is critical.
  public func isCritical(using rules: CategoryRules) -> Bool {
    critical ?? category(using: rules)?.isCritical ?? false
  }

  /// True when call sites disagree on the fallback copy.
  public var hasInconsistentFallbacks: Bool { fallbackVariants.count > 1 }

  enum CodingKeys: String, CodingKey {
    case key, fallback, fallbackVariants, category, critical, notes, locations
  }

  /// Decodes an entry; every field but `key` may be absent.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(key: container.decode(String.self, forKey: .key), fields: container)
  }

  init(key: String, fields container: KeyedDecodingContainer<CodingKeys>) throws {
    self.init(
      key: key,
      fallback: try container.decodeIfPresent(String.self, forKey: .fallback),
      fallbackVariants: try container.decodeIfPresent([String].self, forKey: .fallbackVariants)
        ?? [],
      category: try container.decodeIfPresent(KeyCategory.self, forKey: .category),
      critical: try container.decodeIfPresent(Bool.self, forKey: .critical),
      notes: try container.decodeIfPresent(String.self, forKey: .notes),
      locations: try container.decodeIfPresent([CallSite].self, forKey: .locations) ?? [])
  }

  /// Encodes the entry with its key; absent fields are omitted.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(key, forKey: .key)
    try encodeFields(into: &container)
  }

  /// Encodes everything but the key (the catalogue file keys entries by it).
  func encodeFields(into container: inout KeyedEncodingContainer<CodingKeys>) throws {
    try container.encodeIfPresent(fallback, forKey: .fallback)
    if hasInconsistentFallbacks {
      try container.encode(fallbackVariants, forKey: .fallbackVariants)
    }
    try container.encodeIfPresent(category, forKey: .category)
    try container.encodeIfPresent(critical, forKey: .critical)
    try container.encodeIfPresent(notes, forKey: .notes)
    try container.encode(locations, forKey: .locations)
  }
}
