import Foundation

/// The text for a key and the tier that produced it.
public struct Resolution: Sendable, Hashable, Codable {
  /// The text to render.
  public var text: String
  /// Which step produced it.
  public var tier: ResolutionTier

  /// Creates a resolution.
  public init(text: String, tier: ResolutionTier) {
    self.text = text
    self.tier = tier
  }
}
