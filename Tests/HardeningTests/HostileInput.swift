import ContractMarkdown
import Foundation

/// Generators for hostile inputs: built in memory by the tests, never committed.
enum HostileInput {
  /// `- - - … x`: one line that opens `depth` nested lists.
  static func nestedLists(depth: Int) -> [UInt8] {
    Array((String(repeating: "- ", count: depth) + "innermost\n").utf8)
  }

  /// `> > > … x`: one line that opens `depth` nested block quotes.
  static func nestedBlockQuotes(depth: Int) -> [UInt8] {
    Array((String(repeating: "> ", count: depth) + "innermost\n").utf8)
  }

  /// A contract section holding one table: `header` cells, then `rows` rows made by `row`.
  static func table(header: [String], rows: Int, row: (Int) -> String) -> [UInt8] {
    var bytes = Array("# Hostile\n\n## Table\n\n".utf8)
    bytes += Array(("| " + header.joined(separator: " | ") + " |\n").utf8)
    bytes += Array(("|" + String(repeating: "---|", count: header.count) + "\n").utf8)
    bytes.reserveCapacity(bytes.count + rows * 24)
    for index in 0..<rows { bytes += Array(row(index).utf8) }
    return bytes
  }

  /// `[[[[…]]]]` or `{"a":{"a":…}}` nested `depth` deep.
  static func nestedJSON(depth: Int, object: Bool) -> Data {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(depth * 6 + 2)
    for _ in 0..<depth { bytes += object ? Array(#"{"a":"#.utf8) : [UInt8(ascii: "[")] }
    bytes += Array("1".utf8)
    for _ in 0..<depth { bytes.append(object ? UInt8(ascii: "}") : UInt8(ascii: "]")) }
    return Data(bytes)
  }

  /// The deepest chain of list items and block quotes in `blocks`, and the text at its end.
  static func deepest(_ blocks: [MarkdownBlock]) -> (depth: Int, text: String) {
    var best = (depth: 0, text: "")
    var pending: [(blocks: [MarkdownBlock], depth: Int)] = [(blocks, 0)]
    while let (current, depth) = pending.popLast() {
      for block in current {
        switch block {
        case .list(let list):
          for item in list.items { pending.append((item.blocks, depth + 1)) }
        case .blockQuote(let quote):
          pending.append((quote.blocks, depth + 1))
        default:
          if depth > best.depth { best = (depth, block.text) }
        }
      }
    }
    return best
  }

  /// The peak resident memory of this process so far, in MiB (Linux; nil elsewhere).
  static func peakResidentMiB() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
    else { return nil }
    return kilobytes / 1024
  }
}
