import Foundation

/// The locally stored description of a selected language: stable id, code, RTL flag and, where
/// known, a display name.
///
/// This is what the store restores and persists. The RTL flag is metadata only: it is kept and
/// exposed, never turned into a layout direction by the provider.
public struct LanguageRecord: Codable, Hashable, Sendable {
  /// The stable language identifier from the service (compared by `select` to detect "current").
  public var id: String
  /// The language code later API requests use, such as `en` or `ar`.
  public var code: String
  /// Whether the language is written right to left.
  public var rtl: Bool
  /// The display name, when the service or configuration supplied one.
  public var name: String?

  /// Creates a record.
  public init(id: String, code: String, rtl: Bool = false, name: String? = nil) {
    self.id = id
    self.code = code
    self.rtl = rtl
    self.name = name
  }
}
