/// One line of a paragraph's content as the table scanner sees it: container prefixes
/// (block-quote markers, list indentation) already removed.
struct ContentLine: Sendable {
  /// Byte offset just after the container prefixes (before indentation).
  var rawStart: Int
  /// Byte offset of the first content byte (after indentation).
  var start: Int
  /// Byte offset just past the line's last byte (line ending excluded).
  var end: Int
  /// Line number in the text being converted.
  var number: Int
  /// 1-based byte column of `start` in its line.
  var column: Int
  /// Columns of indentation before `start`, relative to the innermost container's content.
  var indent: Int
  /// The line continued the paragraph lazily (a container marker was missing).
  var lazy: Bool
  /// How many of the enclosing containers (outermost first) the line continued; all of them
  /// unless the line is lazy.
  var matchedContainers: Int
  /// False for a setext underline, which GFM never reads as a delimiter row.
  var delimiterEligible: Bool = true
}
