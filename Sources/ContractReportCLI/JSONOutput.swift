import ComplianceReport
import Foundation
import Support
import Verification

/// JSON as every command writes it: pretty, keys sorted, slashes unescaped, newline at the end.
/// Sorted keys make output byte-identical across runs.
enum JSONOutput {
  static func encode(_ value: some Encodable) throws -> String {
    String(decoding: try encoder().encode(value), as: UTF8.self) + "\n"
  }

  /// The encoder behind every JSON output.
  private static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// Writes `report` to `path` exactly as ``encode(_:)`` would (byte for byte), one contract at
  /// a time: each contract is encoded on its own, on all cores, and written in order as soon as
  /// it is its turn. Encoded whole, the report of a large docs set (10 MB of Markdown, 400 MB
  /// of JSON) took seconds of growing and copying one buffer and gigabytes of memory; this way
  /// memory holds a few contracts' JSON.
  static func write(_ report: ComplianceReport, to path: String) throws {
    try OutputFile.write(to: path) { write in try stream(report, into: write) }
  }

  /// The bytes of ``encode(_:)`` for `report`, handed to `write` in pieces, in order.
  ///
  /// The report is encoded with no contracts (its other members are stored, not computed from
  /// them), and the empty array is replaced by the contracts encoded one by one and indented
  /// to the depth of the array's elements. Pretty printing puts every member of an object and
  /// every element of an array on a line of its own, indented two spaces a level, and a JSON
  /// string never holds a raw newline, so indenting every line of an element's own encoding
  /// but the empty line inside an empty container (which the encoder leaves unindented) gives
  /// the element as it is inside the whole.
  static func stream(
    _ report: ComplianceReport, into write: (UnsafeRawBufferPointer) throws -> Void
  ) throws {
    var shell = report
    shell.contracts = []
    let head = Array(try encoder().encode(shell))
    // Keys are sorted and `contracts` is a member of the top-level object (indented once):
    // the only place this line can be.
    let gap = Array("\n  \"contracts\" : [\n\n  ]".utf8)
    guard !report.contracts.isEmpty, let found = head.firstRange(of: gap) else {
      try (head + [UInt8(ascii: "\n")]).withUnsafeBytes(write)
      return
    }
    try (Array(head[..<found.lowerBound]) + Array("\n  \"contracts\" : [\n".utf8))
      .withUnsafeBytes(write)
    let contracts = report.contracts
    try OrderedPipeline.run(count: contracts.count, window: 8) { index in
      var bytes = try element(contracts[index])
      bytes.append(contentsOf: (index == contracts.count - 1 ? "\n" : ",\n").utf8)
      return bytes
    } consume: { bytes in
      try bytes.withUnsafeBytes(write)
    }
    try (Array("  ]".utf8) + Array(head[found.upperBound...]) + [UInt8(ascii: "\n")])
      .withUnsafeBytes(write)
  }

  /// The members of a ``ContractResult`` after `contract` (which sorts first), as its
  /// synthesized encoding writes them.
  private struct ResultWithoutContract: Encodable {
    var verification: ContractVerification
    var review: ReviewComparison?
    var reviewFindings: [ReviewFinding]
    var strict: Bool
  }

  /// `result` as an element of the report's `contracts`, two levels deep. The contract, most
  /// of the bytes (its parsed model), is written by ``ContractJSON`` (the same bytes as the
  /// encoder's, straight from the model); the other members by the encoder.
  private static func element(_ result: ContractResult) throws -> [UInt8] {
    var bytes = Array("    {\n      \"contract\" : ".utf8)
    ContractJSON.write(result.contract, parallelism: 1, indent: 3, storedClauses: true) {
      bytes.append(contentsOf: $0)
    }
    bytes.append(contentsOf: ",\n".utf8)
    let rest = ResultWithoutContract(
      verification: result.verification, review: result.review,
      reviewFindings: result.reviewFindings, strict: result.strict)
    // Its members without the opening line (`    {`), which the element already has.
    let members = indented(try encoder().encode(rest), levels: 2)
    let firstLine = members.firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    bytes.append(contentsOf: members[firstLine...])
    return bytes
  }

  /// `json` (pretty printed at depth 0) as it is printed `levels` deep: two spaces a level
  /// before every line that is not empty.
  static func indented(_ json: Data, levels: Int) -> [UInt8] {
    let newline = UInt8(ascii: "\n")
    let indent = [UInt8](repeating: UInt8(ascii: " "), count: 2 * levels)
    var output: [UInt8] = []
    json.withUnsafeBytes { bytes in
      var lines = 1
      for byte in bytes where byte == newline { lines += 1 }
      output.reserveCapacity(bytes.count + lines * indent.count)
      var start = 0
      while start < bytes.count {
        let end = bytes[start...].firstIndex(of: newline).map { $0 + 1 } ?? bytes.count
        if bytes[start] != newline { output.append(contentsOf: indent) }
        output.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[start..<end]))
        start = end
      }
    }
    return output
  }
}
