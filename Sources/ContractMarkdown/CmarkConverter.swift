internal import Ccmark

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The only code that touches libcmark: parses bytes, converts cmark's tree into immutable
/// Swift values (recognising GFM tables in the paragraphs plain cmark leaves them in), and
/// frees every C allocation before returning.
struct CmarkConverter {
  /// A container whose prefix must be removed from a paragraph's continuation lines.
  private enum Container {
    case blockQuote
    case listItem(width: Int)
  }

  /// Maps a line of a re-parsed fragment back to the original source.
  private struct LineOrigin {
    var line: Int
    var columnOffset: Int
  }

  private let text: SourceText
  /// The bytes cmark parses: `text.bytes`, or a copy with same-length substitutions.
  private let parseBytes: [UInt8]?
  private let options: MarkdownParseOptions
  private let origins: [LineOrigin]?
  /// Lines of `text` that are inserted marker lines (see `SourceRewrite`).
  private let markerLines: [Bool]?
  private let definitions: [UInt8]
  /// Where a top-level pass records the edits the next pass needs; nil for fragments.
  private let fixups: Fixups?
  /// Shared by a document's passes and the fragments they re-parse.
  private let nesting: NestingLimit
  /// The list items and block quotes around the blocks this converter produces (non-zero
  /// for fragments re-parsed inside a container).
  private let baseDepth: Int

  /// Collects the source edits found during one pass.
  private final class Fixups {
    var rewrite = SourceRewrite()
  }

  /// Records the first place where list items and block quotes nest deeper than the
  /// conversion (which recurses once per container) and the recursive Swift values it builds
  /// can safely go. cmark itself accepts any depth.
  private final class NestingLimit {
    var problem: MarkdownError?
  }

  private static let cmarkOptions: Int32 = 1 << 3  // CMARK_OPT_SAFE: raw HTML is omitted
  /// A private-use character placed before a cell that would otherwise parse as a block.
  private static let sentinel: [UInt8] = [0xEE, 0x80, 0x80]
  /// Passes after which the last conversion is kept even if it found more edits.
  private static let maximumPasses = 32

  /// Converts a whole document. When a pass finds places where plain cmark's blocks and GFM's
  /// disagree around a table, the source is rewritten (see `SourceRewrite`) and converted
  /// again; documents without such places are parsed once.
  /// Throws `MarkdownError.nestingTooDeep` when list items and block quotes nest deeper than
  /// `MarkdownDocument.maximumNestingDepth`.
  static func convert(_ text: SourceText, options: MarkdownParseOptions) throws(MarkdownError)
    -> [MarkdownBlock]
  {
    var rewrite = SourceRewrite()
    var pass = 1
    let nesting = NestingLimit()
    while true {
      let fixups = Fixups()
      let blocks: [MarkdownBlock]
      if rewrite.isEmpty {
        blocks = convertPass(
          text: text, parseBytes: nil, options: options, origins: nil, markerLines: nil,
          definitions: nil, fixups: fixups, nesting: nesting, baseDepth: 0)
      } else {
        let source = rewrite.apply(to: text)
        blocks = convertPass(
          text: source.text, parseBytes: source.parseBytes, options: options,
          origins: source.originalLines.map { LineOrigin(line: $0, columnOffset: 0) },
          markerLines: source.isMarker, definitions: nil, fixups: fixups, nesting: nesting,
          baseDepth: 0)
      }
      if let problem = nesting.problem { throw problem }
      pass += 1
      guard pass <= maximumPasses, rewrite.merge(fixups.rewrite) else { return blocks }
    }
  }

