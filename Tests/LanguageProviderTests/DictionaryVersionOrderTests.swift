import Foundation
import LanguageProvider
import TestSupport
import Testing

@Suite("Dictionary version: key order")
struct DictionaryVersionOrderTests {
  @Test("keys sort by UTF-16 code units, also where that differs from UTF-8 byte order")
  func utf16Order() {
    // U+1F600 is D83D DE00 in UTF-16 (before U+FF01) but F0 9F 98 80 in UTF-8 (after EF BC 81).
    let json = DictionaryVersion.canonicalJSON(["\u{FF01}": "b", "\u{1F600}": "a", "Z": "c"])
    #expect(
      String(decoding: json, as: UTF8.self)
        == "{\"Z\":\"c\",\"\u{1F600}\":\"a\",\"\u{FF01}\":\"b\"}")
  }

  @Test("ASCII keys sort by bytes; every control character is escaped")
  func asciiAndEscapes() {
    let json = DictionaryVersion.canonicalJSON([
      "B": "\u{1F}\u{7F}\t", "A_2": "x", "A": "\u{08}\u{0C}\r",
    ])
    #expect(
      String(decoding: json, as: UTF8.self)
        == "{\"A\":\"\\b\\f\\r\",\"A_2\":\"x\",\"B\":\"\\u001f\u{7F}\\t\"}")
  }

  @Test("BMP keys sort by UTF-16 code units; raw keys decide the order, not their escapes")
  func bmpOrderByRawKey() {
    // `"` (22) sorts before `#` (23) although its escape `\"` starts with `\` (5C).
    let json = DictionaryVersion.canonicalJSON([
      "a#": "1", "a\"": "2", "\u{FF01}": "3", "\u{E9}": "4", "z": "5", "\u{3042}b": "6",
      "\u{3042}": "7", "": "8", "a\u{01}": "9",
    ])
    #expect(
      String(decoding: json, as: UTF8.self)
        == "{\"\":\"8\",\"a\\u0001\":\"9\",\"a\\\"\":\"2\",\"a#\":\"1\",\"z\":\"5\","
        + "\"\u{E9}\":\"4\",\"\u{3042}\":\"7\",\"\u{3042}b\":\"6\",\"\u{FF01}\":\"3\"}")
  }

  /// RFC 8785 for a BMP-only string map, written plainly: keys sorted by their UTF-8 bytes,
  /// every string escaped byte by byte.
  private static func reference(_ dictionary: [String: String]) -> String {
    let keys = dictionary.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    return "{"
      + keys.map { JSONText.quoted($0) + ":" + JSONText.quoted(dictionary[$0]!) }.joined(
        separator: ",")
      + "}"
  }

  @Test("long keys sharing their first 24 bytes, short keys, and keys that need escapes")
  func sharedPrefixesAndEscapes() {
    let stems = [
      "", "A", "DRIVER_APP_", "DRIVER_APP_CLIENT_KEY_", "DRIVER_APP_CLIENT_KEY_AAAA_",
      "DRIVER_APP_CLIENT_KEY_AAAA_BUTTON_LONGER_THAN_THIRTY_TWO",
    ]
    let tails = ["", "\u{0}", "\u{1}", "\"", "\\", "a", "b\"x", "\u{E9}", "\u{FF01}", "ZZ", "\t"]
    var dictionary: [String: String] = [:]
    for stem in stems {
      for tail in tails {
        for more in ["", "1", "\u{3042}"] {
          dictionary[stem + tail + more] = "v\(dictionary.count)" + tail
        }
      }
    }
    #expect(
      String(decoding: DictionaryVersion.canonicalJSON(dictionary), as: UTF8.self)
        == Self.reference(dictionary))
  }
}
