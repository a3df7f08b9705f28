import Foundation
import LanguageProvider
import TestSupport
import Testing
import TranslationCoverage

/// A decoded dictionary file keeps its bytes (`TranslationTable`); every answer it gives must be
/// the one the `[String: String]` of the same members gives, assigned in file order.
@Suite struct TranslationTableTests {
  /// `{"error": false, "result": {…}}` of `members`, in order.
  private static func envelope(_ members: [(String, String)]) -> Data {
    let body = members.map { "\(JSONText.quoted($0.0)): \(JSONText.quoted($0.1))" }.joined(
      separator: ",\n ")
    return Data("{\"error\": false, \"result\": {\n \(body)\n}}".utf8)
  }

  /// The `[String: String]` the members make when assigned in order.
  private static func reference(_ members: [(String, String)]) -> [String: String] {
    var dictionary: [String: String] = [:]
    for (key, text) in members { dictionary[key] = text }
    return dictionary
  }

  private static func decoded(_ members: [(String, String)]) throws -> TranslationTable {
    try DictionaryFile.decode(envelope(members), file: "t.json").table
  }

  /// Random members: ASCII keys drawn from a small set (so some repeat), texts that may be
  /// empty, hold escapes or be beyond ASCII.
  private static func randomMembers(_ generator: inout SeededGenerator) -> [(String, String)] {
    let words = ["ORDERS", "DRIVER_ORDERS", "PROFILE", "a-b", "x\"y", "back\\slash", "", "K"]
    let texts = ["Pedidos", "", "é", "e\u{301}", "line\nbreak", "tab\there", "ok \"q\"", "日本"]
    return (0..<Int.random(in: 0...40, using: &generator)).map { _ in
      let key =
        words.randomElement(using: &generator)!
        + String(Int.random(in: 0..<6, using: &generator))
      return (key, texts.randomElement(using: &generator)!)
    }
  }

  @Test("every lookup, count, key and entry agrees with the dictionary of the same members")
  func agreesWithTheDictionary() throws {
    var generator = SeededGenerator(state: 26)
    for _ in 0..<300 {
      let members = Self.randomMembers(&generator)
      let expected = Self.reference(members)
      let table = try Self.decoded(members)
      #expect(table.count == expected.count)
      #expect(table.dictionary == expected)
      #expect(Set(table.keys) == Set(expected.keys))
      for key in Set(members.map { $0.0 }).union(["MISSING", "ORDERS9", ""]) {
        #expect(table[key] == expected[key], "key \(key)")
      }
      var seen: [String: Bool] = [:]
      table.forEachEntry { entry, keyUTF8, textIsEmpty in
        let key = table.key(of: entry)
        #expect(seen[key] == nil, "key \(key) visited twice")
        seen[key] = textIsEmpty
        #expect(keyUTF8.map { Array($0) } == Array(key.utf8))
      }
      #expect(seen == expected.mapValues { $0.isEmpty })
      // Each entry's text, lent in place, is the dictionary's, from the bytes and from a
      // `[String: String]` alike.
      for table in [table, TranslationTable(expected)] {
        var texts: [String: String] = [:]
        table.forEachEntry { entry, _, _ in
          texts[table.key(of: entry)] = table.withText(of: entry) {
            String(decoding: $0, as: UTF8.self)
          }
        }
        #expect(texts == expected)
      }
    }
  }

