import Foundation
import JSON
import LanguageProvider
import Support

/// Reads translation dictionaries from JSON files in any of the shapes the project meets.
///
/// Accepted shapes (see ``DictionaryFormat``): the translations API response
/// `{"error": false, "result": {KEY: text}}`, its list form `result: [{"key", "text"}]`, and a
/// flat `{KEY: text}` object. `{"error": true, "result": [messages]}` yields a failed
/// dictionary, which is not the same as an empty one. Malformed JSON and values that are not
/// strings are errors naming file, line, column and (for values) the key.
public enum DictionaryFile {
  /// Decodes a dictionary from `data`; `file` is the path used in error messages. A key the
  /// file names twice in one object keeps its later text, as `JSON.parse` does, and is listed
  /// in ``TranslationDictionary/repeatedKeys``.
  public static func decode(_ data: Data, file: String) throws(JSONFileError)
    -> TranslationDictionary
  {
    let outcome: Result<(TranslationDictionary, Bool), JSONProblem> = data.withUnsafeBytes {
      raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      var reader = JSONReader(bytes: bytes)
      do throws(JSONProblem) {
        return .success(try decode(&reader, store: true))
      } catch {
        return .failure(error)
      }
    }
    switch outcome {
    case .success(let decoded):
      var dictionary = decoded.0
      if decoded.1 { dictionary.repeatedKeys = RepeatedKey.find(in: data) }
      return dictionary
    case .failure(let problem): throw problem.error(in: data, file: file)
    }
  }

  /// Checks that `data` decodes, with exactly the errors `decode` throws, without building
  /// the dictionary (lint reads every dictionary only to report the ones that are broken);
  /// returns the keys it names twice in one object, as `decode` lists them.
  @discardableResult
  public static func validate(_ data: Data, file: String) throws(JSONFileError) -> [RepeatedKey] {
    let outcome: Result<Bool, JSONProblem> = data.withUnsafeBytes { raw in
      var reader = JSONReader(bytes: raw.bindMemory(to: UInt8.self))
      do throws(JSONProblem) {
        return .success(try decode(&reader, store: false).mayRepeatKeys)
      } catch {
        return .failure(error)
      }
    }
    switch outcome {
    case .success(let mayRepeatKeys): return mayRepeatKeys ? RepeatedKey.find(in: data) : []
    case .failure(let problem): throw problem.error(in: data, file: file)
    }
  }

