import Foundation

/// One product key found in source: every call site and every fallback copy they give.
///
/// Call sites that pass different fallback copy for the same key are an inconsistency: the
/// driver sees different text depending on the screen whenever the dictionary misses the key.
public struct ScannedKey: Sendable, Hashable {
  /// The product key, exactly as written in the literal (escapes decoded).
  public var key: String
  /// Every distinct fallback copy, in the order of the call sites that first give it.
  public var fallbacks: [String]
  /// Every call site, in file, line and column order.
  public var locations: [CallSite]

  /// Creates a scanned key from its parts.
  public init(key: String, fallbacks: [String], locations: [CallSite]) {
    self.key = key
    self.fallbacks = fallbacks
    self.locations = locations
  }

  /// The fallback copy of the first call site that gives one; `nil` when none does.
  public var fallback: String? { fallbacks.first }

  /// True when call sites disagree on the fallback copy.
  public var hasInconsistentFallbacks: Bool { fallbacks.count > 1 }

  /// Records a call site's fallback copy unless an earlier call site gave the same.
  mutating func addFallback(_ fallback: String) {
    if !fallbacks.contains(fallback) { fallbacks.append(fallback) }
  }

  /// Adds the call sites of the same key found in later files: their locations after these,
  /// their fallbacks after these unless already known.
  mutating func append(laterCallSites later: ScannedKey) {
    locations += later.locations
    for fallback in later.fallbacks { addFallback(fallback) }
  }
}

extension [ScannedKey] {
  /// Moves the key at `index` out, leaving an empty key in its place: no reference counting,
  /// where a copy would retain its string and both arrays.
  package mutating func takeKey(at index: Int) -> ScannedKey {
    var taken = ScannedKey(key: "", fallbacks: [], locations: [])
    swap(&taken, &self[index])
    return taken
  }
}
