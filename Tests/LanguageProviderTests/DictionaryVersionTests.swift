import Digest
import Foundation
import LanguageProvider
import Testing

@Suite("Dictionary version")
struct DictionaryVersionTests {
  @Test("canonical JSON sorts keys, has no whitespace and escapes minimally")
  func canonicalJSON() {
    let json = DictionaryVersion.canonicalJSON(["b": "line\nbreak \"q\" \\", "a": "é\u{01}"])
    #expect(
      String(decoding: json, as: UTF8.self)
        == "{\"a\":\"é\\u0001\",\"b\":\"line\\nbreak \\\"q\\\" \\\\\"}")
  }

  @Test("version is SHA-256 of the canonical JSON, independent of insertion order")
  func versionIsHashOfCanonicalJSON() {
    let first = DictionaryVersion(dictionary: ["LOGIN": "Log in", "ORDERS": "Orders"])
    var reordered: [String: String] = [:]
    reordered["ORDERS"] = "Orders"
    reordered["LOGIN"] = "Log in"
    #expect(first == DictionaryVersion(dictionary: reordered))
    #expect(first.digest == SHA256.hash("{\"LOGIN\":\"Log in\",\"ORDERS\":\"Orders\"}"))
    #expect(DictionaryVersion(dictionary: [:]).digest == SHA256.hash("{}"))
    #expect(first != DictionaryVersion(dictionary: ["LOGIN": "Log in", "ORDERS": "Orders!"]))
  }
}