  /// Reads the file at `url` and checks it as `validate(_:file:)` does.
  @discardableResult
  public static func validate(contentsOf url: URL, displayPath: String? = nil)
    throws(JSONFileError) -> [RepeatedKey]
  {
    let file = displayPath ?? url.path
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw .unreadable(file: file, reason: FileSystemReason.whyUnreadable(url.path))
    }
    return try validate(data, file: file)
  }

  /// Reads and decodes the file at `url`; errors show `displayPath` (default: the URL's path).
  public static func load(contentsOf url: URL, displayPath: String? = nil)
    throws(JSONFileError) -> TranslationDictionary
  {
    let file = displayPath ?? url.path
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw .unreadable(file: file, reason: FileSystemReason.whyUnreadable(url.path))
    }
    return try decode(data, file: file)
  }

  /// Loads every `<code>.json` in `directory`, keyed by locale code (the file name).
  ///
  /// - Parameter displayPath: the directory as shown in error messages.
  public static func loadDirectory(_ directory: URL, displayPath: String? = nil)
    throws(JSONFileError) -> [String: TranslationDictionary]
  {
    let shown = displayPath ?? directory.path
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else {
      throw .unreadable(file: shown, reason: FileSystemReason.whyUnlistable(directory.path))
    }
    var dictionaries: [String: TranslationDictionary] = [:]
    for name in names.sorted() where name.hasSuffix(".json") {
      let code = String(name.dropLast(5))
      dictionaries[code] = try load(
        contentsOf: directory.appendingPathComponent(name), displayPath: shown + "/" + name)
    }
    return dictionaries
  }

  // MARK: - Decoding

  /// Decodes the document at the reader; with `store` false the strings are checked but not
  /// kept (the entries come back empty), with the same failures at the same offsets. Also
  /// says whether a key may be named twice in one object (``RepeatedKey/find(in:)`` tells).
  private static func decode(_ reader: inout JSONReader, store: Bool) throws(JSONProblem)
    -> (TranslationDictionary, mayRepeatKeys: Bool)
  {
    do {
      reader.skipWhitespace()
      guard reader.current == UInt8(ascii: "{") else {
        let offset = reader.index
        _ = try reader.parseDocument()
        throw JSONProblem.shape(
          reason: "expected a JSON object (an API response or a flat {KEY: text} map)",
          offset: offset)
      }
      return try decodeTopLevel(&reader, store: store)
    } catch let failure as JSONReader.Failure {
      throw .syntax(failure)
    } catch let problem as JSONProblem {
      throw problem
    } catch {
      throw .shape(reason: "\(error)", offset: 0)
    }
  }

  /// Reads the top-level object once, keeping string members as a speculative flat map and
  /// parsing `result` with the string-map fast path.
  private static func decodeTopLevel(_ reader: inout JSONReader, store: Bool) throws
    -> (TranslationDictionary, mayRepeatKeys: Bool)
  {
    try reader.expect(UInt8(ascii: "{"), "'{'")
    // Without storing, keys are only checked: a hash of each tells whether one may repeat.
    // Storing, the flat map tells for members with a string value, and `otherKeys` (the few
    // others: an envelope's `error` and `result`) for the rest.
    var repeats = KeyRepeatCheck(expectedKeys: store ? 0 : reader.byteCount / 64)
    var mayRepeatKeys = false
    var flat: [String: String] = [:]
    var otherKeys = Set<String>()
    func other(_ key: String) {
      if store, !otherKeys.insert(key).inserted || flat[key] != nil { mayRepeatKeys = true }
    }
    var firstNonString: (key: String, found: String, offset: Int)?
    var errorFlag: (value: JSONReader.Value, offset: Int)?
    var resultMap: JSONReader.MapResult?
    var result: (value: JSONReader.Value, offset: Int)?
    reader.skipWhitespace()
    if reader.current == UInt8(ascii: "}") {
      try reader.expect(UInt8(ascii: "}"), "'}'")
    } else {
      while true {
        reader.skipWhitespace()
        let keyOffset = reader.index
        let key = try topLevelKey(&reader, store: store, repeats: &repeats)
        reader.skipWhitespace()
        try reader.expect(UInt8(ascii: ":"), "':' after an object key")
        reader.skipWhitespace()
        let offset = reader.index
        if key == "result", reader.current == UInt8(ascii: "{") {
          other(key)
          let map = try reader.parseStringMap(storing: store)
          if case .nonString(let key, let found, let at) = map {
            throw JSONProblem.valueNotString(key: key, found: found, offset: at)
          }
          resultMap = map
          result = (.object([]), offset)
        } else if reader.current == UInt8(ascii: "\"") {
          if store || key == "result" || key == "error" {
            let text = try reader.parseString()
            if store,
              flat.updateValue(text, forKey: key) != nil
                || (!otherKeys.isEmpty && otherKeys.contains(key))
            {
              mayRepeatKeys = true
            }
            if key == "result" { result = (.string(text), offset) }
            if key == "error" { errorFlag = (.string(text), offset) }
          } else {
            try reader.skipString()
          }
        } else {
          let value = try reader.parseValue(depth: 1)
          other(key)
          if key == "error" { errorFlag = (value, offset) }
          if key == "result" { result = (value, offset) }
          if firstNonString == nil {
            let name = store ? key : try reader.string(at: keyOffset)
            firstNonString = (name, value.kindName, offset)
          }
        }
        if try reader.endOfMember(
          closing: UInt8(ascii: "}"), "',' or '}' after an object member")
        {
          break
        }
      }
    }
    try reader.expectEnd()
    if repeats.mayRepeat { mayRepeatKeys = true }

    let isEnvelope: Bool
    switch (errorFlag?.value, result?.value) {
    case (.bool?, _), (_, .object?), (_, .array?): isEnvelope = true
    default: isEnvelope = false
    }
    guard isEnvelope else {
      if let bad = firstNonString {
        throw JSONProblem.valueNotString(key: bad.key, found: bad.found, offset: bad.offset)
      }
      return (TranslationDictionary(entries: flat, format: .flat), mayRepeatKeys)
    }
    if let errorFlag {
      guard case .bool(let failed) = errorFlag.value else {
        throw JSONProblem.shape(
          reason: "\"error\" is \(errorFlag.value.kindName), expected a boolean",
          offset: errorFlag.offset)
      }
      if failed { return (.failed(messageCount: messageCount(result?.value)), mayRepeatKeys) }
    }
    guard let result else {
      throw JSONProblem.shape(reason: "the response has no \"result\"", offset: 0)
    }
    if case .complete(let map, let mayRepeat) = resultMap {
      let table = TranslationTable(map)
      // Storing, a repeated key is one member more than the table has keys.
      if mayRepeat || table.count < map.members.count { mayRepeatKeys = true }
      return (TranslationDictionary(table: table, format: .apiResponse), mayRepeatKeys)
    }
    guard case .array(let elements) = result.value else {
      throw JSONProblem.shape(
        reason: "\"result\" is \(result.value.kindName), expected an object or a list",
        offset: result.offset)
    }
    let (entries, listRepeats) = try listEntries(elements)
    return (
      TranslationDictionary(entries: entries, format: .apiList), mayRepeatKeys || listRepeats
    )
  }

  /// A top-level key. Without `store` only `result` and `error` matter, so other keys are
  /// checked and skipped and come back empty (`JSONReader.string(at:)` reads one later); each
  /// goes to `repeats`.
  private static func topLevelKey(
    _ reader: inout JSONReader, store: Bool, repeats: inout KeyRepeatCheck
  ) throws -> String {
    if store { return try reader.parseKey() }
    let start = reader.index
    let (range, escaped) = try reader.skipKey()
    repeats.add(reader.bytes(in: range), escaped: escaped)
    if escaped || reader.bytesEqual(range, "result") || reader.bytesEqual(range, "error") {
      return try reader.string(at: start)
    }
    return ""
  }

  /// The entries of a `result` list, and whether a key is named twice.
  private static func listEntries(_ elements: [JSONReader.Element])
    throws(JSONProblem) -> ([String: String], repeats: Bool)
  {
    var repeats = false
    var entries: [String: String] = [:]
    entries.reserveCapacity(elements.count)
    for (number, element) in elements.enumerated() {
      guard case .object = element.value else {
        throw .shape(
          reason: "result entry \(number + 1) is \(element.value.kindName), expected an object",
          offset: element.offset)
      }
      guard let key = element.value.member("key"), case .string(let name) = key.value else {
        throw .shape(
          reason: "result entry \(number + 1) has no string \"key\"", offset: element.offset)
      }
      guard let text = element.value.member("text") else {
        throw .shape(reason: "result entry \(name) has no \"text\"", offset: element.offset)
      }
      guard case .string(let value) = text.value else {
        throw .valueNotString(key: name, found: text.value.kindName, offset: text.offset)
      }
      if entries.updateValue(value, forKey: name) != nil { repeats = true }
    }
    return (entries, repeats)
  }

  private static func messageCount(_ result: JSONReader.Value?) -> Int {
    switch result {
    case .array(let messages)?: messages.count
    case .string?, .object?: 1
    default: 0
    }
  }
}
