import Templates
import Testing

/// `TemplateDictionary` keeps entries as written but behaves as a `[String: TemplateValue]`.
@Suite struct TemplateDictionaryTests {
  @Test func aRepeatedKeyKeepsItsLastValue() throws {
    let dictionary: TemplateDictionary = ["a": 1, "b": 2, "a": 3]
    #expect(dictionary["a"] == 3)
    #expect(dictionary.keys == ["a", "b"])
    #expect(dictionary.count == 2)
    #expect(try render("{{a}}{{b}}", .dictionary(dictionary)) == "32")
  }

  @Test func settingReplacesAddsAndRemoves() {
    var dictionary: TemplateDictionary = ["a": 1, "b": 2, "a": 3]
    dictionary["a"] = 4
    dictionary["c"] = 5
    #expect(dictionary == ["a": 4, "b": 2, "c": 5])
    dictionary["a"] = nil
    #expect(dictionary["a"] == nil)
    #expect(dictionary == ["b": 2, "c": 5])
  }

  @Test func equalityAndHashingIgnoreOrderAndShadowedEntries() {
    let written: TemplateDictionary = ["a": 1, "b": 2, "a": 3]
    let other: TemplateDictionary = ["b": 2, "a": 3]
    #expect(written == other)
    #expect(written.hashValue == other.hashValue)
    #expect(Set([TemplateValue.dictionary(written), .dictionary(other)]).count == 1)
    #expect(written != ["a": 1, "b": 2])
  }

  @Test func convertsFromAndToSwiftDictionaries() {
    let swift: [String: TemplateValue] = ["x": "1", "y": [1, 2]]
    #expect(TemplateDictionary(swift).dictionary == swift)
    #expect(TemplateDictionary(swift) == ["y": [1, 2], "x": "1"])
  }

  @Test func keysAreComparedAsStrings() throws {
    // Canonically equivalent spellings are one key, as in a Swift dictionary.
    let dictionary: TemplateDictionary = ["caf\u{E9}": "composed"]
    #expect(dictionary["cafe\u{301}"] == "composed")
  }
}
