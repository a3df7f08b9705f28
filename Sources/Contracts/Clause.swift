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
  /// The visible text: cells joined by ` | `, or the item's text (its key).
  public var text: String {
    kind == .row ? cells.map(\.text).joined(separator: " | ") : key
  }
  /// The Markdown source the fingerprint is computed over, whitespace folded. A row reads
  /// `| cell | cell |` (built from its cells when asked for: lint never asks); an item is
  /// its source without the marker.
  public var normalizedText: String {
    guard kind == .row else { return itemSource }
    return "| "
      + cells.map { TextNormalization.foldWhitespace($0.markdown) }.joined(separator: " | ")
      + " |"
  }
  /// An item's normalized source; empty for rows.
  private var itemSource: String
  /// SHA-256 of `normalizedText` in UTF-8: `printf '%s' "$normalizedText" | sha256sum`.
  /// Computed when asked for (lint never needs it), and always encoded.
  public var fingerprint: String { SHA256.hex(normalizedText) }
  /// Cells of a row (empty for list items).
  public var cells: [ClauseCell]
  /// File path as given to the loader.
  public var file: String
  public var location: SourceLocation
  /// Index of the row's table within its section, or of the item's list.
  public var groupIndex: Int
  /// Position of the row or item within its table or list (0-based).
  public var position: Int

  /// A clause. `itemSource` is a list item's whitespace-folded source (ignored for rows,
  /// whose text and source follow from their cells).
  public init(
    id: String, kind: ClauseKind, section: String, sectionSlug: String, key: String,
    keySlug: String, itemSource: String = "", cells: [ClauseCell], file: String,
    location: SourceLocation, groupIndex: Int, position: Int
  ) {
    self.id = id
    self.kind = kind
    self.section = section
    self.sectionSlug = sectionSlug
    self.key = key
    self.keySlug = keySlug
    self.itemSource = kind == .item ? itemSource : ""
    self.cells = cells
    self.file = file
    self.location = location
    self.groupIndex = groupIndex
    self.position = position
  }

  private enum CodingKeys: String, CodingKey {
    case id, kind, section, sectionSlug, key, keySlug, text, normalizedText, fingerprint, cells
    case file, location, groupIndex, position
  }

  /// Decodes a clause; `text` and `fingerprint` in the input are ignored (they follow from the
  /// cells or the item's source).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(String.self, forKey: .id),
      kind: try container.decode(ClauseKind.self, forKey: .kind),
      section: try container.decode(String.self, forKey: .section),
      sectionSlug: try container.decode(String.self, forKey: .sectionSlug),
      key: try container.decode(String.self, forKey: .key),
      keySlug: try container.decode(String.self, forKey: .keySlug),
      itemSource: try container.decode(String.self, forKey: .normalizedText),
      cells: try container.decode([ClauseCell].self, forKey: .cells),
      file: try container.decode(String.self, forKey: .file),
      location: try container.decode(SourceLocation.self, forKey: .location),
      groupIndex: try container.decode(Int.self, forKey: .groupIndex),
      position: try container.decode(Int.self, forKey: .position))
  }

  /// Encodes every field in declaration order, the fingerprint after the text it hashes.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(kind, forKey: .kind)
    try container.encode(section, forKey: .section)
    try container.encode(sectionSlug, forKey: .sectionSlug)
    try container.encode(key, forKey: .key)
    try container.encode(keySlug, forKey: .keySlug)
    try container.encode(text, forKey: .text)
    try container.encode(normalizedText, forKey: .normalizedText)
    try container.encode(fingerprint, forKey: .fingerprint)
    try container.encode(cells, forKey: .cells)
    try container.encode(file, forKey: .file)
    try container.encode(location, forKey: .location)
    try container.encode(groupIndex, forKey: .groupIndex)
    try container.encode(position, forKey: .position)
  }

  /// The cell under a column header (compared case-insensitively), if the clause has one.
  public func cell(_ column: String) -> ClauseCell? {
    let wanted = column.lowercased()
    return cells.first { $0.column.lowercased() == wanted }
  }

  /// `section-slug/key-slug`: the id without the contract, used to match a baseline.
  public var localID: String { "\(sectionSlug)/\(keySlug)" }
}
