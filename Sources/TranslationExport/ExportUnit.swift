import SourceScan
import TranslationCoverage

/// One key of one locale's export: source and target text, state, and the notes a translator
/// needs (category, call sites, what to do).
public struct ExportUnit: Sendable, Hashable {
  /// The catalogue key (the unit's id).
  public var key: String
  /// The source locale's translation, else the fallback copy, else the key itself.
  public var source: String
  /// Whether ``source`` is the key itself: no source locale translation and no fallback copy.
  public var sourceIsKey: Bool
  /// The locale's translation; `nil` when it has none (or only an empty one).
  public var target: String?
  /// Translated, needs translation or needs review.
  public var state: ExportState
  /// Why the key is on the locale's to-do list; empty for a translated unit.
  public var reasons: [TodoReason]
  /// What exactly is wrong (placeholders, rules), without copy text.
  public var detail: String?
  /// The key's category.
  public var category: String
  /// Whether the key is critical.
  public var critical: Bool
  /// The key's call sites.
  public var locations: [CallSite]
  /// The catalogue's notes for translators.
  public var notes: String?

  /// Creates a unit.
  public init(
    key: String, source: String, sourceIsKey: Bool, target: String?, state: ExportState,
    reasons: [TodoReason], detail: String?, category: String,
    critical: Bool, locations: [CallSite], notes: String?
  ) {
    self.key = key
    self.source = source
    self.sourceIsKey = sourceIsKey
    self.target = target
    self.state = state
    self.reasons = reasons
    self.detail = detail
    self.category = category
    self.critical = critical
    self.locations = locations
    self.notes = notes
  }

  /// `control (critical)` or `label`.
  public var categoryNote: String { critical ? "\(category) (critical)" : category }

  /// `used at: a.tsx:3:5, b.ts:9:1`, or that no call site is known.
  public var locationsNote: String {
    locations.isEmpty
      ? "used at: no call site (added to the catalogue by hand)"
      : "used at: " + locations.map(\.description).joined(separator: ", ")
  }

  /// `to do: fallback shown (detail)`, or `nil` for a translated unit.
  public var todoNote: String? {
    guard !reasons.isEmpty else { return nil }
    var text = "to do: " + reasons.map(\.label).joined(separator: ", ")
    if let detail { text += " (\(detail))" }
    return text
  }

  /// Every note, in the order the files write them.
  public var noteLines: [String] {
    var lines = [String]()
    if let todoNote { lines.append(todoNote) }
    lines.append("category: " + categoryNote)
    lines.append(locationsNote)
    if sourceIsKey { lines.append("no source copy: the app shows the key text itself") }
    if let notes, !notes.isEmpty { lines.append("notes: " + notes) }
    return lines
  }
}
