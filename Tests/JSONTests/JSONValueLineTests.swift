import Foundation
import JSON
import Testing

/// Protocol lines are parsed and written without Foundation's decoder: the same values as
/// JSONSerialization reads, the same bytes every time, and hostile text refused.
@Suite struct JSONValueLineTests {
  @Test func valuesReadAsJSONSerializationReadsThem() throws {
    let text =
      #"{"a":[1,-2.5,3e2,0,true,false,null],"s":"q\"b\\s\/ \n\t\u00e9\ud83d\ude00","n":{"":{}},"e":[]}"#
    let value = try JSONValue(parsing: text)
    #expect(
      value["a"]
        == .array([.int(1), .number(-2.5), .int(300), .int(0), .bool(true), .bool(false), .null]))
    #expect(value["s"]?.stringValue == "q\"b\\s/ \n\té😀")
    #expect(value["n"] == .object(["": .object([:])]))
    let reference = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    #expect((reference?["s"] as? String) == value["s"]?.stringValue)
  }

  @Test func writingIsCompactSortedAndStable() throws {
    let value = JSONValue.object([
      "b": .string("line\nbreak \u{2028} \"q\" é"), "a": .array([.int(1), .null]),
      "c": .bool(false),
    ])
    #expect(value.line == #"{"a":[1,null],"b":"line\nbreak \u2028 \"q\" é","c":false}"#)
    #expect(try JSONValue(parsing: value.line) == value)
  }

  @Test(arguments: [
    "", "{", "[1,]", "{\"a\" 1}", "tru", "01", "1.", "\"\\x\"", "\"a\nb\"", "[1] 2", "{\"a\":1,}",
    "\"unterminated",
  ])
  func malformedTextIsRefused(_ text: String) {
    #expect(throws: (any Error).self) { try JSONValue(parsing: text) }
  }

  @Test func deepNestingIsRefusedNotACrash() {
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(throws: (any Error).self) { try JSONValue(parsing: deep) }
    let fine = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
    #expect((try? JSONValue(parsing: fine)) != nil)
  }
}
