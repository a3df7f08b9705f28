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

  @Test("a version is encoded as {\"digest\": hex} and decodes to an equal version")
  func codable() throws {
    let version = DictionaryVersion(dictionary: ["LOGIN": "Log in"])
    let encoded = try JSONEncoder().encode(version)
    let hex = SHA256.hash("{\"LOGIN\":\"Log in\"}").hex
    #expect(String(decoding: encoded, as: UTF8.self) == "{\"digest\":\"\(hex)\"}")
    let decoded = try JSONDecoder().decode(DictionaryVersion.self, from: encoded)
    #expect(decoded == version)
    #expect(decoded.hashValue == version.hashValue)
    #expect(DictionaryVersion(digest: version.digest) == version)
  }

  @Test("the digest is the same whichever thread reads it first, and however many read it")
  func digestReadConcurrently() async {
    var dictionary: [String: String] = [:]
    for index in 0..<2_000 { dictionary["KEY_\(index)"] = "text \(index)" }
    let expected = SHA256.hash(DictionaryVersion.canonicalJSON(dictionary))
    let version = DictionaryVersion(dictionary: dictionary)
    let digests = await withTaskGroup(of: SHA256Digest.self) { group in
      for _ in 0..<8 { group.addTask { version.digest } }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(digests.count == 8)
    #expect(digests.allSatisfy { $0 == expected })
  }
}
