import Foundation
import Testing

@testable import JSON

@Suite("JSON projection")
struct JSONProjectionTests {
  private static func project(
    _ json: String, _ shape: JSONProjection.Shape
  ) -> Result<String, JSONReader.Failure> {
    Array(json.utf8).withUnsafeBufferPointer { bytes in
      do throws(JSONReader.Failure) {
        return .success(
          String(decoding: try JSONProjection.project(bytes, keeping: shape), as: UTF8.self))
      } catch {
        return .failure(error)
      }
    }
  }

  /// Where and why the whole reader fails on `json`, if it does.
  private static func readerFailure(_ json: String) -> JSONReader.Failure? {
    Array(json.utf8).withUnsafeBufferPointer { bytes in
      var reader = JSONReader(bytes: bytes)
      do throws(JSONReader.Failure) {
        _ = try reader.parseDocument()
        return nil
      } catch {
        return error
      }
    }
  }

  private static let shape = JSONProjection.Shape.members([
    "b": .members(["c": .whole]),
    "e": .members(["g": .whole]),
  ])

  @Test("named members are kept as written, every other member is dropped")
  func keepsNamedMembers() throws {
    let json = """
      {"a": 1, "b": {"c": [1, 2], "d": "x"}, "e": [ {"f": true, "g": null}, {"f": {"deep": []}} ],
       "h": {"c": 3}}
      """
    #expect(try Self.project(json, Self.shape).get() == #"{"b":{"c":[1, 2]},"e":[{"g":null},{}]}"#)
    // A value of another kind than the shape expects stays, so a decoder still says so.
    #expect(try Self.project(#"{"b": "text", "e": 4}"#, Self.shape).get() == #"{"b":"text","e":4}"#)
    #expect(try Self.project(" [ ] ", Self.shape).get() == "[]")
    #expect(
      try Self.project(#"{"a\u0062": 1, "b": {}}"#, .members(["ab": .whole])).get()
        == #"{"a\u0062":1}"#)
  }

  private struct Stored: Decodable, Equatable {
    struct Entry: Decodable, Equatable { var g: Int }
    var b: [String: Int]?
    var e: [Entry]
  }

  @Test("what is kept decodes as the whole document does, errors at the same coding path")
  func decodesAsTheWhole() throws {
    let shape = JSONProjection.Shape.members(["b": .whole, "e": .members(["g": .whole])])
    for json in [
      #"{"b": {"x": 1}, "e": [{"g": 1, "h": [1]}, {"g": 2}], "z": "skipped"}"#,
      #"{"e": [{"g": 1}, {"h": 2}]}"#,
      #"{"e": [{"g": "one"}]}"#,
      #"{"b": 5, "e": []}"#,
      #"{"e": {"g": 1}}"#,
    ] {
      let decoder = JSONDecoder()
      let whole = Result { try decoder.decode(Stored.self, from: Data(json.utf8)) }
      let projected = try Self.project(json, shape).get()
      let part = Result { try decoder.decode(Stored.self, from: Data(projected.utf8)) }
      switch (whole, part) {
      case (.success(let expected), .success(let found)):
        #expect(found == expected, "\(json)")
      case (.failure(let expected as DecodingError), .failure(let found as DecodingError)):
        #expect(Self.codingPath(found) == Self.codingPath(expected), "\(json)")
        #expect(Self.codingPath(found) != nil)
      default:
        Issue.record("\(json): whole \(whole), projected \(part)")
      }
    }
  }

  private static func codingPath(_ error: DecodingError) -> String? {
    let path: [any CodingKey]
    switch error {
    case .keyNotFound(let key, let context): path = context.codingPath + [key]
    case .typeMismatch(_, let context), .valueNotFound(_, let context): path = context.codingPath
    default: return nil
    }
    return path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
  }

  @Test("a document that is not JSON fails where and why the whole reader fails, kept or not")
  func failsLikeTheReader() {
    let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    for json in [
      #"{"a": [1, 2,], "b": {}}"#,
      #"{"a": 01, "b": {}}"#,
      #"{"a": "open, "b": {}}"#,
      "{\"a\": \"tab\there\"}",
      #"{"a": tru}"#,
      #"{"b": {"c": 1.}}"#,
      #"{"b": {"c": 1}} x"#,
      #"{"e": [{"g": 1} {"g": 2}]}"#,
      #"{"a" 1}"#,
      #"{a: 1}"#,
      "{\"a\": \(deep)}",
      "{\"e\": \(deep)}",
      "",
    ] {
      let expected = Self.readerFailure(json)
      #expect(expected != nil, "\(json.prefix(40)) is not JSON")
      switch Self.project(json, Self.shape) {
      case .success(let output):
        Issue.record("\(json.prefix(40)): projected to \(output.prefix(40))")
      case .failure(let failure):
        #expect(failure.offset == expected?.offset, "\(json.prefix(40))")
        #expect(failure.reason == expected?.reason, "\(json.prefix(40))")
      }
    }
    var invalid = Array(#"{"a": "x"}"#.utf8)
    invalid[7] = 0xFF
    let failure = invalid.withUnsafeBufferPointer { bytes -> JSONReader.Failure? in
      do throws(JSONReader.Failure) {
        _ = try JSONProjection.project(bytes, keeping: Self.shape)
        return nil
      } catch {
        return error
      }
    }
    #expect(failure?.reason == "string is not valid UTF-8")
  }
}
