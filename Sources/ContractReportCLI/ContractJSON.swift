import ContractMarkdown
import Contracts
import Foundation
import JSON
import Support

/// `parse`'s output: a contract's JSON, streamed, byte for byte what `JSONEncoder` writes for
/// `Contract` with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` plus a newline.
///
/// A 300,000-row table becomes about 1.4 GB of that JSON (each row is in the section's blocks,
/// again in its `tables`, and once more as a clause). `JSONEncoder` holds a tree of the whole
/// of it before writing a byte, which took minutes and gigabytes; here every object's members
/// are written in sorted order as they are reached, and the bytes go to `sink` whenever a
/// megabyte has gathered. The clauses are built as they are written, not held (a clause takes
/// more memory than its row), and the long arrays (clauses, table rows) are formatted in
/// chunks on all cores, a few chunks at a time, and written in order, so memory stays bounded
/// by the document's model plus a few chunks. The contract may be loaded without its clauses.
/// Tests compare the output with `JSONEncoder`'s on every shipped document.
enum ContractJSON {
  /// Bytes gathered before they are handed to the sink.
  static let flushThreshold = 1 << 20
  /// Elements of a long array formatted per chunk.
  static let chunkElements = 2_048

  /// Writes `contract`'s JSON and a newline to `sink`, in pieces. With `indent`, the JSON is
  /// as it is printed that many levels deep inside another value (its first line is not
  /// indented: it follows a key), and no newline follows. With `storedClauses`, the clauses
  /// and each section's clause ids are the contract's own, as `Contract`'s encoding writes
  /// them (a contract a run has checked); without, they are built as they are written.
  static func write(
    _ contract: Contract, parallelism: Int = ProcessInfo.processInfo.activeProcessorCount,
    indent: Int = 0, storedClauses: Bool = false,
    to sink: (UnsafeRawBufferPointer) throws -> Void
  ) rethrows {
    var stream = Stream(parallelism: parallelism, indent: indent)
    try stream.write(contract, storedClauses: storedClauses, sink)
    if indent == 0 { stream.json.put(0x0A) }
    try stream.json.drain(sink)
  }

  /// The whole JSON as one buffer (for small documents and tests).
  static func data(_ contract: Contract, parallelism: Int = 1) -> Data {
    var data = Data()
    write(contract, parallelism: parallelism) { data.append(contentsOf: $0) }
    return data
  }

  /// One writer, drained into the sink between the members that can be long.
  struct Stream: ~Copyable {
    var json: JSONByteWriter
    let parallelism: Int

    init(parallelism: Int, indent: Int = 0) {
      json = JSONByteWriter(capacity: ContractJSON.flushThreshold + 65_536, indent: indent)
      self.parallelism = parallelism
    }

    mutating func flushIfFull(_ sink: (UnsafeRawBufferPointer) throws -> Void) rethrows {
      if json.byteCount >= ContractJSON.flushThreshold { try json.drain(sink) }
    }

    mutating func write(
      _ contract: Contract, storedClauses: Bool,
      _ sink: (UnsafeRawBufferPointer) throws -> Void
    ) rethrows {
      json.openObject()
      json.key("clauses", first: true)
      let clauseIDs: [[String]]
      if storedClauses {
        json.openArray()
        try writeBatch(contract.clauses, from: 0, sink) { json, clause in json.write(clause) }
        json.closeArray()
        clauseIDs = contract.sections.map(\.clauseIDs)
      } else {
        clauseIDs = try writeClauses(of: contract, sink)
      }
      json.key("file")
      json.string(contract.file)
      json.key("fingerprint")
      json.string(contract.fingerprint)
      json.key("frontMatter")
      json.write(contract.frontMatter)
      json.key("kind")
      json.string(contract.kind.rawValue)
      json.key("lineCount")
      json.integer(contract.lineCount)
      json.key("links")
      json.writeArray(contract.links) { json, link in json.write(link) }
      json.key("preamble")
      try writeBlocks(contract.preamble, sink)
      json.key("readProblems")
      json.writeArray(contract.readProblems) { json, problem in json.write(problem) }
      json.key("sections")
      try writeArray(Array(contract.sections.indices), sink) { stream, index in
        try stream.write(contract.sections[index], clauseIDs: clauseIDs[index], sink)
      }
      json.key("slug")
      json.string(contract.slug)
      if let title = contract.title {
        json.key("title")
        json.string(title)
      }
      if let heading = contract.titleHeading {
        json.key("titleHeading")
        json.write(heading)
      }
      json.closeObject()
    }

