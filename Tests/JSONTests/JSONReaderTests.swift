import Foundation
import Testing

@testable import JSON

@Suite("JSON reader")
struct JSONReaderTests {
  private func parse(_ json: String) throws(JSONReader.Failure) -> JSONReader.Value {
    var bytes = Array(json.utf8)
    let result: Result<JSONReader.Value, JSONReader.Failure> = bytes.withUnsafeMutableBufferPointer
    {
      var reader = JSONReader(bytes: UnsafeBufferPointer($0))
      do throws(JSONReader.Failure) {
        return .success(try reader.parseDocument())
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  @Test("members keep file order and the byte offset of their value")
  func membersInFileOrder() throws {
    let value = try parse(#"{"b": 1, "a": [true, null], "b": "x"}"#)
    guard case .object(let members) = value else {
      Issue.record("expected an object, got \(value.kindName)")
      return
    }
    #expect(members.map(\.key) == ["b", "a", "b"])
    #expect(members.map(\.offset) == [6, 14, 33])
    guard case .array(let elements) = members[1].value else {
      Issue.record("expected an array")
      return
    }
    #expect(elements.map(\.offset) == [15, 21])
    #expect(elements.map(\.value.kindName) == ["a boolean", "null"])
    // The last of repeated members wins, as in JSONDecoder.
    guard case .string(let text)? = value.member("b")?.value else {
      Issue.record("expected member b to be a string")
      return
    }
    #expect(text == "x")
  }

  @Test("a value nested 512 levels deep is read; one level more is an error")
  func nestingLimit() throws {
    _ = try parse(String(repeating: "[", count: 512) + String(repeating: "]", count: 512))
    #expect(throws: JSONReader.Failure.self) {
      try parse(String(repeating: "[", count: 513) + String(repeating: "]", count: 513))
    }
  }

  @Test(
    "line and column of an offset: 1-based, in UTF-8 bytes, a byte order mark not counted",
    arguments: [
      ("ab\ncd", 4, 2, 2), ("\u{FEFF}ab", 4, 1, 2), ("é\nx", 1, 1, 2), ("é\nx", 3, 2, 1),
      ("x", 0, 1, 1),
    ] as [(String, Int, Int, Int)])
  func lineAndColumn(text: String, offset: Int, line: Int, column: Int) {
    let position = Array(text.utf8).withUnsafeBufferPointer {
      JSONReader.lineAndColumn(of: offset, in: $0)
    }
    #expect(position.line == line)
    #expect(position.column == column)
  }

  @Test("the UTF-8 check agrees with the standard library on random bytes")
  func utf8CheckAgreesWithStandardLibrary() {
    var generator = SystemRandomNumberGenerator()
    let interesting: [UInt8] = [
      0x41, 0x7F, 0x80, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0,
      0xF1, 0xF3, 0xF4, 0xF5, 0xFF, 0x9F, 0xA0, 0x8F, 0x90,
    ]
    for _ in 0..<20_000 {
      let bytes = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
        interesting.randomElement(using: &generator)!
      }
      let expected = String(validating: bytes, as: UTF8.self) != nil
      let actual = bytes.withUnsafeBufferPointer { JSONReader.isValidUTF8($0) }
      #expect(actual == expected, "\(bytes)")
    }
  }

  /// Parses `json` as a string map, storing or only checking; the failure's offset, if any.
  private func mapFailure(_ json: [UInt8], storing: Bool) -> Int? {
    json.withUnsafeBufferPointer { bytes in
      var reader = JSONReader(bytes: bytes)
      do throws(JSONReader.Failure) {
        _ = try reader.parseStringMap(storing: storing)
        return nil
      } catch {
        return error.offset
      }
    }
  }

  @Test("a special byte anywhere in a long string is met at its own offset, stored or not")
  func specialBytesAtEveryOffset() throws {
    for length in 0..<20 {
      let plain = Array(repeating: UInt8(ascii: "a"), count: length)
      for (special, offsetInString) in [
        ([UInt8(0x01)], 0), ([UInt8(0x1F)], 0), ([UInt8(0xFF)], -1), ([UInt8(0xC3)], -1),
      ] {
        let json = Array(#"{"k": ""#.utf8) + plain + special + Array(#"bcdefghijk"}"#.utf8)
        for storing in [true, false] {
          // A control character fails at its byte; invalid UTF-8 at the string's start.
          let expected = offsetInString == 0 ? 7 + length : 7
          #expect(mapFailure(json, storing: storing) == expected, "\(length) \(special)")
        }
      }
      let name = String(repeating: "b", count: length)
      let good =
        Array(#"{"k": ""#.utf8) + plain + Array("\u{E9}\\\"x".utf8) + plain
        + Array("\", \"\(name)\": \"\u{1F600}\"}".utf8)
      for storing in [true, false] {
        #expect(mapFailure(good, storing: storing) == nil)
      }
      let value = try parse(String(decoding: good, as: UTF8.self))
      guard case .object(let members) = value, case .string(let text) = members.first?.value
      else {
        Issue.record("expected an object with a string")
        return
      }
      let a = String(repeating: "a", count: length)
      #expect(text == a + "\u{E9}\"x" + a)
    }
  }
}
