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
  private let options: MarkdownParseOptions
  private let origins: [LineOrigin]?
  private let definitions: [UInt8]

  private static let cmarkOptions: Int32 = 1 << 3  // CMARK_OPT_SAFE: raw HTML is omitted
  /// A private-use character placed before a cell that would otherwise parse as a block.
  private static let sentinel: [UInt8] = [0xEE, 0x80, 0x80]

  /// Converts a whole document.
  static func convert(_ text: SourceText, options: MarkdownParseOptions) -> [MarkdownBlock] {
    let converter = CmarkConverter(
      text: text, options: options, origins: nil, definitions: linkDefinitions(in: text))
    return converter.convertDocument()
  }

  private func convertDocument() -> [MarkdownBlock] {
    let root: OpaquePointer? = text.bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        cmark_parse_document(chars.baseAddress, chars.count, Self.cmarkOptions)
      }
    }
    guard let root else { return [] }
    defer { cmark_node_free(root) }
    return text.bytes.withUnsafeBufferPointer { bytes in
      convertChildren(of: root, containers: [], bytes: bytes)
    }
  }

  // MARK: - Positions

  private func location(line: Int, column: Int) -> SourceLocation {
    guard let origins, line >= 1, line <= origins.count else {
      return SourceLocation(line: line, column: column)
    }
    let origin = origins[line - 1]
    return SourceLocation(line: origin.line, column: column + origin.columnOffset)
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
      blocks.append(contentsOf: convertBlock(current, containers: containers, bytes: bytes))
      child = cmark_node_next(current)
    }
    return blocks
  }

  private func convertBlock(
    _ node: OpaquePointer, containers: [Container], bytes: UnsafeBufferPointer<UInt8>
  ) -> [MarkdownBlock] {
    let type = cmark_node_get_type(node)
    switch type {
    case CMARK_NODE_PARAGRAPH:
      let lines = paragraphLines(node, containers: containers, bytes: bytes, setext: false)
      if let blocks = tableBlocks(lines: lines, containers: containers, bytes: bytes) {
        return blocks
      }
      let content = inlineText(of: node, markdown: joined(lines, bytes: bytes))
      return [.paragraph(Paragraph(content: content, range: range(of: node)))]
    case CMARK_NODE_HEADING:
      let setext = cmark_node_get_end_line(node) > cmark_node_get_start_line(node)
      if setext {
        let lines = paragraphLines(node, containers: containers, bytes: bytes, setext: true)
        if let blocks = tableBlocks(lines: lines, containers: containers, bytes: bytes) {
          return blocks
        }
      }
      let markdown: String
      if setext {
        let lines = paragraphLines(node, containers: containers, bytes: bytes, setext: true)
        markdown = joined(Array(lines.dropLast()), bytes: bytes)
      } else {
        markdown = atxHeadingSource(node, bytes: bytes)
      }
      let content = inlineText(of: node, markdown: markdown)
      let level = Int(cmark_node_get_heading_level(node))
      return [.heading(Heading(level: level, content: content, range: range(of: node)))]
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
      let list = MarkdownList(
        ordered: ordered, start: ordered ? Int(cmark_node_get_list_start(node)) : 1,
        tight: cmark_node_get_list_tight(node) != 0, items: items, range: range(of: node))
      return [.list(list)]
    case CMARK_NODE_BLOCK_QUOTE:
      let blocks = convertChildren(of: node, containers: containers + [.blockQuote], bytes: bytes)
      return [.blockQuote(BlockQuote(blocks: blocks, range: range(of: node)))]
    case CMARK_NODE_CODE_BLOCK:
      let block = CodeBlock(
        info: Self.string(cmark_node_get_fence_info(node)),
        code: Self.string(cmark_node_get_literal(node)),
        html: options.renderHTML ? Self.html(of: node) : "", range: range(of: node))
      return [.codeBlock(block)]
    case CMARK_NODE_HTML_BLOCK:
      let block = HTMLBlock(
        source: Self.string(cmark_node_get_literal(node)), range: range(of: node))
      return [.htmlBlock(block)]
    case CMARK_NODE_THEMATIC_BREAK:
      return [.thematicBreak(range(of: node))]
    default:
      return []
    }
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
  /// container prefixes removed. Lines consumed by link reference definitions are skipped.
  private func paragraphLines(
    _ node: OpaquePointer, containers: [Container], bytes: UnsafeBufferPointer<UInt8>,
    setext: Bool
  ) -> [ContentLine] {
    var firstLine = Int(cmark_node_get_start_line(node))
    var firstColumn = Int(cmark_node_get_start_column(node))
    if let child = cmark_node_first_child(node) {
      let childLine = Int(cmark_node_get_start_line(child))
      if childLine > firstLine {
        firstLine = childLine
        firstColumn = Int(cmark_node_get_start_column(child))
        if let stripped = strip(line: childLine, containers: containers, bytes: bytes),
          !stripped.lazy
        {
          firstColumn = min(firstColumn, stripped.start - text.line(childLine).lowerBound + 1)
        }
      }
    }
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
            column: start - lineRange.lowerBound + 1, indent: 0, lazy: false))
      } else if let stripped = strip(line: number, containers: containers, bytes: bytes) {
        lines.append(
          ContentLine(
            rawStart: stripped.rawStart, start: stripped.start, end: lineRange.upperBound,
            number: number, column: stripped.start - lineRange.lowerBound + 1,
            indent: stripped.indent, lazy: stripped.lazy))
      }
    }
    if setext, !lines.isEmpty { lines[lines.count - 1].delimiterEligible = false }
    return lines
  }

  private func isSetextUnderline(
    _ stripped: StrippedLine, line number: Int, bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard stripped.indent < 4 else { return false }
    var end = text.line(number).upperBound
    while end > stripped.start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
    guard stripped.start < end else { return false }
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
  }

  private func strip(line number: Int, containers: [Container], bytes: UnsafeBufferPointer<UInt8>)
    -> StrippedLine?
  {
    let lineRange = text.line(number)
    let end = lineRange.upperBound
    var position = lineRange.lowerBound
    var lazy = false
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
    return StrippedLine(rawStart: position, start: start, indent: indent, lazy: lazy)
  }

  private func joined(_ lines: [ContentLine], bytes: UnsafeBufferPointer<UInt8>) -> String {
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
  private func tableBlocks(
    lines: [ContentLine], containers: [Container], bytes: UnsafeBufferPointer<UInt8>
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
    var blocks: [MarkdownBlock] = []
    if !split.before.isEmpty {
      blocks.append(contentsOf: reparse(Array(lines[split.before]), bytes: bytes))
    }
    blocks.append(.table(makeTable(lines: lines, split: split, bytes: bytes)))
    if !split.after.isEmpty {
      blocks.append(contentsOf: reparse(Array(lines[split.after]), bytes: bytes))
    }
    return blocks
  }

  private func makeTable(lines: [ContentLine], split: TableSplit, bytes: UnsafeBufferPointer<UInt8>)
    -> Table
  {
    let columnCount = split.alignments.count
    var rowLines = [lines[split.header]]
    rowLines.append(contentsOf: lines[split.rows])
    var spans: [[CellSpan]] = []
    spans.reserveCapacity(rowLines.count)
    for line in rowLines {
      spans.append(GFMTableScanner.cells(bytes, from: line.start, to: line.end) ?? [])
    }
    var flat: [(span: CellSpan, line: Int)] = []
    for (line, row) in zip(rowLines, spans) {
      for span in row.prefix(columnCount) { flat.append((span, line.number)) }
    }
    var contents = cellContents(flat, bytes: bytes)[...]
    var rows: [TableRow] = []
    rows.reserveCapacity(rowLines.count)
    for (line, rowSpans) in zip(rowLines, spans) {
      let lineStart = text.line(line.number).lowerBound
      var cells: [TableCell] = []
      cells.reserveCapacity(columnCount)
      for span in rowSpans.prefix(columnCount) {
        let cellLocation = location(line: line.number, column: span.start - lineStart + 1)
        cells.append(TableCell(content: contents.removeFirst(), location: cellLocation))
      }
      let endLocation = location(line: line.number, column: line.end - lineStart + 1)
      while cells.count < columnCount {
        cells.append(TableCell(content: .empty, location: endLocation, isPadding: true))
      }
      let rowRange = SourceRange(
        start: location(line: line.number, column: line.column),
        end: location(line: line.number, column: max(line.column, line.end - lineStart)))
      rows.append(TableRow(cells: cells, sourceCellCount: rowSpans.count, range: rowRange))
    }
    let header = rows.removeFirst()
    let range = SourceRange(
      start: header.range.start, end: rows.last?.range.end ?? header.range.end)
    return Table(header: header, alignments: split.alignments, rows: rows, range: range)
  }

  /// Inline content for cells. Cells without inline syntax are taken as they are; the others
  /// are parsed together in one cmark document (each cell its own paragraph, the source's link
  /// reference definitions before them), mapped back by line.
  private func cellContents(
    _ spans: [(span: CellSpan, line: Int)], bytes: UnsafeBufferPointer<UInt8>
  ) -> [InlineText] {
    var results = [InlineText](repeating: .empty, count: spans.count)
    var batch: [UInt8] = definitions
    batch.append(0x0A)
    var lineOfBatch = definitions.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) } + 1
    var pending: [Int: (index: Int, sentinel: Bool)] = [:]
    for (index, (span, _)) in spans.enumerated() where span.start < span.end {
      let markdown = String(decoding: bytes[span.start..<span.end], as: UTF8.self)
      if Self.isPlain(bytes, span) {
        results[index] = InlineText(
          markdown: markdown, text: markdown,
          html: options.renderHTML ? HTMLEscaping.escape(markdown) : "")
        continue
      }
      results[index] = InlineText(markdown: markdown, text: markdown, html: "")
      var source = GFMTableScanner.unescapingPipes(bytes, span)
      let sentinel = Self.protectBlockStart(&source)
      batch.append(contentsOf: source)
      batch.append(contentsOf: [0x0A, 0x0A])
      pending[lineOfBatch] = (index, sentinel)
      lineOfBatch += 2
    }
    guard !pending.isEmpty else { return results }
    let root: OpaquePointer? = batch.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        cmark_parse_document(chars.baseAddress, chars.count, Self.cmarkOptions)
      }
    }
    guard let root else { return results }
    defer { cmark_node_free(root) }
    var child = cmark_node_first_child(root)
    while let node = child {
      child = cmark_node_next(node)
      guard cmark_node_get_type(node) == CMARK_NODE_PARAGRAPH,
        let entry = pending[Int(cmark_node_get_start_line(node))]
      else { continue }
      let (span, lineNumber) = spans[entry.index]
      let markdown = results[entry.index].markdown
      let cellLocation = location(
        line: lineNumber, column: span.start - text.line(lineNumber).lowerBound + 1)
      var content = inlineText(of: node, markdown: markdown, linkLocation: cellLocation)
      if entry.sentinel {
        content.text = Self.removingSentinel(content.text)
        content.html = Self.removingSentinel(content.html)
      }
      results[entry.index] = content
    }
    return results
  }

  /// True when a cell has no byte that could start inline syntax, so its text is final.
  private static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>, _ span: CellSpan) -> Bool {
    for index in span.start..<span.end {
      switch bytes[index] {
      case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"),
        UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "!"), UInt8(ascii: "<"),
        UInt8(ascii: "&"), 0:
        return false
      default:
        continue
      }
    }
    return true
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

  private static func removingSentinel(_ string: String) -> String {
    var scalars = string.unicodeScalars
    guard let index = scalars.firstIndex(of: "\u{E000}") else { return string }
    scalars.remove(at: index)
    return String(scalars)
  }

  /// Lines the table scanner took out of a paragraph, parsed again as blocks on their own.
  private func reparse(_ lines: [ContentLine], bytes: UnsafeBufferPointer<UInt8>) -> [MarkdownBlock]
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
    let converter = CmarkConverter(
      text: SourceText(fragment), options: options, origins: fragmentOrigins,
      definitions: definitions)
    return converter.convertDocument()
  }

  // MARK: - Inline content

  private func inlineText(
    of node: OpaquePointer, markdown: String, linkLocation: SourceLocation? = nil
  ) -> InlineText {
    var plain: [UInt8] = []
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
          let at =
            linkLocation
            ?? location(
              line: Int(cmark_node_get_start_line(current)),
              column: Int(cmark_node_get_start_column(current)))
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
    var html = html(of: node)[...]
    if html.hasPrefix("<p>") {
      html = html.dropFirst(3)
    } else if html.hasPrefix("<h"), let close = html.firstIndex(of: ">") {
      html = html[html.index(after: close)...]
    }
    if html.hasSuffix("\n") { html = html.dropLast() }
    if html.hasSuffix("</p>") {
      html = html.dropLast(4)
    } else if html.hasSuffix(">"), let open = html.lastIndex(of: "<"),
      html[open...].hasPrefix("</h")
    {
      html = html[..<open]
    }
    return String(html)
  }

  private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
    guard let pointer else { return "" }
    return String(cString: pointer)
  }

  // MARK: - Link reference definitions

  /// Lines that look like link reference definitions (`[label]: destination`), anywhere in the
  /// document, so that cells parsed on their own resolve reference links as cmark-gfm does.
  private static func linkDefinitions(in text: SourceText) -> [UInt8] {
    var result: [UInt8] = []
    text.bytes.withUnsafeBufferPointer { bytes in
      var number = 1
      while number <= text.lineCount {
        let line = text.line(number)
        var index = line.lowerBound
        while index < line.upperBound,
          bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == UInt8(ascii: ">")
        {
          index += 1
        }
        if index < line.upperBound, bytes[index] == UInt8(ascii: "[") {
          var close = index + 1
          while close + 1 < line.upperBound,
            !(bytes[close] == UInt8(ascii: "]") && bytes[close + 1] == UInt8(ascii: ":"))
          {
            close += 1
          }
          if close + 1 < line.upperBound {
            result.append(contentsOf: bytes[index..<line.upperBound])
            result.append(0x0A)
            var rest = close + 2
            while rest < line.upperBound, bytes[rest] == 0x20 || bytes[rest] == 0x09 { rest += 1 }
            if rest == line.upperBound, number < text.lineCount {
              number += 1
              result.append(contentsOf: bytes[text.line(number)])
              result.append(0x0A)
            }
            result.append(0x0A)
          }
        }
        number += 1
      }
    }
    return result
  }
}
