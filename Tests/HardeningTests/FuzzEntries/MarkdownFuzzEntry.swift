@testable import ContractMarkdown

/// Fuzz entry for the Markdown parse: the GFM table scanner on every line, then the whole
/// document with and without HTML rendering. Shared by `Fuzz/markdown/main.swift` (libFuzzer)
/// and the regression replay in `swift test`.
enum MarkdownFuzzEntry {
  static func run(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { buffer in
      var start = 0
      for index in 0...buffer.count where index == buffer.count || buffer[index] == 0x0A {
        _ = GFMTableScanner.cells(buffer, from: start, to: index)
        _ = GFMTableScanner.alignments(buffer, from: start, to: index)
        start = index + 1
      }
    }
    for renderHTML in [false, true] {
      guard
        let document = try? MarkdownDocument.parse(bytes, options: .init(renderHTML: renderHTML))
      else { return }
      for block in document.blocks {
        _ = block.markdown
        _ = block.text
      }
    }
  }
}
