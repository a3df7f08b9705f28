/// What an RTL review looks at. Each area is reviewed per locale on a real build.
public enum RTLArea: String, Codable, Hashable, Sendable, CaseIterable {
  case textDirection = "text direction and alignment"
  case layoutMirroring = "layout mirroring"
  case directionalIcons = "directional icons"
  case numerals = "numerals"
  case datesAndTimes = "dates and times"
  case maps = "maps"
  case bidiIsolation = "bidi isolation of user content"
  case nativeAndProviderUI = "native and provider UI"

  /// Reads an area as a reviewer writes it: the full name or a short form, any case
  /// (`Layout mirroring`, `icons`, `native/provider UI`).
  public init?(written text: String) {
    let wanted = Self.normalized(text)
    for area in Self.allCases
    where Self.normalized(area.rawValue) == wanted || area.aliases.contains(wanted) {
      self = area
      return
    }
    return nil
  }

  /// What a reviewer checks in the area (for the report's matrix).
  public var scope: String {
    switch self {
    case .textDirection: "paragraph direction, alignment, truncation of RTL text"
    case .layoutMirroring: "screens, navigation and gestures mirrored"
    case .directionalIcons: "back/forward arrows, progress and route icons flipped"
    case .numerals: "digits, currency, distances and percentages"
    case .datesAndTimes: "calendars, times, durations and relative dates"
    case .maps: "map labels, route instructions, pins and distances"
    case .bidiIsolation: "names, addresses, phone, plate and order numbers isolated"
    case .nativeAndProviderUI: "system dialogs, notifications, map and payment SDKs"
    }
  }

  private var aliases: Set<String> {
    switch self {
    case .textDirection: ["text direction", "direction", "alignment"]
    case .layoutMirroring: ["mirroring", "layout"]
    case .directionalIcons: ["icons"]
    case .numerals: ["numbers"]
    case .datesAndTimes: ["dates", "times", "dates times"]
    case .maps: ["map"]
    case .bidiIsolation: ["bidi isolation", "bidi", "user content"]
    case .nativeAndProviderUI: ["native provider ui", "native ui", "provider ui"]
    }
  }

  static func normalized(_ text: String) -> String {
    text.lowercased().split { !$0.isLetter && !$0.isNumber }.filter { $0 != "and" }
      .joined(separator: " ")
  }
}
