import Foundation

/// How a translation's placeholders differ from its fallback's.
public struct PlaceholderMismatch: Sendable, Hashable, Codable {
  /// Tokens of the fallback that the translation lacks (one per missing occurrence).
  public var missing: [String]
  /// Tokens the translation has that the fallback does not.
  public var unexpected: [String]

  /// Creates a mismatch record.
  public init(missing: [String], unexpected: [String]) {
    self.missing = missing
    self.unexpected = unexpected
  }

  /// A detail that names only the fallback's tokens and counts the others, so no text from
  /// a dictionary is repeated.
  public var detail: String {
    var parts: [String] = []
    if !missing.isEmpty { parts.append("missing " + missing.joined(separator: " ")) }
    if !unexpected.isEmpty {
      parts.append("\(unexpected.count) unexpected placeholder\(unexpected.count == 1 ? "" : "s")")
    }
    return parts.joined(separator: "; ")
  }
}
