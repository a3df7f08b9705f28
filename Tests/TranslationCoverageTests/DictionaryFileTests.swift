import Foundation
import JSON
import Testing

@testable import TranslationCoverage

@Suite("Dictionary files")
struct DictionaryFileTests {
  /// Decodes, and checks that `validate` (lint's path, which builds nothing) agrees.
  private func decode(_ json: String, file: String = "es.json") throws -> TranslationDictionary {
    #expect(validationError(Data(json.utf8), file: file) == nil, "validate rejects \(json)")
    return try DictionaryFile.decode(Data(json.utf8), file: file)
  }

  /// The decoding error, after checking that `validate` throws exactly the same one.
  private func error(_ json: String, file: String = "es.json") -> JSONFileError? {
    error(Data(json.utf8), file: file)
  }

  private func error(_ data: Data, file: String = "es.json") -> JSONFileError? {
    let decodeError: JSONFileError?
    do {
      _ = try DictionaryFile.decode(data, file: file)
      decodeError = nil
    } catch {
      decodeError = error
    }
    #expect(validationError(data, file: file) == decodeError, "validate and decode disagree")
    return decodeError
  }

  private func validationError(_ data: Data, file: String) -> JSONFileError? {
    do {
      try DictionaryFile.validate(data, file: file)
      return nil
    } catch {
      return error
    }
  }

  @Test("the API response: error false, result map")
  func apiResponse() throws {
    let dictionary = try decode(
      #"{"error": false, "result": {"ORDER_ACCEPT": "Aceptar", "DRIVER_APP_ORDER_ACCEPT": "Tomar"}}"#
    )
    #expect(dictionary.format == .apiResponse)
    #expect(dictionary.status == .loaded)
    #expect(dictionary.count == 2)
    #expect(dictionary["ORDER_ACCEPT"] == "Aceptar")
    #expect(dictionary["DRIVER_APP_ORDER_ACCEPT"] == "Tomar")
    #expect(!dictionary.isFallbackOnly)
  }

  @Test("the API list form: result is a list of key and text, other fields ignored")
  func apiList() throws {
    let dictionary = try decode(
      """
      {"error": false, "result": [
        {"id": 1, "key": "ORDER_ACCEPT", "text": "Aceptar"},
        {"id": 2, "key": "ORDER_REJECT", "text": ""}
      ]}
      """)
    #expect(dictionary.format == .apiList)
    #expect(dictionary.entries == ["ORDER_ACCEPT": "Aceptar", "ORDER_REJECT": ""])
  }

