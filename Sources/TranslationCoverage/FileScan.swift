import ChunkedWork
import Foundation

/// The translation calls in one source file, each with its line and column.
///
/// Files are lexed independently, so `scanAll` spreads them over the cores and hands the
/// results back in path order: the catalogue does not depend on which thread read what.
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

  /// Reads and lexes every file, on up to `parallelism` threads; the result is in the order
  /// of `paths`, with `nil` for a file that cannot be read.
  static func scanAll(
    _ paths: [String], names: [[UInt8]],
    parallelism: Int = ProcessInfo.processInfo.activeProcessorCount
  ) -> [FileScan?] {
    // Few files are not worth a thread: chunks hold at least 16 files.
    ChunkedMap.map(count: paths.count, minimumChunk: 16, parallelism: parallelism) { range in
      let reader = SourceFileReader()
      return paths[range].map { path -> FileScan? in
        let dialect = SourceScanner.dialect(forExtension: SourceScanner.pathExtension(of: path))
        return reader.withContents(ofFile: path) {
          FileScan(bytes: $0, dialect: dialect, names: names)
        }
      }
    }
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
    for hit in hits {
      let offset = hit.offset
      while position < offset {
        if bytes[position] == UInt8(ascii: "\n") {
          line += 1
          lineStart = position + 1
        }
        position += 1
      }
      result.append((line, offset - lineStart + 1))
    }
    return result
  }
}