  @Test("a prefixed lookup finds what the joined key finds, with the same text and bytes")
  func prefixedLookupsAgreeWithTheJoinedKey() throws {
    var generator = SeededGenerator(state: 15)
    let prefixes = ["", "DRIVER_", "x\"", "D\u{00C9}_", "\u{212A}"]
    for _ in 0..<300 {
      let members = Self.randomMembers(&generator)
      let expected = Self.reference(members)
      // The decoded file (bytes, or strings where a key is not ASCII) and the same texts given
      // as a dictionary must both answer as the dictionary does.
      for table in [try Self.decoded(members), TranslationTable(expected)] {
        for key in Set(members.map { $0.0 }).union(["MISSING", "ORDERS9", "", "\u{212A}"]) {
          for prefix in prefixes {
            let joined = prefix + key
            let found = table.text(forKey: key, prefix: prefix)
            #expect(found?.string == expected[joined], "\(prefix) + \(key)")
            #expect(found?.isEmpty == expected[joined]?.isEmpty, "\(prefix) + \(key)")
            #expect(found?.withUTF8 { Array($0) } == expected[joined].map { Array($0.utf8) })
          }
          #expect(table.text(forKey: key)?.string == expected[key])
        }
      }
    }
    // "D" + "RIVER_X" is the key "DRIVER_X": the joined bytes are what is looked up.
    let table = try Self.decoded([("DRIVER_X", "found")])
    #expect(table.text(forKey: "RIVER_X", prefix: "D")?.string == "found")
    #expect(table.text(forKey: "X", prefix: "DRIVER")?.string == nil)
    // A joined key far beyond any stack buffer is still found, and only that key.
    let long = String(repeating: "K", count: 1 << 20)
    let big = try Self.decoded([("DRIVER_" + long, "long"), (long, "plain")])
    #expect(big.text(forKey: long, prefix: "DRIVER_")?.string == "long")
    #expect(big.text(forKey: long)?.string == "plain")
    #expect(big.text(forKey: long + "K", prefix: "DRIVER_") == nil)
  }

  @Test("a found text equals a String exactly when the two Strings are equal")
  func foundTextEquality() throws {
    // With the three scalars beyond ASCII that are equivalent to ASCII, alone and inside
    // longer texts, against their ASCII forms and against texts that differ elsewhere.
    let texts = [
      "caf\u{00E9}", "cafe\u{0301}", "cafe", "", "Caf\u{00E9}", "日本", "\u{212A}", "K",
      "\u{037E}", ";", "\u{1FEF}", "`", "a\u{212A}b", "aKb", "aKc", "x\u{037E}y\u{1FEF}",
      "x;y`", "x;y'", "日本 K", "\u{212A}\u{00E9}", "K\u{00E9}", "Ke\u{0301}",
    ]
    let table = try Self.decoded(texts.enumerated().map { ("K\($0.offset)", $0.element) })
    for (index, text) in texts.enumerated() {
      let found = try #require(table.text(forKey: "K\(index)"))
      for other in texts {
        #expect(found.isEqual(to: other) == (text == other), "\(text) against \(other)")
        #expect(TranslationTable.Text(text).isEqual(to: other) == (text == other))
        // By bytes: the answer, where the bytes tell, is the Strings' answer.
        let byBytes = other.utf8.withContiguousStorageIfAvailable { found.isEqual(toUTF8: $0) }
        if let answer = byBytes ?? nil {
          #expect(answer == (text == other), "\(text) against \(other), by bytes")
        }
      }
    }
  }

