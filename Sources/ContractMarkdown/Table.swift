/// A GFM pipe table recognised on top of cmark's tree.
public struct Table: Codable, Hashable, Sendable {
  public var header: TableRow
  public var alignments: [TableAlignment]
  public var rows: [TableRow]
  public var range: SourceRange

  public init(header: TableRow, alignments: [TableAlignment], rows: [TableRow], range: SourceRange)
  {
    self.header = header
    self.alignments = alignments
    self.rows = rows
    self.range = range
  }

  /// The number of columns, fixed by the header and delimiter rows.
  public var columnCount: Int { alignments.count }
}
