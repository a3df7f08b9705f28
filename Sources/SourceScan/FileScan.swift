import Foundation

/// The translation calls in one source file, each with its line and column.
///
/// Files are lexed independently, so the scanner spreads them over the cores.
struct FileScan {
  /// The calls found, in source order.
  var hits: [CallLexer.Hit]
  /// Line and byte column of each hit, parallel to `hits`.
  var positions: [(line: Int, column: Int)]

  /// Lexes one file's bytes as `dialect`.
  init(bytes: UnsafeBufferPointer<UInt8>, dialect: CallLexer.Dialect, names: [[UInt8]]) {
    var lexer = CallLexer(bytes: bytes, dialect: dialect, functionNames: names)
    hits = lexer.run()
    positions = hits.isEmpty ? [] : Self.lineColumns(of: hits, in: bytes)
  }

  /// Line and byte column of each hit; offsets must be non-decreasing. A byte order mark
  /// does not count towards line 1's columns.
  private static func lineColumns(of hits: [CallLexer.Hit], in bytes: UnsafeBufferPointer<UInt8>)
    -> [(line: Int, column: Int)]
  {
    var result: [(line: Int, column: Int)] = []
    result.reserveCapacity(hits.count)
    var line = 1
    var lineStart = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB ? 3 : 0
    var position = 0
    guard let base = bytes.baseAddress else { return [] }
    for hit in hits {
      let offset = hit.offset
      // Line breaks before the hit, found with memchr rather than byte by byte.
      while position < offset,
        let found = memchr(base + position, Int32(UInt8(ascii: "\n")), offset - position)
      {
        let index = UnsafeRawPointer(found) - UnsafeRawPointer(base)
        line += 1
        lineStart = index + 1
        position = index + 1
      }
      position = max(position, offset)
      result.append((line, offset - lineStart + 1))
    }
    return result
  }
}
