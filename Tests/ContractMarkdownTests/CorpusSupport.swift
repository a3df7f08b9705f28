import Foundation
import TestSupport

/// The table corpus under `Corpus/tables/` and the cmark-gfm oracle the differential test
/// compares against.
enum Corpus {
  /// The corpus folder, found relative to this source file (no package resources needed).
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Corpus/tables", isDirectory: true)

  /// File names of the corpus documents, sorted.
  static let fileNames: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".md") }.sorted()
  }()

  static func bytes(of name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
  }
}

/// Runs `cmark-gfm -e table --to html`, the reference implementation of GFM tables.
enum Oracle {
  struct Failed: Error, CustomStringConvertible {
    var status: Int32
    var stderr: String
    var description: String { "cmark-gfm exited with status \(status): \(stderr)" }
  }

  /// cmark-gfm's HTML for the bytes, with only the table extension enabled.
  static func html(_ input: [UInt8], arguments: [String] = ["-e", "table", "--to", "html"])
    async throws -> String
  {
    let result = try await RequiredTool.cmarkGFM.run(arguments, input: Data(input))
    guard result.status == 0 else { throw Failed(status: result.status, stderr: result.stderr) }
    return result.stdout
  }
}

/// Whitespace normalisation for comparing HTML: runs of whitespace between two tags are
/// removed, and so is whitespace at either end; text content is kept byte for byte.
enum HTMLNormalisation {
  static func normalise(_ html: String) -> String {
    let bytes = Array(html.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      result.append(byte)
      index += 1
      if byte == UInt8(ascii: ">") {
        var probe = index
        while probe < bytes.count, isWhitespace(bytes[probe]) { probe += 1 }
        if probe == bytes.count || bytes[probe] == UInt8(ascii: "<") { index = probe }
      }
    }
    var start = 0
    var end = result.count
    while start < end, isWhitespace(result[start]) { start += 1 }
    while end > start, isWhitespace(result[end - 1]) { end -= 1 }
    return String(decoding: result[start..<end], as: UTF8.self)
  }

  /// Every `<table>…</table>` element, normalised, in document order.
  static func tables(in html: String) -> [String] {
    var tables: [String] = []
    var rest = html[...]
    while let open = rest.range(of: "<table>") {
      guard let close = rest.range(of: "</table>", range: open.upperBound..<rest.endIndex)
      else { break }
      tables.append(normalise(String(rest[open.lowerBound..<close.upperBound])))
      rest = rest[close.upperBound...]
    }
    return tables
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
  }
}
