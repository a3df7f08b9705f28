import Foundation

/// One key to resolve with the caller's fallback copy, for ``LanguageProvider/resolveAll(_:)``.
public struct ResolutionRequest: Sendable, Hashable {
  /// The product key (or whatever text the caller passes as one).
  public var key: String
  /// The caller's fallback copy, if any.
  public var fallback: String?

  /// Creates a request.
  public init(key: String, fallback: String? = nil) {
    self.key = key
    self.fallback = fallback
  }
}