    /// The clauses, built one at a time as they are written (``Contract/forEachClause(_:)``)
    /// rather than all held at once; returns each section's clause ids.
    mutating func writeClauses(
      of contract: Contract, _ sink: (UnsafeRawBufferPointer) throws -> Void
    ) rethrows -> [[String]] {
      json.openArray()
      let batchSize = ContractJSON.chunkElements * max(1, parallelism)
      var batch: [Clause] = []
      batch.reserveCapacity(batchSize)
      var written = 0
      let ids = try contract.forEachClause { clause in
        batch.append(clause)
        guard batch.count == batchSize else { return }
        try writeBatch(batch, from: written, sink) { json, clause in json.write(clause) }
        written += batch.count
        batch.removeAll(keepingCapacity: true)
      }
      try writeBatch(batch, from: written, sink) { json, clause in json.write(clause) }
      json.closeArray()
      return ids
    }

    mutating func write(
      _ section: ContractSection, clauseIDs: [String],
      _ sink: (UnsafeRawBufferPointer) throws -> Void
    ) rethrows {
      json.openObject()
      json.key("blocks", first: true)
      try writeBlocks(section.blocks, sink)
      json.key("clauseIDs")
      try writeLong(clauseIDs, sink) { json, id in json.string(id) }
      json.key("heading")
      json.string(section.heading)
      json.key("headingMarkdown")
      json.string(section.headingMarkdown)
      json.key("level")
      json.integer(section.level)
      json.key("location")
      json.write(section.location)
      json.key("slug")
      json.string(section.slug)
      json.key("tables")
      try writeArray(section.tables, sink) { stream, table in
        stream.json.openObject()
        stream.json.key("columns", first: true)
        stream.json.writeArray(table.columns) { json, column in json.string(column) }
        stream.json.key("index")
        stream.json.integer(table.index)
        stream.json.key("sectionSlug")
        stream.json.string(table.sectionSlug)
        stream.json.key("table")
        try stream.write(table.table, sink)
        stream.json.closeObject()
      }
      json.closeObject()
    }

    /// Blocks at this level; tables stream their rows, other blocks are small enough to write
    /// whole (a list's items are written in the same pass).
    mutating func writeBlocks(
      _ blocks: [MarkdownBlock], _ sink: (UnsafeRawBufferPointer) throws -> Void
    ) rethrows {
      try writeArray(blocks, sink) { stream, block in
        if case .table(let table) = block {
          stream.json.openObject()
          stream.json.key("table", first: true)
          try stream.write(table, sink)
          stream.json.key("type")
          stream.json.string("table")
          stream.json.closeObject()
        } else {
          stream.json.write(block)
        }
      }
    }

    mutating func write(_ table: Table, _ sink: (UnsafeRawBufferPointer) throws -> Void) rethrows {
      json.openObject()
      json.key("alignments", first: true)
      json.writeArray(table.alignments) { json, alignment in json.string(alignment.rawValue) }
      json.key("header")
      json.write(table.header)
      json.key("range")
      json.write(table.range)
      json.key("rows")
      try writeLong(table.rows, sink) { json, row in json.write(row) }
      json.closeObject()
    }

    /// An array whose elements are written one by one, draining between them.
    mutating func writeArray<Element>(
      _ elements: [Element], _ sink: (UnsafeRawBufferPointer) throws -> Void,
      _ body: (inout Stream, Element) throws -> Void
    ) rethrows {
      json.openArray()
      for index in elements.indices {
        json.element(first: index == 0)
        try body(&self, elements[index])
        try flushIfFull(sink)
      }
      json.closeArray()
    }

