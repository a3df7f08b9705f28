import LanguageProvider

/// How many keys resolved at each tier of the provider's translation order.
public struct TierCounts: Sendable, Hashable, Codable {
  /// Resolved by the Driver-prefixed key.
  public var prefixed: Int
  /// Resolved by the original key.
  public var original: Int
  /// Shown as fallback copy.
  public var fallback: Int
  /// Shown as the key text itself.
  public var keyText: Int
  /// Not key-shaped, so shown verbatim without a lookup (a catalogue key that looks like free
  /// text or a value; the copy rules report it too).
  public var notAKey: Int

  /// Creates counts.
  public init(
    prefixed: Int = 0, original: Int = 0, fallback: Int = 0, keyText: Int = 0, notAKey: Int = 0
  ) {
    self.prefixed = prefixed
    self.original = original
    self.fallback = fallback
    self.keyText = keyText
    self.notAKey = notAKey
  }

  /// All keys counted.
  public var total: Int { prefixed + original + fallback + keyText + notAKey }

  /// Keys the dictionary translated (prefixed + original).
  public var translated: Int { prefixed + original }

  /// The count for one tier.
  public subscript(tier: ResolutionTier) -> Int {
    get {
      switch tier {
      case .prefixed: prefixed
      case .original: original
      case .fallback: fallback
      case .keyText: keyText
      case .notAKey: notAKey
      }
    }
    set {
      switch tier {
      case .prefixed: prefixed = newValue
      case .original: original = newValue
      case .fallback: fallback = newValue
      case .keyText: keyText = newValue
      case .notAKey: notAKey = newValue
      }
    }
  }
}
