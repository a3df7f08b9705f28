import ContractMarkdown
import Digest

/// The SHA-256 of a document body's normal form, `blocks.map { fold($0.markdown) }` joined
/// with `\n` (`fold` is `TextNormalization.foldWhitespace`), computed by streaming the
/// blocks' sources through the fold into the hasher instead of building that text. A
/// contract's blocks are its preamble, then each section's heading and blocks.
struct BodyFingerprint {
  private var hasher = SHA256()
  private var chunk: [UInt8] = []
  /// Whether the current block has written a byte (leading whitespace is dropped).
  private var started = false
  /// Whether whitespace was seen since the last byte written (one space is due before the
  /// next non-space byte; trailing whitespace is dropped).
  private var pendingSpace = false

  /// The hex digest of the body made of `preamble`, then each section's heading and blocks.
  static func hex(preamble: [MarkdownBlock], sections: [ContractSection]) -> String {
    var fingerprint = BodyFingerprint()
    fingerprint.chunk.reserveCapacity(4096)
    var first = true
    func next(_ fingerprint: inout BodyFingerprint) {
      if !first { fingerprint.raw(0x0A) }
      first = false
      fingerprint.started = false
      fingerprint.pendingSpace = false
    }
    for block in preamble {
      next(&fingerprint)
      fingerprint.feed(block)
    }
    for section in sections {
      next(&fingerprint)
      fingerprint.fold(section.headingMarkdown)
      for block in section.blocks {
        next(&fingerprint)
        fingerprint.feed(block)
      }
    }
    fingerprint.flush()
    return fingerprint.hasher.finalize().hex
  }

  /// Feeds `block.markdown` (see `MarkdownBlock.markdown`) piece by piece.
  private mutating func feed(_ block: MarkdownBlock) {
    switch block {
    case .heading(let heading): fold(heading.content.markdown)
    case .paragraph(let paragraph): fold(paragraph.content.markdown)
    case .list(let list):
      for (index, item) in list.items.enumerated() {
        if index > 0 { fold(0x0A) }
        feed(item.blocks)
      }
    case .table(let table):
      feed(row: table.header)
      for index in table.rows.indices {
        fold(0x0A)
        feed(row: table.rows[index])
      }
    case .blockQuote(let quote): feed(quote.blocks)
    case .codeBlock(let code): fold(code.code)
    case .htmlBlock(let html): fold(html.source)
    case .thematicBreak: fold("---")
    }
  }

  /// Blocks joined by a blank line, as a list item's or block quote's markdown joins them.
  private mutating func feed(_ blocks: [MarkdownBlock]) {
    for (index, block) in blocks.enumerated() {
      if index > 0 {
        fold(0x0A)
        fold(0x0A)
      }
      feed(block)
    }
  }

  private mutating func feed(row: TableRow) {
    for index in row.cells.indices {
      if index > 0 { fold(" | ") }
      fold(row.cells[index].content.markdown)
    }
  }

  private mutating func fold(_ text: String) {
    let done: Void? = text.utf8.withContiguousStorageIfAvailable { fold($0) }
    if done == nil {
      var text = text
      text.withUTF8 { fold($0) }
    }
  }

  /// Folds `bytes` as `fold(_:)` folds each byte, appending each run of non-whitespace bytes
  /// at once.
  private mutating func fold(_ bytes: UnsafeBufferPointer<UInt8>) {
    var index = 0
    let count = bytes.count
    while index < count {
      if TextNormalization.isWhitespace(bytes[index]) {
        pendingSpace = started
        index += 1
        continue
      }
      var end = index + 1
      while end < count, !TextNormalization.isWhitespace(bytes[end]) { end += 1 }
      if pendingSpace { raw(0x20) }
      pendingSpace = false
      started = true
      chunk.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
      if chunk.count >= 4096 { flush() }
      index = end
    }
  }

  @inline(__always)
  private mutating func fold(_ byte: UInt8) {
    if TextNormalization.isWhitespace(byte) {
      pendingSpace = started
      return
    }
    if pendingSpace { raw(0x20) }
    pendingSpace = false
    started = true
    raw(byte)
  }

  @inline(__always)
  private mutating func raw(_ byte: UInt8) {
    chunk.append(byte)
    if chunk.count >= 4096 { flush() }
  }

  private mutating func flush() {
    chunk.withUnsafeBytes { hasher.update(bytes: $0) }
    chunk.removeAll(keepingCapacity: true)
  }
}