    /// An array that can be very long (rows, clause ids), a batch at a time.
    mutating func writeLong<Element: Sendable>(
      _ elements: [Element], _ sink: (UnsafeRawBufferPointer) throws -> Void,
      _ body: @escaping @Sendable (inout JSONByteWriter, Element) -> Void
    ) rethrows {
      json.openArray()
      let batchSize = ContractJSON.chunkElements * max(1, parallelism)
      var start = 0
      while start < elements.count {
        let end = min(elements.count, start + batchSize)
        try writeBatch(Array(elements[start..<end]), from: start, sink, body)
        start = end
      }
      json.closeArray()
    }

    /// Elements `first…` of an open array. A short batch is written here; a long one in
    /// chunks of ``ContractJSON/chunkElements`` on up to `parallelism` threads, each chunk
    /// into its own writer at this indent, and the chunks drained in order.
    mutating func writeBatch<Element: Sendable>(
      _ batch: [Element], from first: Int, _ sink: (UnsafeRawBufferPointer) throws -> Void,
      _ body: @escaping @Sendable (inout JSONByteWriter, Element) -> Void
    ) rethrows {
      let chunk = ContractJSON.chunkElements
      guard parallelism > 1, batch.count >= 2 * chunk else {
        for offset in batch.indices {
          json.element(first: first + offset == 0)
          body(&json, batch[offset])
          try flushIfFull(sink)
        }
        return
      }
      try json.drain(sink)
      let indent = json.indent
      let pieces = ChunkedMap.mapChunks(
        count: batch.count, minimumChunk: chunk, parallelism: parallelism
      ) { range in
        var writer = JSONByteWriter(capacity: range.count * 2_048, indent: indent)
        for offset in range {
          writer.element(first: first + offset == 0)
          body(&writer, batch[offset])
        }
        return writer.data()
      }
      for piece in pieces { try piece.withUnsafeBytes { try sink($0) } }
    }
  }
}

extension JSONByteWriter {
  /// A short array, element by element.
  mutating func writeArray<Element>(_ elements: [Element], _ body: (inout Self, Element) -> Void) {
    openArray()
    for index in elements.indices {
      element(first: index == 0)
      body(&self, elements[index])
    }
    closeArray()
  }

  mutating func write(_ clause: Clause) {
    openObject()
    key("cells", first: true)
    writeArray(clause.cells) { json, cell in
      json.openObject()
      json.key("column", first: true)
      json.string(cell.column)
      json.key("location")
      json.write(cell.location)
      json.key("markdown")
      json.string(cell.markdown)
      json.key("text")
      json.string(cell.text)
      json.closeObject()
    }
    key("file")
    string(clause.file)
    key("fingerprint")
    string(clause.fingerprint)
    key("groupIndex")
    integer(clause.groupIndex)
    key("id")
    string(clause.id)
    key("key")
    string(clause.key)
    key("keySlug")
    string(clause.keySlug)
    key("kind")
    string(clause.kind.rawValue)
    key("location")
    write(clause.location)
    key("normalizedText")
    string(clause.normalizedText)
    key("position")
    integer(clause.position)
    key("section")
    string(clause.section)
    key("sectionSlug")
    string(clause.sectionSlug)
    key("text")
    string(clause.text)
    closeObject()
  }

  mutating func write(_ location: SourceLocation) {
    openObject()
    key("column", first: true)
    integer(location.column)
    key("line")
    integer(location.line)
    closeObject()
  }

  mutating func write(_ range: SourceRange) {
    openObject()
    key("end", first: true)
    write(range.end)
    key("start")
    write(range.start)
    closeObject()
  }

  mutating func write(_ frontMatter: FrontMatter) {
    openObject()
    key("fields", first: true)
    writeArray(frontMatter.fields) { json, field in
      json.openObject()
      json.key("key", first: true)
      json.string(field.key)
      json.key("location")
      json.write(field.location)
      json.key("value")
      json.string(field.value)
      json.closeObject()
    }
    if let lines = frontMatter.lines {
      key("lines")
      writeArray([lines.lowerBound, lines.upperBound]) { json, line in json.integer(line) }
    }
    closeObject()
  }

