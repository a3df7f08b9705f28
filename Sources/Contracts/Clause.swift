import ContractMarkdown
import Digest

/// One executable statement of a contract: a table row or a list item inside a section.
public struct Clause: Codable, Hashable, Sendable, Identifiable {
  /// `contract-slug/section-slug/key-slug`.
  public var id: String
  public var kind: ClauseKind
  /// The section heading's text, as written.
  public var section: String
  public var sectionSlug: String
  /// The row's first cell, or the item's text.
  public var key: String
  public var keySlug: String
  /// The visible text: cells joined by ` | `, or the item's text.
  public var text: String
  /// The Markdown source the fingerprint is computed over, whitespace folded. A row reads
  /// `| cell | cell |`; an item is its source without the marker.
  public var normalizedText: String
  /// SHA-256 of `normalizedText` in UTF-8: `printf '%s' "$normalizedText" | sha256sum`.
  public var fingerprint: String
  /// Cells of a row (empty for list items).
  public var cells: [ClauseCell]
  /// File path as given to the loader.
  public var file: String
  public var location: SourceLocation
  /// Index of the row's table within its section, or of the item's list.
  public var groupIndex: Int
  /// Position of the row or item within its table or list (0-based).
  public var position: Int

  public init(
    id: String, kind: ClauseKind, section: String, sectionSlug: String, key: String,
    keySlug: String, text: String, normalizedText: String, cells: [ClauseCell], file: String,
    location: SourceLocation, groupIndex: Int, position: Int
  ) {
    self.id = id
    self.kind = kind
    self.section = section
    self.sectionSlug = sectionSlug
    self.key = key
    self.keySlug = keySlug
    self.text = text
    self.normalizedText = normalizedText
    self.fingerprint = SHA256.hex(normalizedText)
    self.cells = cells
    self.file = file
    self.location = location
    self.groupIndex = groupIndex
    self.position = position
  }

  /// The cell under a column header (compared case-insensitively), if the clause has one.
  public func cell(_ column: String) -> ClauseCell? {
    let wanted = column.lowercased()
    return cells.first { $0.column.lowercased() == wanted }
  }

  /// `section-slug/key-slug`: the id without the contract, used to match a baseline.
  public var localID: String { "\(sectionSlug)/\(keySlug)" }
}
