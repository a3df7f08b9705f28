import Foundation
import JSON
import Testing

/// A settings-like type decoded the way every settings object is: unknown fields rejected.
private struct Sample: Decodable, Equatable {
  var name: String
  var count: Int
  var tags: [String]?

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case name, count, tags
  }

  init(from decoder: any Decoder) throws {
    try StrictJSON.rejectUnknownFields(in: decoder, known: CodingKeys.allCases.map(\.rawValue))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    count = try container.decode(Int.self, forKey: .count)
    guard count >= 0 else {
      throw StrictJSON.invalidValue(
        at: container.codingPath + [CodingKeys.count], "must not be negative")
    }
    tags = try container.decodeIfPresent([String].self, forKey: .tags)
  }
}

@Suite("Strict JSON decoding")
struct StrictJSONTests {
  private func message(_ json: String) -> String? {
    do {
      _ = try StrictJSON.decode(Sample.self, from: Data(json.utf8), file: "settings.json")
      return nil
    } catch {
      return error.description
    }
  }

  @Test("a valid document decodes")
  func decodes() throws {
    let sample = try StrictJSON.decode(
      Sample.self, from: Data(#"{"name": "a", "count": 2, "tags": ["x"]}"#.utf8), file: "s.json")
    #expect(sample.name == "a")
    #expect(sample.count == 2)
    #expect(sample.tags == ["x"])
  }

  @Test(
    "each error names the file, the field's line and column, and the field's path",
    arguments: [
      (
        "{\n  \"name\": \"a\",\n  \"count\": \"2\"\n}",
        "settings.json:3:12: \"count\" must be an integer"
      ),
      (
        "{\"name\": \"a\", \"count\": 1, \"colour\": 1}",
        "settings.json:1:37: unknown field \"colour\" (expected one of: count, name, tags)"
      ),
      ("{\"name\": \"a\"}", "settings.json:1:1: missing field \"count\""),
      ("{\"name\": null, \"count\": 1}", "settings.json:1:10: \"name\" must be a string, not null"),
      (
        "{\"name\": \"a\", \"count\": 1, \"tags\": [\"x\", 2]}",
        "settings.json:1:41: \"tags[1]\" must be a string"
      ),
      ("{\"name\": \"a\", \"count\": -1}", "settings.json:1:24: \"count\": must not be negative"),
      ("{\"name\": \"a\",}", "settings.json:1:14: malformed JSON: trailing comma before '}'"),
      (
        "{\"name\": \"a\",\n \"count\": 1,\n \"name\": \"b\"}",
        "settings.json:3:10: \"name\" is given twice (first at line 1, column 10); give it once"
      ),
      (
        "{\"name\": \"a\", \"count\": 1, \"tags\": [], \"tags\": [\"x\"]}",
        "settings.json:1:47: \"tags\" is given twice (first at line 1, column 35); give it once"
      ),
    ])
  func errors(json: String, expected: String) {
    #expect(message(json) == expected)
  }

  @Test("a file that cannot be read says so, under the path shown")
  func unreadable() {
    #expect(
      throws: JSONFileError.unreadable(file: "shown.json", reason: "no such file or directory")
    ) {
      try StrictJSON.load(
        Sample.self, contentsOf: URL(fileURLWithPath: "/no/such/settings.json"),
        displayPath: "shown.json")
    }
  }
}
