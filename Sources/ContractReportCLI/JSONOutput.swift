import Foundation

/// JSON as every command writes it: pretty, keys sorted, slashes unescaped, newline at the end.
/// Sorted keys make output byte-identical across runs.
enum JSONOutput {
  static func encode(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
  }
}