  @Test("beyond ASCII, only U+037E, U+1FEF and U+212A equal an ASCII character as Strings")
  func scalarsEquivalentToASCII() {
    // The byte comparison of texts relies on this (`mayEqualASCII`): any other scalar beyond
    // ASCII makes a text unequal to every ASCII text. Checked against the standard library's
    // own Unicode tables: a String equal to an ASCII one sorts below U+0080, so only those
    // are compared with each ASCII character.
    var equivalent: [UInt32] = []
    for value in UInt32(0x80)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = String(scalar)
      guard text < "\u{80}" else { continue }
      if (0..<128).contains(where: { text == String(UnicodeScalar(UInt8($0))) }) {
        equivalent.append(value)
      }
    }
    #expect(equivalent == [0x037E, 0x1FEF, 0x212A])
  }

  @Test("a resolution of a found text equals, hashes and encodes as one of its String")
  func resolutionOfAFoundText() throws {
    let table = try Self.decoded([("ORDERS", "Pedidos \u{00E9}"), ("EMPTY", "")])
    let found = Resolution(try #require(table.text(forKey: "ORDERS")), tier: .original)
    let plain = Resolution(text: "Pedidos \u{00E9}", tier: .original)
    #expect(found == plain)
    #expect(found.hashValue == plain.hashValue)
    #expect(found != Resolution(text: "Pedidos \u{00E9}", tier: .prefixed))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(try encoder.encode(found) == encoder.encode(plain))
    #expect(try JSONDecoder().decode(Resolution.self, from: encoder.encode(found)) == plain)
    var changed = found
    changed.text = "Otro"
    #expect(changed == Resolution(text: "Otro", tier: .original))
    #expect(changed.found.string == "Otro")
    #expect(try #require(table.text(forKey: "EMPTY")).isEmpty)
  }

  @Test("keys compare as Strings: canonically equivalent keys and texts are equal")
  func canonicalEquivalence() throws {
    // An ASCII key asked for by a key that is canonically equivalent to it (KELVIN SIGN is K).
    let ascii = try Self.decoded([("K", "kelvin"), ("PLAIN", "p")])
    #expect(ascii["\u{212A}"] == Self.reference([("K", "kelvin")])["\u{212A}"])
    #expect(ascii["\u{212A}"] == "kelvin")
    // Keys beyond ASCII: a decomposed key is found by its precomposed form, and a later
    // equivalent key replaces an earlier one, as in a dictionary.
    let members = [("CAF\u{0045}\u{0301}", "first"), ("CAF\u{00C9}", "second"), ("X", "x")]
    let accented = try Self.decoded(members)
    #expect(accented.count == Self.reference(members).count)
    #expect(accented["CAF\u{00C9}"] == "second")
    #expect(accented.dictionary == Self.reference(members))
    // Texts that differ in bytes but not as Strings are equal.
    let texts = try Self.decoded([("A", "caf\u{00E9}"), ("B", "cafe\u{0301}"), ("C", "cafe")])
    var entries: [String: TranslationTable.Entry] = [:]
    texts.forEachEntry { entry, _, _ in entries[texts.key(of: entry)] = entry }
    #expect(texts.textsAreEqual(entries["A"]!, entries["B"]!))
    #expect(!texts.textsAreEqual(entries["A"]!, entries["C"]!))
  }

  @Test("a table merges, compares and versions as its dictionary does")
  func mergeEqualityAndVersion() throws {
    let members = [("ORDERS", "Pedidos"), ("PROFILE", "Perfil"), ("ORDERS", "Órdenes")]
    var table = try Self.decoded(members)
    let dictionary = Self.reference(members)
    #expect(table == TranslationTable(dictionary))
    #expect(table.hashValue == TranslationTable(dictionary).hashValue)
    #expect(
      DictionaryVersion(dictionary: table) == DictionaryVersion(dictionary: dictionary))
    table.merge(["LOGIN": "Entrar", "PROFILE": "Cuenta"]) { _, new in new }
    #expect(table.dictionary == ["ORDERS": "Órdenes", "PROFILE": "Cuenta", "LOGIN": "Entrar"])
  }

  @Test("a table's canonical JSON, read from its bytes, is its dictionary's, byte for byte")
  func canonicalJSONFromBytes() throws {
    var generator = SeededGenerator(state: 85)
    // Keys beyond ASCII make a table of Strings; keys beyond the BMP sort by UTF-16 units.
    let unusual = ["CAF\u{00C9}", "\u{1F600}", "\u{FF01}", "tab\tkey", "nul\u{0}key"]
    for round in 0..<200 {
      var members = Self.randomMembers(&generator)
      if round % 4 == 3 { members.append((unusual.randomElement(using: &generator)!, "u")) }
      let table = try Self.decoded(members)
      let expected = Self.reference(members)
      let json = DictionaryVersion.canonicalJSON(table: table)
      #expect(json == DictionaryVersion.canonicalJSON(expected), "members \(members)")
      #expect(
        DictionaryVersion(dictionary: table).description
          == DictionaryVersion(dictionary: expected).description)
    }
  }
}
