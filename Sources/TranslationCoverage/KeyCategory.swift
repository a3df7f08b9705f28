import Foundation

/// What a product key labels on screen: a control, a warning, an error, a title, ….
///
/// Categories are open: a catalogue or the settings may name any category, and the common
/// ones are predefined. Controls, warnings and errors are critical: the contract requires
/// fallback copy for them, because a driver who cannot read them cannot act safely.
public struct KeyCategory: RawRepresentable, Sendable, Hashable, Comparable, Codable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The category name as written in the catalogue and settings.
  public var rawValue: String

  /// Creates a category from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a category from a string literal.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// A button, switch or other element the driver acts on.
  public static let control: KeyCategory = "control"
  /// A caution shown before something goes wrong.
  public static let warning: KeyCategory = "warning"
  /// An error message.
  public static let error: KeyCategory = "error"
  /// A field or value label.
  public static let label: KeyCategory = "label"
  /// Informational body text.
  public static let message: KeyCategory = "message"
  /// A screen or section title.
  public static let title: KeyCategory = "title"
  /// Hint text inside an empty input.
  public static let placeholder: KeyCategory = "placeholder"
  /// An order or delivery state name.
  public static let status: KeyCategory = "status"

  /// The categories the contract treats as critical.
  public static let critical: Set<KeyCategory> = [.control, .warning, .error]

  /// True for control, warning and error.
  public var isCritical: Bool { Self.critical.contains(self) }

  /// The name.
  public var description: String { rawValue }

  /// Orders by name.
  public static func < (lhs: KeyCategory, rhs: KeyCategory) -> Bool { lhs.rawValue < rhs.rawValue }

  /// Decodes from a plain string.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  /// Encodes as a plain string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
