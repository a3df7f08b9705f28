import Foundation

/// The text for a key and the tier that produced it.
public struct Resolution: Sendable, Hashable, Codable {
  /// The text to render.
  public var text: String {
    get { found.string }
    set { found = TranslationTable.Text(newValue) }
  }
  /// The same text as the dictionary holds it: a text of a decoded file stays the file's bytes
  /// until ``text`` is read, so a caller that reads only bytes (coverage) makes no `String`.
  public private(set) var found: TranslationTable.Text
  /// Which step produced it.
  public var tier: ResolutionTier

  /// Creates a resolution.
  public init(text: String, tier: ResolutionTier) {
    self.found = TranslationTable.Text(text)
    self.tier = tier
  }

  /// Creates a resolution of a text found in a dictionary.
  public init(_ found: TranslationTable.Text, tier: ResolutionTier) {
    self.found = found
    self.tier = tier
  }

  private enum CodingKeys: String, CodingKey {
    case text
    case tier
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      text: try container.decode(String.self, forKey: .text),
      tier: try container.decode(ResolutionTier.self, forKey: .tier))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(text, forKey: .text)
    try container.encode(tier, forKey: .tier)
  }

  /// The same text (`String` equality) from the same tier.
  public static func == (left: Resolution, right: Resolution) -> Bool {
    left.tier == right.tier && left.text == right.text
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(text)
    hasher.combine(tier)
  }
}
