/// The trimmed byte range of one table cell within its line.
struct CellSpan: Sendable, Equatable {
  var start: Int
  var end: Int
}