  mutating func write(_ link: Link) {
    openObject()
    key("destination", first: true)
    string(link.destination)
    key("isImage")
    bool(link.isImage)
    key("location")
    write(link.location)
    key("text")
    string(link.text)
    key("title")
    string(link.title)
    closeObject()
  }

  mutating func write(_ problem: Diagnostic) {
    openObject()
    key("file", first: true)
    string(problem.file)
    key("location")
    write(problem.location)
    key("message")
    string(problem.message)
    key("rule")
    string(problem.rule)
    key("severity")
    string(problem.severity.rawValue)
    closeObject()
  }

  mutating func write(_ text: InlineText) {
    openObject()
    key("html", first: true)
    string(text.html)
    key("links")
    writeArray(text.links) { json, link in json.write(link) }
    key("markdown")
    string(text.markdown)
    key("text")
    string(text.text)
    closeObject()
  }

  mutating func write(_ heading: Heading) {
    openObject()
    key("content", first: true)
    write(heading.content)
    key("level")
    integer(heading.level)
    key("range")
    write(heading.range)
    closeObject()
  }

  mutating func write(_ row: TableRow) {
    openObject()
    key("cells", first: true)
    writeArray(row.cells) { json, cell in
      json.openObject()
      json.key("content", first: true)
      json.write(cell.content)
      json.key("isPadding")
      json.bool(cell.isPadding)
      json.key("location")
      json.write(cell.location)
      json.closeObject()
    }
    key("range")
    write(row.range)
    key("sourceCellCount")
    integer(row.sourceCellCount)
    closeObject()
  }

  mutating func write(_ table: Table) {
    openObject()
    key("alignments", first: true)
    writeArray(table.alignments) { json, alignment in json.string(alignment.rawValue) }
    key("header")
    write(table.header)
    key("range")
    write(table.range)
    key("rows")
    writeArray(table.rows) { json, row in json.write(row) }
    closeObject()
  }

  /// `{"<type>" : {…}, "type" : "<type>"}`: every block's payload key sorts before `type`.
  mutating func write(_ block: MarkdownBlock) {
    openObject()
    switch block {
    case .heading(let heading):
      key("heading", first: true)
      write(heading)
      key("type")
      string("heading")
    case .paragraph(let paragraph):
      key("paragraph", first: true)
      openObject()
      key("content", first: true)
      write(paragraph.content)
      key("range")
      write(paragraph.range)
      closeObject()
      key("type")
      string("paragraph")
    case .list(let list):
      key("list", first: true)
      openObject()
      key("items", first: true)
      writeArray(list.items) { json, item in
        json.openObject()
        json.key("blocks", first: true)
        json.writeArray(item.blocks) { json, block in json.write(block) }
        json.key("contentStart")
        json.write(item.contentStart)
        json.key("range")
        json.write(item.range)
        json.closeObject()
      }
      key("ordered")
      bool(list.ordered)
      key("range")
      write(list.range)
      key("start")
      integer(list.start)
      key("tight")
      bool(list.tight)
      closeObject()
      key("type")
      string("list")
    case .table(let table):
      key("table", first: true)
      write(table)
      key("type")
      string("table")
    case .blockQuote(let quote):
      key("blockQuote", first: true)
      openObject()
      key("blocks", first: true)
      writeArray(quote.blocks) { json, block in json.write(block) }
      key("range")
      write(quote.range)
      closeObject()
      key("type")
      string("blockQuote")
    case .codeBlock(let code):
      key("codeBlock", first: true)
      openObject()
      key("code", first: true)
      string(code.code)
      key("html")
      string(code.html)
      key("info")
      string(code.info)
      key("range")
      write(code.range)
      closeObject()
      key("type")
      string("codeBlock")
    case .htmlBlock(let html):
      key("htmlBlock", first: true)
      openObject()
      key("range", first: true)
      write(html.range)
      key("source")
      string(html.source)
      closeObject()
      key("type")
      string("htmlBlock")
    case .thematicBreak(let range):
      key("thematicBreak", first: true)
      write(range)
      key("type")
      string("thematicBreak")
    }
    closeObject()
  }
}
