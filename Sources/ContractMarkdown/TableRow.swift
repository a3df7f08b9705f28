/// One row of a GFM table: exactly as many cells as the header (short rows padded, extra cells
/// dropped), with the count the source really had kept for lint.
public struct TableRow: Codable, Hashable, Sendable {
  public var cells: [TableCell]
  /// How many cells the source line had before padding or truncation.
  public var sourceCellCount: Int
  public var range: SourceRange

  public init(cells: [TableCell], sourceCellCount: Int, range: SourceRange) {
    self.cells = cells
    self.sourceCellCount = sourceCellCount
    self.range = range
  }
}