  /// Parses `parseBytes` (or the text's bytes) with cmark and converts the tree. Link
  /// reference definitions are found in this tree unless given.
  private static func convertPass(
    text: SourceText, parseBytes: [UInt8]?, options: MarkdownParseOptions,
    origins: [LineOrigin]?, markerLines: [Bool]?, definitions: [UInt8]?, fixups: Fixups?,
    nesting: NestingLimit, baseDepth: Int
  ) -> [MarkdownBlock] {
    let input = parseBytes ?? text.bytes
    let root: OpaquePointer? = input.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        cmark_parse_document(chars.baseAddress, chars.count, cmarkOptions)
      }
    }
    guard let root else { return [] }
    defer { cmark_node_free(root) }
    // Checked before anything recursive (the link definition walk, the conversion) runs.
    if let (line, column) = firstTooDeep(
      root, allowed: MarkdownDocument.maximumNestingDepth - baseDepth)
    {
      if nesting.problem == nil {
        nesting.problem = .nestingTooDeep(
          location(line: line, column: column, origins: origins),
          limit: MarkdownDocument.maximumNestingDepth)
      }
      return []
    }
    let converter = CmarkConverter(
      text: text, parseBytes: parseBytes, options: options, origins: origins,
      markerLines: markerLines,
      definitions: definitions ?? linkDefinitions(in: text, bytes: input, root: root),
      fixups: fixups, nesting: nesting, baseDepth: baseDepth)
    return text.bytes.withUnsafeBufferPointer { bytes in
      converter.convertChildren(of: root, containers: [], bytes: bytes)
    }
  }

  /// The line and column of the first list item or block quote nested more than `allowed`
  /// deep, found with cmark's iterator (no recursion).
  private static func firstTooDeep(_ root: OpaquePointer, allowed: Int) -> (Int, Int)? {
    guard let iterator = cmark_iter_new(root) else { return nil }
    defer { cmark_iter_free(iterator) }
    var depth = 0
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { return nil }
      guard let node = cmark_iter_get_node(iterator) else { continue }
      let type = cmark_node_get_type(node)
      guard type == CMARK_NODE_ITEM || type == CMARK_NODE_BLOCK_QUOTE else { continue }
      if event == CMARK_EVENT_EXIT {
        depth -= 1
        continue
      }
      depth += 1
      if depth > allowed {
        return (Int(cmark_node_get_start_line(node)), Int(cmark_node_get_start_column(node)))
      }
    }
  }

  // MARK: - Positions

  private static func location(line: Int, column: Int, origins: [LineOrigin]?) -> SourceLocation {
    guard let origins, line >= 1, line <= origins.count else {
      return SourceLocation(line: line, column: column)
    }
    let origin = origins[line - 1]
    return SourceLocation(line: origin.line, column: column + origin.columnOffset)
  }

  private func location(line: Int, column: Int) -> SourceLocation {
    Self.location(line: line, column: column, origins: origins)
  }

  private func range(of node: OpaquePointer) -> SourceRange {
    SourceRange(
      start: location(
        line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node))),
      end: location(
        line: Int(cmark_node_get_end_line(node)), column: Int(cmark_node_get_end_column(node))))
  }

  // MARK: - Blocks

  private func convertChildren(
    of node: OpaquePointer, containers: [Container], bytes: UnsafeBufferPointer<UInt8>
  ) -> [MarkdownBlock] {
    var blocks: [MarkdownBlock] = []
    var child = cmark_node_first_child(node)
    while let current = child {
      convertBlock(current, containers: containers, bytes: bytes, into: &blocks)
      child = cmark_node_next(current)
    }
    return blocks
  }

  /// Appends what a block node becomes to `output`: one block, or several for a paragraph
  /// that holds a table, or none for a marker line (no array per block).
  private func convertBlock(
    _ node: OpaquePointer, containers: [Container], bytes: UnsafeBufferPointer<UInt8>,
    into output: inout [MarkdownBlock]
  ) {
    let type = cmark_node_get_type(node)
    switch type {
    case CMARK_NODE_PARAGRAPH:
      let (lines, contentStart) = paragraphLines(
        node, containers: containers, bytes: bytes, setext: false)
      if let blocks = tableBlocks(
        lines: lines, contentStart: contentStart, setext: false, containers: containers,
        bytes: bytes)
      {
        output.append(contentsOf: blocks)
        return
      }
      let shift = lines[contentStart].number - lines[0].number
      let content = inlineText(of: node, markdown: joined(lines[contentStart...], bytes: bytes)) {
        line, column in location(line: line + shift, column: column)
      }
      output.append(.paragraph(Paragraph(content: content, range: range(of: node))))
    case CMARK_NODE_HEADING:
      let setext = cmark_node_get_end_line(node) > cmark_node_get_start_line(node)
      let markdown: String
      if setext {
        let (lines, contentStart) = paragraphLines(
          node, containers: containers, bytes: bytes, setext: true)
        if let blocks = tableBlocks(
          lines: lines, contentStart: contentStart, setext: true, containers: containers,
          bytes: bytes)
        {
          output.append(contentsOf: blocks)
          return
        }
        markdown = joined(
          lines[min(contentStart, lines.count - 1)..<(lines.count - 1)], bytes: bytes)
      } else {
        markdown = atxHeadingSource(node, bytes: bytes)
      }
      let content = inlineText(of: node, markdown: markdown)
      let level = Int(cmark_node_get_heading_level(node))
      output.append(.heading(Heading(level: level, content: content, range: range(of: node))))
    case CMARK_NODE_LIST:
      let ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
      var items: [ListItem] = []
      var child = cmark_node_first_child(node)
      while let item = child {
        let itemColumn = Int(cmark_node_get_start_column(item))
        let first = cmark_node_first_child(item)
        let contentStart: SourceLocation
        let width: Int
        if let first {
          width = max(1, Int(cmark_node_get_start_column(first)) - itemColumn)
          contentStart = location(
            line: Int(cmark_node_get_start_line(first)),
            column: Int(cmark_node_get_start_column(first)))
        } else {
          width = 2
          contentStart = range(of: item).start
        }
        let blocks = convertChildren(
          of: item, containers: containers + [.listItem(width: width)], bytes: bytes)
        items.append(ListItem(blocks: blocks, range: range(of: item), contentStart: contentStart))
        child = cmark_node_next(item)
      }
      let tight = cmark_node_get_list_tight(node) != 0 && !Self.hasHeaderOnlyTableGap(items)
      let list = MarkdownList(
        ordered: ordered, start: ordered ? Int(cmark_node_get_list_start(node)) : 1,
        tight: tight, items: items, range: range(of: node))
      output.append(.list(list))
    case CMARK_NODE_BLOCK_QUOTE:
      let blocks = convertChildren(of: node, containers: containers + [.blockQuote], bytes: bytes)
      output.append(.blockQuote(BlockQuote(blocks: blocks, range: range(of: node))))
    case CMARK_NODE_CODE_BLOCK:
      let block = CodeBlock(
        info: Self.string(cmark_node_get_fence_info(node)),
        code: Self.string(cmark_node_get_literal(node)),
        html: options.renderHTML ? Self.html(of: node) : "", range: range(of: node))
      output.append(.codeBlock(block))
    case CMARK_NODE_HTML_BLOCK:
      if let markerLines {
        let line = Int(cmark_node_get_start_line(node))
        if line >= 1, line <= markerLines.count, markerLines[line - 1] { return }
      }
      let block = HTMLBlock(
        source: Self.string(cmark_node_get_literal(node)), range: range(of: node))
      output.append(.htmlBlock(block))
    case CMARK_NODE_THEMATIC_BREAK:
      output.append(.thematicBreak(range(of: node)))
    default:
      return
    }
  }

  /// cmark-gfm counts a table without body rows as ending with a blank line (its delimiter
  /// row leaves the line blank), which makes a list loose when such a table, or a list ending
  /// in one, is followed by another block of its item or by another item.
  private static func hasHeaderOnlyTableGap(_ items: [ListItem]) -> Bool {
    func endsWithHeaderOnlyTable(_ block: MarkdownBlock) -> Bool {
      switch block {
      case .table(let table): return table.rows.isEmpty
      case .list(let list):
        guard let last = list.items.last?.blocks.last else { return false }
        return endsWithHeaderOnlyTable(last)
      default: return false
      }
    }
    for (index, item) in items.enumerated() {
      let hasNextItem = index + 1 < items.count
      for (position, block) in item.blocks.enumerated()
      where (hasNextItem || position + 1 < item.blocks.count) && endsWithHeaderOnlyTable(block) {
        return true
      }
    }
    return false
  }

  private func atxHeadingSource(_ node: OpaquePointer, bytes: UnsafeBufferPointer<UInt8>)
    -> String
  {
    guard let first = cmark_node_first_child(node) else { return "" }
    let line = text.line(Int(cmark_node_get_start_line(node)))
    let start = min(line.upperBound, line.lowerBound + Int(cmark_node_get_start_column(first)) - 1)
    var end = line.upperBound
    while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
    var trimmed = end
    while trimmed > start, bytes[trimmed - 1] == UInt8(ascii: "#") { trimmed -= 1 }
    if trimmed < end, trimmed == start || bytes[trimmed - 1] == 0x20 || bytes[trimmed - 1] == 0x09 {
      end = trimmed
      while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
    }
    return text.string(start..<end)
  }

  // MARK: - Paragraph lines

  /// The content lines of a paragraph (or setext heading, underline included last), with
  /// container prefixes removed, and the index of the first line of inline content: lines
  /// before it hold link reference definitions, which cmark includes in the node's span.
  private func paragraphLines(
    _ node: OpaquePointer, containers: [Container], bytes: UnsafeBufferPointer<UInt8>,
    setext: Bool
  ) -> (lines: [ContentLine], contentStart: Int) {
    let firstLine = Int(cmark_node_get_start_line(node))
    let firstColumn = Int(cmark_node_get_start_column(node))
    var lastLine = Int(cmark_node_get_end_line(node))
    if setext {
      // cmark's end position for a setext heading can point past the underline (at a
      // following blank line), so find the underline itself.
      var number = firstLine + 1
      while number < lastLine {
        if let stripped = strip(line: number, containers: containers, bytes: bytes),
          !stripped.lazy, isSetextUnderline(stripped, line: number, bytes: bytes)
        {
          break
        }
        number += 1
      }
      lastLine = number
    }
    var lines: [ContentLine] = []
    lines.reserveCapacity(max(0, lastLine - firstLine + 1))
    for number in firstLine...max(firstLine, lastLine) {
      let lineRange = text.line(number)
      if number == firstLine {
        let start = min(lineRange.upperBound, lineRange.lowerBound + firstColumn - 1)
        lines.append(
          ContentLine(
            rawStart: start, start: start, end: lineRange.upperBound, number: number,
            column: start - lineRange.lowerBound + 1, indent: 0, lazy: false,
            matchedContainers: containers.count))
      } else if let stripped = strip(line: number, containers: containers, bytes: bytes) {
        lines.append(
          ContentLine(
            rawStart: stripped.rawStart, start: stripped.start, end: lineRange.upperBound,
            number: number, column: stripped.start - lineRange.lowerBound + 1,
            indent: stripped.indent, lazy: stripped.lazy,
            matchedContainers: stripped.matchedContainers))
      }
    }
    if setext, !lines.isEmpty { lines[lines.count - 1].delimiterEligible = false }
    var contentStart = 0
    if let first = lines.first, first.start < first.end, bytes[first.start] == UInt8(ascii: "[") {
      let contentLines = (setext ? lines.count - 1 : lines.count)
      contentStart = max(0, contentLines - Self.inlineLineCount(node))
    }
    return (lines, contentStart)
  }

  /// The number of lines a paragraph's or heading's inline content spans. cmark reports inline
  /// positions as if link reference definitions before the content were not there; the lines
  /// the node spans minus this count are the definitions' lines.
  private static func inlineLineCount(_ node: OpaquePointer) -> Int {
    guard let iterator = cmark_iter_new(node) else { return 1 }
    defer { cmark_iter_free(iterator) }
    var count = 1
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      guard event == CMARK_EVENT_ENTER, let current = cmark_iter_get_node(iterator) else {
        continue
      }
      let type = cmark_node_get_type(current)
      if type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK { count += 1 }
    }
    return count
  }

  private func isSetextUnderline(
    _ stripped: StrippedLine, line number: Int, bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard stripped.indent < 4 else { return false }
    var end = text.line(number).upperBound
    while end > stripped.start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
    guard stripped.start < end else { return false }
    // A substituted byte (see `SourceRewrite`) means cmark saw no underline here.
    if let parseBytes, parseBytes[stripped.start] != bytes[stripped.start] { return false }
    let marker = bytes[stripped.start]
    guard marker == UInt8(ascii: "=") || marker == UInt8(ascii: "-") else { return false }
    for index in stripped.start..<end where bytes[index] != marker { return false }
    return true
  }

  private struct StrippedLine {
    var rawStart: Int
    var start: Int
    var indent: Int
    var lazy: Bool
    /// How many of the containers (outermost first) the line continued.
    var matchedContainers: Int
  }

  private func strip(line number: Int, containers: [Container], bytes: UnsafeBufferPointer<UInt8>)
    -> StrippedLine?
  {
    let lineRange = text.line(number)
    let end = lineRange.upperBound
    var position = lineRange.lowerBound
    var lazy = false
    var matched = 0
    containerLoop: for container in containers {
      switch container {
      case .blockQuote:
        var probe = position
        var spaces = 0
        while probe < end, bytes[probe] == 0x20, spaces < 3 {
          probe += 1
          spaces += 1
        }
        if probe < end, bytes[probe] == UInt8(ascii: ">") {
          probe += 1
          if probe < end, bytes[probe] == 0x20 || bytes[probe] == 0x09 { probe += 1 }
          position = probe
          matched += 1
        } else {
          lazy = true
          break containerLoop
        }
      case .listItem(let width):
        var probe = position
        var columns = 0
        while probe < end, columns < width, bytes[probe] == 0x20 || bytes[probe] == 0x09 {
          columns += bytes[probe] == 0x09 ? 4 - columns % 4 : 1
          probe += 1
        }
        if columns >= width || probe == end {
          position = probe
          matched += 1
        } else {
          lazy = true
          break containerLoop
        }
      }
    }
    var start = position
    var indent = 0
    while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 {
      indent += bytes[start] == 0x09 ? 4 - indent % 4 : 1
      start += 1
    }
    return StrippedLine(
      rawStart: position, start: start, indent: indent, lazy: lazy, matchedContainers: matched)
  }

  private func joined(_ lines: ArraySlice<ContentLine>, bytes: UnsafeBufferPointer<UInt8>) -> String
  {
    var result: [UInt8] = []
    for (index, line) in lines.enumerated() {
      if index > 0 { result.append(0x0A) }
      var end = line.end
      while end > line.start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
      result.append(contentsOf: bytes[line.start..<end])
    }
    return String(decoding: result, as: UTF8.self)
  }

  // MARK: - Tables

  /// The blocks a paragraph becomes when it holds a GFM table, or nil when it holds none.
  /// `contentStart` is the first line after link reference definitions; `setext` says the last
  /// line is a setext underline.
  private func tableBlocks(
    lines: [ContentLine], contentStart: Int, setext: Bool, containers: [Container],
    bytes: UnsafeBufferPointer<UInt8>
  ) -> [MarkdownBlock]? {
    guard lines.count >= 2 else { return nil }
    var candidate = false
    for line in lines.dropFirst()
    where GFMTableScanner.mayBeDelimiter(bytes, from: line.start, to: line.end) {
      candidate = true
      break
    }
    guard candidate, let split = GFMTableScanner.findTable(bytes, lines: lines) else {
      return nil
    }
    var before: InlineItem?
    if !split.before.isEmpty {
      before = beforeTableItem(lines[split.before], bytes: bytes)
      // GFM keeps the definitions as paragraph text and never defines their labels.
      for line in lines[..<contentStart]
      where line.start < line.end && bytes[line.start] == UInt8(ascii: "[") {
        recordSubstitution(
          UInt8(ascii: "x"), line: line.number,
          column: line.start - text.line(line.number).lowerBound + 1)
      }
    }
    let (table, beforeContent) = makeTable(lines: lines, split: split, before: before, bytes: bytes)
    var blocks: [MarkdownBlock] = []
    if let beforeContent {
      let first = lines[split.before.lowerBound]
      let last = lines[split.before.upperBound - 1]
      let lastStart = text.line(last.number).lowerBound
      let range = SourceRange(
        start: location(line: first.number, column: first.column),
        end: location(line: last.number, column: max(last.column, last.end - lastStart)))
      blocks.append(.paragraph(Paragraph(content: beforeContent, range: range)))
    }
    blocks.append(.table(table))
    if setext, split.rows.upperBound == lines.count {
      // The `===` underline is a row in GFM, and rows may follow it: let cmark see text.
      let underline = lines[lines.count - 1]
      recordSubstitution(
        UInt8(ascii: "x"), line: underline.number,
        column: underline.start - text.line(underline.number).lowerBound + 1)
    }
    if !split.after.isEmpty {
      let next = lines[split.after.lowerBound]
      recordMarker(before: next.number, containers: containers.prefix(next.matchedContainers))
      blocks.append(
        contentsOf: reparse(Array(lines[split.after]), depth: containers.count, bytes: bytes))
    }
    return blocks
  }

  private func recordSubstitution(_ byte: UInt8, line: Int, column: Int) {
    guard let fixups else { return }
    fixups.rewrite.substitute(byte, at: location(line: line, column: column))
  }

  /// Asks the next pass to end the table's paragraph before `line`, inside `containers`.
  private func recordMarker(before line: Int, containers: ArraySlice<Container>) {
    guard let fixups else { return }
    var prefix: [UInt8] = []
    for container in containers {
      switch container {
      case .blockQuote: prefix.append(contentsOf: [UInt8(ascii: ">"), 0x20])
      case .listItem(let width): prefix.append(contentsOf: repeatElement(0x20, count: width))
      }
    }
    fixups.rewrite.insertMarker(before: location(line: line, column: 1).line, prefix: prefix)
  }

  /// Inline content to parse in the batch document, with where its lines came from.
  private struct InlineItem {
    var markdown: String
    /// The Markdown cmark parses: `\|` unescaped, block starts protected.
    var source: [UInt8]
    /// Whether `source` begins with the sentinel (to remove from the rendering).
    var sentinel: Bool
    /// For each line of `source`: its line and the column offset to add to a batch column.
    var lineOrigins: [LineOrigin]
    /// Where the item's first line starts in the batch document (set when batched).
    var batchLine = 0
  }

  /// The paragraph GFM makes of the lines before a header row: their text with `\|`
  /// unescaped and trimmed, parsed for inlines only (link reference definitions stay text).
  private func beforeTableItem(_ lines: ArraySlice<ContentLine>, bytes: UnsafeBufferPointer<UInt8>)
    -> InlineItem
  {
    var source: [UInt8] = []
    var lineOrigins: [LineOrigin] = []
    for line in lines {
      if !source.isEmpty { source.append(0x0A) }
      let unescaped = GFMTableScanner.unescapingPipes(
        bytes, CellSpan(start: line.start, end: line.end))
      source.append(contentsOf: unescaped)
      let origin = location(line: line.number, column: line.column)
      lineOrigins.append(LineOrigin(line: origin.line, columnOffset: origin.column - 1))
    }
    while let last = source.last, last == 0x20 || last == 0x09 || last == 0x0A {
      source.removeLast()
    }
    var shift = source.count
    let sentinel = Self.protectBlockStart(&source)
    shift = source.count - shift
    if !lineOrigins.isEmpty { lineOrigins[0].columnOffset -= shift }
    return InlineItem(
      markdown: joined(lines, bytes: bytes), source: source, sentinel: sentinel,
      lineOrigins: lineOrigins)
  }

  private func makeTable(
    lines: [ContentLine], split: TableSplit, before: InlineItem?, bytes: UnsafeBufferPointer<UInt8>
  ) -> (table: Table, before: InlineText?) {
    let columnCount = split.alignments.count
    var batch: [(row: Int, cell: Int, item: InlineItem)] = []
    var rows: [TableRow] = []
    rows.reserveCapacity(split.rows.count + 1)
    for lineIndex in [split.header] + Array(split.rows) {
      let line = lines[lineIndex]
      let lineStart = text.line(line.number).lowerBound
      var cells: [TableCell] = []
      cells.reserveCapacity(columnCount)
      let sourceCount = GFMTableScanner.forEachCell(bytes, from: line.start, to: line.end) {
        span in
        guard cells.count < columnCount else { return }
        let cellLocation = location(line: line.number, column: span.start - lineStart + 1)
        let (content, item) = cellContent(span, at: cellLocation, bytes: bytes)
        if let item { batch.append((rows.count, cells.count, item)) }
        cells.append(TableCell(content: content, location: cellLocation))
      }
      let endLocation = location(line: line.number, column: line.end - lineStart + 1)
      while cells.count < columnCount {
        cells.append(TableCell(content: .empty, location: endLocation, isPadding: true))
      }
      let rowRange = SourceRange(
        start: location(line: line.number, column: line.column),
        end: location(line: line.number, column: max(line.column, line.end - lineStart)))
      rows.append(TableRow(cells: cells, sourceCellCount: sourceCount, range: rowRange))
    }
    var beforeContent: InlineText?
    if before != nil || !batch.isEmpty {
      var items = batch.map(\.item)
      if let before { items.append(before) }
      let contents = parseBatch(items)
      for (index, entry) in batch.enumerated() {
        rows[entry.row].cells[entry.cell].content = contents[index]
      }
      if before != nil { beforeContent = contents.last }
    }
    let header = rows.removeFirst()
    let range = SourceRange(
      start: header.range.start, end: rows.last?.range.end ?? header.range.end)
    let table = Table(header: header, alignments: split.alignments, rows: rows, range: range)
    return (table, beforeContent)
  }

  /// A cell's inline content when it can be had without cmark (no inline syntax, or only code
  /// spans and plain links), or else a placeholder and the item to parse in the batch
  /// document.
  private func cellContent(
    _ span: CellSpan, at cellLocation: SourceLocation, bytes: UnsafeBufferPointer<UInt8>
  ) -> (InlineText, InlineItem?) {
    guard span.start < span.end else { return (.empty, nil) }
    let markdown = String(decoding: bytes[span.start..<span.end], as: UTF8.self)
    switch Self.inlineShape(bytes, span, links: !options.renderHTML) {
    case .plain:
      let html = options.renderHTML ? CmarkTextEscaping.escape(markdown) : ""
      return (InlineText(markdown: markdown, text: markdown, html: html), nil)
    case .escapedPipes:
      let text = String(
        decoding: GFMTableScanner.unescapingPipes(bytes, span), as: UTF8.self)
      let html = options.renderHTML ? CmarkTextEscaping.escape(text) : ""
      return (InlineText(markdown: markdown, text: text, html: html), nil)
    case .simple:
      let cell = UnsafeBufferPointer(rebasing: bytes[span.start..<span.end])
      let renderHTML = options.renderHTML
      // GFM unescapes `\|` before it reads inlines, inside code spans too.
      let read =
        cell.contains(UInt8(ascii: "\\"))
        ? GFMTableScanner.unescapingPipes(bytes, span).withUnsafeBufferPointer {
          SimpleCellInline.read($0, renderHTML: renderHTML, at: cellLocation)
        } : SimpleCellInline.read(cell, renderHTML: renderHTML, at: cellLocation)
      if let read {
        return (
          InlineText(markdown: markdown, text: read.text, html: read.html, links: read.links), nil
        )
      }
      return batched(span, at: cellLocation, markdown: markdown, bytes: bytes)
    case .other:
      return batched(span, at: cellLocation, markdown: markdown, bytes: bytes)
    }
  }

  /// A cell's placeholder content and the item that parses it in the batch document.
  private func batched(
    _ span: CellSpan, at cellLocation: SourceLocation, markdown: String,
    bytes: UnsafeBufferPointer<UInt8>
  ) -> (InlineText, InlineItem?) {
    var source = GFMTableScanner.unescapingPipes(bytes, span)
    let count = source.count
    let sentinel = Self.protectBlockStart(&source)
    let origin = LineOrigin(
      line: cellLocation.line, columnOffset: cellLocation.column - 1 - (source.count - count))
    let item = InlineItem(
      markdown: markdown, source: source, sentinel: sentinel, lineOrigins: [origin])
    return (InlineText(markdown: markdown, text: markdown, html: ""), item)
  }

  /// Parses items in one cmark document (each its own paragraph, the source's link reference
  /// definitions before them) and returns their contents in order.
  private func parseBatch(_ items: [InlineItem]) -> [InlineText] {
    var results = items.map { InlineText(markdown: $0.markdown, text: $0.markdown, html: "") }
    var items = items
    var batch: [UInt8] = definitions
    batch.append(0x0A)
    var lineOfBatch = definitions.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) } + 1
    for index in items.indices {
      batch.append(contentsOf: items[index].source)
      batch.append(contentsOf: [0x0A, 0x0A])
      items[index].batchLine = lineOfBatch
      lineOfBatch += items[index].lineOrigins.count + 1
    }
    let root: OpaquePointer? = batch.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        cmark_parse_document(chars.baseAddress, chars.count, Self.cmarkOptions)
      }
    }
    guard let root else { return results }
    defer { cmark_node_free(root) }
    var next = 0
    var child = cmark_node_first_child(root)
    while let node = child, next < items.count {
      child = cmark_node_next(node)
      let startLine = Int(cmark_node_get_start_line(node))
      while next < items.count, items[next].batchLine < startLine { next += 1 }
      guard next < items.count, items[next].batchLine == startLine,
        cmark_node_get_type(node) == CMARK_NODE_PARAGRAPH
      else { continue }
      let item = items[next]
      var content = inlineText(of: node, markdown: item.markdown) { line, column in
        let offset = min(max(0, line - startLine), item.lineOrigins.count - 1)
        let origin = item.lineOrigins[offset]
        return SourceLocation(line: origin.line, column: max(1, column + origin.columnOffset))
      }
      if item.sentinel {
        content.text = Self.removingSentinel(content.text)
        content.html = Self.removingSentinel(content.html)
      }
      results[next] = content
      next += 1
    }
    return results
  }

  private enum InlineShape {
    /// No byte that could start inline syntax: the text is the source.
    case plain
    /// Like plain, except for `\|`, which GFM unescapes before parsing inlines.
    case escapedPipes
    /// Like plain up to a backtick or (when links are read) a `[`: perhaps only code spans
    /// and links, which ``SimpleCellInline`` reads.
    case simple
    case other
  }

  private static func inlineShape(
    _ bytes: UnsafeBufferPointer<UInt8>, _ span: CellSpan, links: Bool
  ) -> InlineShape {
    var shape = InlineShape.plain
    var index = span.start
    while index < span.end {
      switch bytes[index] {
      case UInt8(ascii: "\\"):
        guard index + 1 < span.end, bytes[index + 1] == UInt8(ascii: "|") else { return .other }
        shape = .escapedPipes
        index += 1
      case UInt8(ascii: "`"):
        // What follows may be inside a code span, where no byte is syntax.
        return .simple
      case UInt8(ascii: "["):
        return links ? .simple : .other
      case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "]"),
        UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: "&"), 0:
        return .other
      default:
        break
      }
      index += 1
    }
    return shape
  }

  /// Keeps a cell that begins like a block (`# x`, `- x`, `1. x`, `> x`, a fence, a thematic
  /// break, HTML, a link reference definition) a paragraph of inline content. Escapes are
  /// used where the escaped character is inert inline; a private-use sentinel (removed after
  /// rendering) where it is not. Returns whether the sentinel was added.
  private static func protectBlockStart(_ source: inout [UInt8]) -> Bool {
    guard let first = source.first else { return false }
    func inert(_ offset: Int) -> Bool {
      offset >= source.count || source[offset] == 0x20 || source[offset] == 0x09
    }
    switch first {
    case UInt8(ascii: "#"), UInt8(ascii: ">"), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "~"):
      source.insert(UInt8(ascii: "\\"), at: 0)
    case UInt8(ascii: "*"), UInt8(ascii: "_"):
      let onlyMarkers = source.allSatisfy { $0 == first || $0 == 0x20 || $0 == 0x09 }
      if inert(1) || onlyMarkers { source.insert(UInt8(ascii: "\\"), at: 0) }
    case UInt8(ascii: "`"):
      var count = 0
      while count < source.count, source[count] == first { count += 1 }
      if count >= 3, !source[count...].contains(first) {
        source.insert(UInt8(ascii: "\\"), at: 0)
      }
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      var count = 0
      while count < source.count, source[count] >= 0x30, source[count] <= 0x39 { count += 1 }
      if count <= 9, count < source.count,
        source[count] == UInt8(ascii: ".") || source[count] == UInt8(ascii: ")"), inert(count + 1)
      {
        source.insert(UInt8(ascii: "\\"), at: count)
      }
    case UInt8(ascii: "<"), UInt8(ascii: "["):
      source.insert(contentsOf: sentinel, at: 0)
      return true
    default:
      break
    }
    return false
  }

  /// The string without its first U+E000. In UTF-8 that scalar is the bytes EE 80 80, and
  /// EE only ever starts a scalar, so the first such bytes are the first such scalar.
  private static func removingSentinel(_ string: String) -> String {
    let utf8 = string.utf8
    var index = utf8.startIndex
    while let lead = utf8[index...].firstIndex(of: sentinel[0]) {
      let rest = utf8[utf8.index(after: lead)...]
      if rest.starts(with: sentinel.dropFirst()) {
        let after = utf8.index(lead, offsetBy: sentinel.count)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count - sentinel.count)
        bytes.append(contentsOf: utf8[..<lead])
        bytes.append(contentsOf: utf8[after...])
        return String(decoding: bytes, as: UTF8.self)
      }
      index = utf8.index(after: lead)
    }
    return string
  }

  /// Lines the table scanner took out of a paragraph, parsed again as blocks on their own.
  private func reparse(_ lines: [ContentLine], depth: Int, bytes: UnsafeBufferPointer<UInt8>)
    -> [MarkdownBlock]
  {
    var fragment: [UInt8] = []
    var fragmentOrigins: [LineOrigin] = []
    for (index, line) in lines.enumerated() {
      if index > 0 { fragment.append(0x0A) }
      fragment.append(contentsOf: bytes[line.rawStart..<line.end])
      let lineStart = text.line(line.number).lowerBound
      let mapped = location(line: line.number, column: line.rawStart - lineStart + 1)
      fragmentOrigins.append(LineOrigin(line: mapped.line, columnOffset: mapped.column - 1))
    }
    return Self.convertPass(
      text: SourceText(fragment, removingByteOrderMark: false), parseBytes: nil, options: options,
      origins: fragmentOrigins, markerLines: nil, definitions: definitions, fixups: nil,
      nesting: nesting, baseDepth: baseDepth + depth)
  }

  // MARK: - Inline content

  /// Inline content of a node. `linkLocation` maps a link node's line and column (in the
  /// document cmark parsed) to the source; by default through this converter's positions.
  private func inlineText(
    of node: OpaquePointer, markdown: String,
    linkLocation: ((Int, Int) -> SourceLocation)? = nil
  ) -> InlineText {
    var plain: [UInt8] = []
    // The text is almost never longer than its source; one allocation instead of a few.
    plain.reserveCapacity(markdown.utf8.count)
    var links: [Link] = []
    var openLinks:
      [(start: Int, destination: String, title: String, image: Bool, at: SourceLocation)] =
        []
    guard let iterator = cmark_iter_new(node) else {
      return InlineText(markdown: markdown, text: "", html: "")
    }
    defer { cmark_iter_free(iterator) }
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      guard let current = cmark_iter_get_node(iterator), current != node else { continue }
      let type = cmark_node_get_type(current)
      if event == CMARK_EVENT_ENTER {
        switch type {
        case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE:
          if let literal = cmark_node_get_literal(current) {
            plain.append(contentsOf: UnsafeRawBufferPointer(start: literal, count: strlen(literal)))
          }
        case CMARK_NODE_SOFTBREAK:
          plain.append(0x20)
        case CMARK_NODE_LINEBREAK:
          plain.append(0x0A)
        case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
          let line = Int(cmark_node_get_start_line(current))
          let column = Int(cmark_node_get_start_column(current))
          let at = linkLocation?(line, column) ?? location(line: line, column: column)
          openLinks.append(
            (
              plain.count, Self.string(cmark_node_get_url(current)),
              Self.string(cmark_node_get_title(current)), type == CMARK_NODE_IMAGE, at
            ))
        default:
          break
        }
      } else if event == CMARK_EVENT_EXIT, type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE,
        let open = openLinks.popLast()
      {
        links.append(
          Link(
            destination: open.destination, title: open.title,
            text: String(decoding: plain[open.start...], as: UTF8.self), isImage: open.image,
            location: open.at))
      }
    }
    links.sort { $0.location < $1.location }
    let html = options.renderHTML ? Self.innerHTML(of: node) : ""
    return InlineText(
      markdown: markdown, text: String(decoding: plain, as: UTF8.self), html: html, links: links)
  }

  // MARK: - HTML

  private static func html(of node: OpaquePointer) -> String {
    guard let rendered = cmark_render_html(node, cmarkOptions) else { return "" }
    defer { free(rendered) }
    return String(cString: rendered)
  }

  /// A paragraph's or heading's inline HTML, without the element cmark wraps it in.
  private static func innerHTML(of node: OpaquePointer) -> String {
    guard let rendered = cmark_render_html(node, cmarkOptions) else { return "" }
    defer { free(rendered) }
    let count = strlen(rendered)
    return rendered.withMemoryRebound(to: UInt8.self, capacity: count) {
      InnerHTML.trim(UnsafeBufferPointer(start: $0, count: count))
    }
  }

  private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
    guard let pointer else { return "" }
    return String(cString: pointer)
  }

  // MARK: - Link reference definitions

  /// The link reference definitions of the document, as source lines, so that cells parsed
  /// on their own resolve reference links as cmark-gfm does. A line counts when it looks like
  /// a definition (`[label]:`, after container markers) and lies outside every leaf block's
  /// content: code, HTML, headings and paragraph text (cmark drops a paragraph that holds only
  /// definitions, and reports a paragraph's inline content without its leading ones).
  private static func linkDefinitions(
    in text: SourceText, bytes source: [UInt8], root: OpaquePointer
  )
    -> [UInt8]
  {
    var candidates: [(line: Int, continued: Bool)] = []
    source.withUnsafeBufferPointer { bytes in
      for number in 1...max(1, text.lineCount) {
        let line = text.line(number)
        var index = line.lowerBound
        while index < line.upperBound,
          bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == UInt8(ascii: ">")
        {
          index += 1
        }
        guard index < line.upperBound, bytes[index] == UInt8(ascii: "[") else { continue }
        var close = index + 1
        while close + 1 < line.upperBound,
          !(bytes[close] == UInt8(ascii: "]") && bytes[close + 1] == UInt8(ascii: ":"))
        {
          close += 1
        }
        guard close + 1 < line.upperBound else { continue }
        var rest = close + 2
        while rest < line.upperBound, bytes[rest] == 0x20 || bytes[rest] == 0x09 { rest += 1 }
        candidates.append((number, rest == line.upperBound && number < text.lineCount))
      }
    }
    guard !candidates.isEmpty else { return [] }
    var covered = [Bool](repeating: false, count: text.lineCount + 2)
    func cover(_ lower: Int, _ upper: Int) {
      guard lower <= upper else { return }
      for number in max(0, lower)...min(upper, covered.count - 1) { covered[number] = true }
    }
    func visit(_ node: OpaquePointer) {
      let type = cmark_node_get_type(node)
      let start = Int(cmark_node_get_start_line(node))
      let end = Int(cmark_node_get_end_line(node))
      switch type {
      case CMARK_NODE_PARAGRAPH:
        let first = text.line(start).lowerBound + Int(cmark_node_get_start_column(node)) - 1
        if first < source.count, source[first] == UInt8(ascii: "[") {
          cover(max(start, end - inlineLineCount(node) + 1), end)
        } else {
          cover(start, end)
        }
      case CMARK_NODE_HEADING, CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_BLOCK,
        CMARK_NODE_THEMATIC_BREAK:
        cover(start, end)
      default:
        var child = cmark_node_first_child(node)
        while let current = child {
          visit(current)
          child = cmark_node_next(current)
        }
      }
    }
    visit(root)
    var result: [UInt8] = []
    for candidate in candidates where !covered[candidate.line] {
      result.append(contentsOf: source[text.line(candidate.line)])
      result.append(0x0A)
      if candidate.continued {
        result.append(contentsOf: source[text.line(candidate.line + 1)])
        result.append(0x0A)
      }
      result.append(0x0A)
    }
    return result
  }
}
