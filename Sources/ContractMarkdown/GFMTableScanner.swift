/// Recognises GFM pipe tables in the lines of a paragraph that plain cmark parsed, following
/// the GFM spec and cmark-gfm's table extension: byte-level, no String work on the hot path.
enum GFMTableScanner {
  private static let pipe: UInt8 = 0x7C
  private static let backslash: UInt8 = 0x5C
  private static let space: UInt8 = 0x20
  private static let tab: UInt8 = 0x09
  private static let dash: UInt8 = 0x2D
  private static let colon: UInt8 = 0x3A

  /// cmark-gfm's `spacechar`: what may follow a pipe and pad a delimiter row.
  @inline(__always)
  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == space || byte == tab || byte == 0x0B || byte == 0x0C
  }

  /// What cmark trims from a cell's ends (`cmark_isspace`: no vertical tab).
  @inline(__always)
  private static func isTrimmed(_ byte: UInt8) -> Bool {
    byte == space || byte == tab || byte == 0x0A || byte == 0x0C || byte == 0x0D
  }

  /// Splits a row into trimmed cells as cmark-gfm's `row_from_string` does: an optional
  /// leading pipe, cells separated by pipes (`\|` never splits), an optional trailing pipe.
  /// Returns nil when the line holds no cell (e.g. a lone `|`).
  static func cells(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to end: Int) -> [CellSpan]? {
    var result: [CellSpan] = []
    forEachCell(bytes, from: from, to: end) { result.append($0) }
    return result.isEmpty ? nil : result
  }

  /// The number of cells in a row (0 when the line holds none), without collecting them.
  static func cellCount(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to end: Int) -> Int {
    forEachCell(bytes, from: from, to: end) { _ in }
  }

  /// Calls `body` with each cell of a row, in order; returns how many there were.
  @inline(__always)
  @discardableResult
  static func forEachCell(
    _ bytes: UnsafeBufferPointer<UInt8>, from: Int, to end: Int, _ body: (CellSpan) -> Void
  ) -> Int {
    var offset = from
    if offset < end, bytes[offset] == pipe {
      offset += 1
      while offset < end, isSpace(bytes[offset]) { offset += 1 }
    }
    var count = 0
    while offset < end {
      var index = offset
      while index < end {
        let byte = bytes[index]
        if byte == pipe { break }
        index += byte == backslash && index + 1 < end && bytes[index + 1] == pipe ? 2 : 1
      }
      body(trimmed(bytes, offset, index))
      count += 1
      guard index < end else { break }
      offset = index + 1
      while offset < end, isSpace(bytes[offset]) { offset += 1 }
    }
    return count
  }

  private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> CellSpan
  {
    var lower = start
    var upper = end
    while lower < upper, isTrimmed(bytes[lower]) { lower += 1 }
    while upper > lower, isTrimmed(bytes[upper - 1]) { upper -= 1 }
    return CellSpan(start: lower, end: upper)
  }

  /// A cheap test run on every paragraph line: only `|`, `:`, `-` and spaces, with a `-`.
  static func mayBeDelimiter(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Bool {
    var sawDash = false
    for index in from..<to {
      let byte = bytes[index]
      if byte == dash {
        sawDash = true
      } else if byte != pipe && byte != colon && !isSpace(byte) {
        return false
      }
    }
    return sawDash
  }

  /// The alignments of a delimiter row, or nil when the line is not one.
  static func alignments(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int)
    -> [TableAlignment]?
  {
    guard mayBeDelimiter(bytes, from: from, to: to),
      let spans = cells(bytes, from: from, to: to)
    else { return nil }
    var result: [TableAlignment] = []
    result.reserveCapacity(spans.count)
    for span in spans {
      var lower = span.start
      var upper = span.end
      while lower < upper, isSpace(bytes[lower]) { lower += 1 }
      while upper > lower, isSpace(bytes[upper - 1]) { upper -= 1 }
      guard lower < upper else { return nil }
      let left = bytes[lower] == colon
      if left { lower += 1 }
      let right = upper > lower && bytes[upper - 1] == colon
      if right { upper -= 1 }
      guard lower < upper else { return nil }
      for index in lower..<upper where bytes[index] != dash { return nil }
      switch (left, right) {
      case (true, true): result.append(.center)
      case (true, false): result.append(.left)
      case (false, true): result.append(.right)
      case (false, false): result.append(.none)
      }
    }
    return result
  }

  /// Finds the first table in a paragraph's lines: the header is the line right before the
  /// first delimiter row whose cell count equals the header's.
  static func findTable(_ bytes: UnsafeBufferPointer<UInt8>, lines: [ContentLine]) -> TableSplit? {
    guard lines.count >= 2 else { return nil }
    for index in 1..<lines.count {
      let line = lines[index]
      guard line.delimiterEligible, !line.lazy, line.indent < 4,
        let alignments = alignments(bytes, from: line.start, to: line.end)
      else { continue }
      let headerLine = lines[index - 1]
      guard cellCount(bytes, from: headerLine.start, to: headerLine.end) == alignments.count
      else { continue }
      var rowEnd = index + 1
      while rowEnd < lines.count {
        let row = lines[rowEnd]
        if row.lazy || startsBlock(bytes, line: row)
          || cellCount(bytes, from: row.start, to: row.end) == 0
        {
          break
        }
        rowEnd += 1
      }
      return TableSplit(
        before: 0..<(index - 1), header: index - 1, delimiter: index,
        rows: (index + 1)..<rowEnd, after: rowEnd..<lines.count, alignments: alignments)
    }
    return nil
  }

  /// Whether a line after table rows starts another block (and so ends the table): indented
  /// code, block quote, ATX heading, fence, HTML block, thematic break or list item.
  static func startsBlock(_ bytes: UnsafeBufferPointer<UInt8>, line: ContentLine) -> Bool {
    if line.indent >= 4 { return true }
    let start = line.start
    let end = line.end
    guard start < end else { return false }
    let first = bytes[start]
    func byte(_ offset: Int) -> UInt8? { start + offset < end ? bytes[start + offset] : nil }
    func endsMarker(_ offset: Int) -> Bool {
      guard let next = byte(offset) else { return true }
      return next == space || next == tab
    }
    switch first {
    case UInt8(ascii: ">"):
      return true
    case UInt8(ascii: "#"):
      var count = 0
      while let next = byte(count), next == UInt8(ascii: "#") { count += 1 }
      return count <= 6 && endsMarker(count)
    case UInt8(ascii: "`"), UInt8(ascii: "~"):
      var count = 0
      while let next = byte(count), next == first { count += 1 }
      guard count >= 3 else { return false }
      if first == UInt8(ascii: "`") {
        for index in (start + count)..<end where bytes[index] == first { return false }
      }
      return true
    case UInt8(ascii: "<"):
      return HTMLBlockStart.matches(bytes, from: start, to: end)
    case UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "+"):
      if first != UInt8(ascii: "+"), isThematicBreak(bytes, from: start, to: end, marker: first) {
        return true
      }
      return first != UInt8(ascii: "_") && endsMarker(1)
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      var count = 0
      while let next = byte(count), next >= UInt8(ascii: "0"), next <= UInt8(ascii: "9") {
        count += 1
      }
      guard count <= 9, let delimiter = byte(count),
        delimiter == UInt8(ascii: ".") || delimiter == UInt8(ascii: ")")
      else { return false }
      return endsMarker(count + 1)
    default:
      return false
    }
  }

  private static func isThematicBreak(
    _ bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int, marker: UInt8
  ) -> Bool {
    var count = 0
    for index in from..<to {
      let byte = bytes[index]
      if byte == marker {
        count += 1
      } else if !isSpace(byte) {
        return false
      }
    }
    return count >= 3
  }

  /// Replaces `\|` with `|`, as GFM does before parsing a cell's inlines.
  static func unescapingPipes(_ bytes: UnsafeBufferPointer<UInt8>, _ span: CellSpan) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(span.end - span.start)
    var index = span.start
    while index < span.end {
      let byte = bytes[index]
      if byte == backslash, index + 1 < span.end, bytes[index + 1] == pipe {
        index += 1
        continue
      }
      result.append(byte)
      index += 1
    }
    return result
  }
}