  @Test("a flat map of key to text")
  func flat() throws {
    let dictionary = try decode(#"{"ORDER_ACCEPT": "Accepter", "result": "Résultat"}"#)
    #expect(dictionary.format == .flat)
    #expect(dictionary.entries == ["ORDER_ACCEPT": "Accepter", "result": "Résultat"])
  }

  @Test("escapes, surrogate pairs and non-ASCII text are decoded exactly")
  func strings() throws {
    let dictionary = try decode(
      #"{"A": "line\nbreak \"q\" \\ \/ \u00e9 \ud83d\ude97", "B": "שלום", "C": "مرحبا"}"#)
    #expect(dictionary["A"] == "line\nbreak \"q\" \\ / é 🚗")
    #expect(dictionary["B"] == "שלום")
    #expect(dictionary["C"] == "مرحبا")
  }

  @Test("a failed envelope is a failed dictionary, distinct from an empty one")
  func failedVersusEmpty() throws {
    let failed = try decode(#"{"error": true, "result": ["Project not found"]}"#)
    #expect(failed.isFailed)
    #expect(failed.status == .failed(messageCount: 1))
    #expect(!failed.isEmpty)
    #expect(failed.isFallbackOnly)
    #expect(failed.count == 0)

    let empty = try decode(#"{"error": false, "result": {}}"#)
    #expect(!empty.isFailed)
    #expect(empty.isEmpty)
    #expect(empty.isFallbackOnly)
    #expect(empty.status == .loaded)
    #expect(failed != empty)

    let failedWithText = try decode(#"{"error": true, "result": "Unauthorized"}"#)
    #expect(failedWithText.status == .failed(messageCount: 1))
    #expect(try decode(#"{"error": true}"#).status == .failed(messageCount: 0))
  }

  @Test("a failure keeps no message text, only the count")
  func failureKeepsNoPayload() throws {
    let failed = try decode(#"{"error": true, "result": ["secret project 4711", "token x"]}"#)
    #expect(failed.status == .failed(messageCount: 2))
    #expect(!"\(failed)".contains("secret"))
  }

  @Test(
    "malformed JSON is an error naming file, line and column",
    arguments: [
      ("{\n  \"A\": \"x\",\n  \"B\" \"y\"\n}", 3, 7, "expected ':' after an object key"),
      ("{\"A\": \"x\",}", 1, 11, "trailing comma"),
      ("{\n\"A\": \"unterminated\n}", 2, 19, "control character U+0A"),
      ("{\"A\": \"x\"}\n{", 2, 1, "after the JSON value"),
      ("{\"error\": false, \"result\": {\"A\": tru}}", 1, 34, "expected a value"),
      ("", 1, 1, "unexpected end of file"),
      ("{\"A\": \"bad \\q escape\"}", 1, 12, "invalid escape"),
    ])
  func malformed(json: String, line: Int, column: Int, reason: String) {
    guard case .malformedJSON(let file, let foundLine, let foundColumn, let message)? = error(json)
    else {
      Issue.record("expected a malformed-JSON error, got \(String(describing: error(json)))")
      return
    }
    #expect(file == "es.json")
    #expect(foundLine == line)
    #expect(foundColumn == column)
    #expect(message.contains(reason))
  }

  @Test("the error description reads file:line:column")
  func errorDescription() {
    let failure = error("{\n  \"A\": 1,\n}", file: "dictionaries/fr.json")
    #expect(failure?.description.hasPrefix("dictionaries/fr.json:") == true)
    #expect(failure?.file == "dictionaries/fr.json")
  }

  @Test("a value that is not a string is an error naming the key, never the value")
  func wrongValueTypes() {
    #expect(
      error(#"{"error": false, "result": {"A": "x", "ORDER_TOTAL": 42.5}}"#)
        == .valueNotString(
          file: "es.json", line: 1, column: 54, key: "ORDER_TOTAL", found: "a number")
    )
    #expect(
      error("{\"A\": \"x\",\n \"B\": null}")
        == .valueNotString(file: "es.json", line: 2, column: 7, key: "B", found: "null"))
    #expect(
      error(#"{"error": false, "result": [{"key": "K", "text": {"v": 1}}]}"#)
        == .valueNotString(file: "es.json", line: 1, column: 50, key: "K", found: "an object"))
    let message = error(#"{"A": 12345}"#)?.description ?? ""
    #expect(message.contains("A"))
    #expect(!message.contains("12345"))
  }

  @Test("valid JSON in an unknown shape is a shape error")
  func wrongShapes() {
    guard case .unexpectedShape? = error(#"["A", "B"]"#) else {
      Issue.record("a top-level array is not a dictionary")
      return
    }
    guard case .unexpectedShape? = error(#"{"error": "no", "result": {}}"#) else {
      Issue.record("error must be a boolean")
      return
    }
    guard case .unexpectedShape? = error(#"{"error": false, "result": [{"text": "x"}]}"#) else {
      Issue.record("a list entry needs a key")
      return
    }
    guard case .unexpectedShape? = error(#"{"error": false, "result": 3}"#) else {
      Issue.record("result must be an object or a list")
      return
    }
  }

  @Test("a byte order mark is accepted and not counted in columns")
  func byteOrderMark() throws {
    #expect(try decode("\u{FEFF}{\"A\": \"x\"}")["A"] == "x")
    #expect(
      error("\u{FEFF}{\"A\": 1}")
        == .valueNotString(file: "es.json", line: 1, column: 7, key: "A", found: "a number"))
  }

  @Test("invalid UTF-8 is malformed")
  func invalidUTF8() {
    var bytes = Array(#"{"A": "x"#.utf8)
    bytes += [0xC3, 0x28]
    bytes += Array(#""}"#.utf8)
    #expect(throws: JSONFileError.self) {
      try DictionaryFile.decode(Data(bytes), file: "x.json")
    }
  }

  @Test(
    "bad UTF-8 anywhere gives the same error from validate (lint) as from decode",
    arguments: [
      [0xC3, 0x28], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
      [0xC0, 0xAF], [0xE2, 0x82], [0xFF], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x98, 0x80],
    ] as [[UInt8]])
  func badUTF8Everywhere(sequence: [UInt8]) {
    let shapes: [(String, String)] = [
      (#"{"error": false, "result": {"A": "x"#, #"", "B": 1}}"#),
      (#"{"error": false, "result": {"x"#, #"": "y"}}"#),
      (#"{"A": "x"#, #""}"#),
      (#"{"x"#, #"": "y", "B": [1]}"#),
    ]
    for (before, after) in shapes {
      let data = Data(Array(before.utf8) + sequence + Array(after.utf8))
      _ = error(data)
    }
  }

  @Test("a missing file is unreadable")
  func missingFile() {
    #expect(
      throws: JSONFileError.unreadable(
        file: "nope.json", reason: "no such file or directory")
    ) {
      try DictionaryFile.load(
        contentsOf: URL(fileURLWithPath: "/no/such/file.json"), displayPath: "nope.json")
    }
  }

  @Test("the reader agrees with JSONSerialization on generated documents")
  func agreesWithFoundation() throws {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("aZ09 _-\"\\/\n\té€😀שمπ")
    for _ in 0..<50 {
      var entries: [String: String] = [:]
      for index in 0..<Int.random(in: 0...30, using: &generator) {
        let length = Int.random(in: 0...12, using: &generator)
        entries["K\(index)"] = String((0..<length).map { _ in alphabet.randomElement()! })
      }
      let data = try JSONSerialization.data(withJSONObject: ["error": false, "result": entries])
      #expect(try DictionaryFile.decode(data, file: "g.json").entries == entries)
    }
  }
}

@Suite("Languages file")
struct LanguageListTests {
  @Test("a list of languages with rtl, default and enabled flags")
  func list() throws {
    let json = """
      [
        {"id": 1, "code": "en", "name": "English", "rtl": false, "default": true, "enabled": true},
        {"id": 4, "code": "ar", "name": "العربية", "rtl": true, "default": false, "enabled": true},
        {"id": 9, "code": "pt", "name": "Português", "rtl": false, "default": false, "enabled": false}
      ]
      """
    let list = try LanguageList.decode(Data(json.utf8), file: "languages.json")
    #expect(list.languages.map(\.code) == ["en", "ar", "pt"])
    #expect(list.defaultLanguage?.code == "en")
    #expect(list["ar"]?.isRightToLeft == true)
    #expect(list.enabledLanguages.map(\.code) == ["en", "ar"])
  }

  @Test("the API envelope form is accepted")
  func envelope() throws {
    let json = #"{"error": false, "result": [{"id": 1, "code": "en", "name": "English"}]}"#
    let list = try LanguageList.decode(Data(json.utf8), file: "languages.json")
    #expect(list.languages == [ConfiguredLanguage(id: 1, code: "en", name: "English")])
  }

  @Test("a wrong field type names the field and its position")
  func wrongField() {
    let json = "[\n  {\"id\": 1, \"code\": \"he\", \"name\": \"Hebrew\", \"rtl\": \"yes\"}\n]"
    #expect(
      throws: JSONFileError.unexpectedShape(
        file: "languages.json", line: 2, column: 52,
        reason: "\"rtl\" of language 1 is a string, expected a boolean")
    ) {
      try LanguageList.decode(Data(json.utf8), file: "languages.json")
    }
  }

  @Test("encodes with the file's field names")
  func codable() throws {
    let language = ConfiguredLanguage(
      id: 2, code: "he", name: "עברית", isRightToLeft: true, isDefault: false, isEnabled: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: try encoder.encode(language), as: UTF8.self)
    #expect(
      json == #"{"code":"he","default":false,"enabled":true,"id":2,"name":"עברית","rtl":true}"#)
    #expect(try JSONDecoder().decode(ConfiguredLanguage.self, from: Data(json.utf8)) == language)
  }

  /// Keys named twice in one object, in every shape: decode and validate (which keeps no key)
  /// list the same places, in file order; a file without any lists none, and its dictionary
  /// is the one `JSON.parse` gives (the later text).
  @Test func keysNamedTwiceAreListedWithBothPlaces() throws {
    func repeated(_ json: String) throws -> [String] {
      let decoded = try DictionaryFile.decode(Data(json.utf8), file: "es.json")
      #expect(try DictionaryFile.validate(Data(json.utf8), file: "es.json") == decoded.repeatedKeys)
      let list = decoded.repeatedKeys.map {
        "\($0.key) \($0.line):\($0.column) over \($0.droppedLine):\($0.droppedColumn)"
          + ($0.sameCodePoints ? "" : " (equivalent)")
      }
      return list
    }
    #expect(try repeated(#"{"A": "x", "B": "y"}"#).isEmpty)
    #expect(try repeated(#"{"error": false, "result": {"A": "x", "B": "y"}}"#).isEmpty)
    #expect(try repeated(#"{"A": "x", "B": "y", "A": "z"}"#) == ["A 1:27 over 1:7"])
    #expect(
      try DictionaryFile.decode(Data(#"{"A": "x", "A": "z"}"#.utf8), file: "es.json")["A"] == "z")
    #expect(
      try repeated("{\"error\": false,\n \"result\": {\"A\": \"x\",\n \"A\": \"z\"}}")
        == ["A 3:7 over 2:18"])
    #expect(
      try repeated(
        #"{"error": false, "result": [{"key": "A", "text": "x"}, {"key": "A", "text": "y"}]}"#)
        == ["A 1:56 over 1:29"])
    #expect(
      try repeated(#"{"error": false, "result": {"A": "x"}, "result": {"B": "y"}}"#)
        == ["result 1:50 over 1:28"])
    // Escapes and characters beyond ASCII: the same code points written two ways are named
    // twice; canonically equivalent keys are two keys to JSON.parse, and are said to be so.
    #expect(try repeated(#"{"\u0041": "x", "A": "y"}"#) == ["A 1:22 over 1:12"])
    #expect(try repeated(#"{"\u00e9": "x", "e\u0301": "y"}"#) == ["é 1:28 over 1:12 (equivalent)"])
    #expect(
      try repeated(#"{"error": false, "result": {"é": "x", "é": "y"}}"#)
        == ["é 1:46 over 1:35"])
  }

}
