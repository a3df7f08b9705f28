/// Where a table sits among a paragraph's content lines: lines before it stay a paragraph,
/// lines after it are read again as blocks.
struct TableSplit: Sendable, Equatable {
  /// Content lines before the header row (still a paragraph).
  var before: Range<Int>
  var header: Int
  var delimiter: Int
  /// Body rows.
  var rows: Range<Int>
  /// Lines after the table that GFM reads as other blocks.
  var after: Range<Int>
  var alignments: [TableAlignment]
}
