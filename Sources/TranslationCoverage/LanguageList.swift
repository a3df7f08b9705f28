import Foundation
import JSON
import Support

/// The languages a project offers, read from `languages.json`.
///
/// The file is a JSON array of `{id, code, name, rtl, default, enabled}` objects, or the
/// languages API response wrapping that array in `{"error": false, "result": […]}`. Wrong or
/// missing fields, and in the array form unknown ones, are errors naming the field, the entry
/// and its line and column.
public struct LanguageList: Sendable, Hashable {
  /// All languages in file order.
  public var languages: [ConfiguredLanguage]

  /// Creates a list from languages in the order given.
  public init(languages: [ConfiguredLanguage]) {
    self.languages = languages
  }

  /// The default language, if exactly one is marked default.
  public var defaultLanguage: ConfiguredLanguage? {
    let defaults = languages.filter(\.isDefault)
    return defaults.count == 1 ? defaults[0] : nil
  }

  /// Languages offered to drivers.
  public var enabledLanguages: [ConfiguredLanguage] { languages.filter(\.isEnabled) }

  /// The language with this code.
  public subscript(code: String) -> ConfiguredLanguage? {
    languages.first { $0.code == code }
  }

  /// Decodes `languages.json`; `file` is the path used in error messages.
  public static func decode(_ data: Data, file: String) throws(JSONFileError)
    -> LanguageList
  {
    let outcome: Result<LanguageList, JSONProblem> = data.withUnsafeBytes { raw in
      var reader = JSONReader(bytes: raw.bindMemory(to: UInt8.self))
      do throws(JSONProblem) {
        return .success(try decode(&reader))
      } catch {
        return .failure(error)
      }
    }
    switch outcome {
    case .success(let list): return list
    case .failure(let problem): throw problem.error(in: data, file: file)
    }
  }

  /// Reads and decodes the file at `url`; errors show `displayPath` (default: the URL's path).
  public static func load(contentsOf url: URL, displayPath: String? = nil)
    throws(JSONFileError) -> LanguageList
  {
    let file = displayPath ?? url.path
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw .unreadable(file: file, reason: FileSystemReason.whyUnreadable(url.path))
    }
    return try decode(data, file: file)
  }

  private static func decode(_ reader: inout JSONReader) throws(JSONProblem)
    -> LanguageList
  {
    let document: JSONReader.Value
    do {
      document = try reader.parseDocument()
    } catch {
      throw .syntax(error)
    }
    // A field given twice: which of the two was meant cannot be told (a parser keeps one).
    if let repeated = document.firstRepeatedMember() {
      throw .shape(
        reason: reader.repeatedMemberReason(key: repeated.key, earlier: repeated.earlier),
        offset: repeated.later)
    }
    var elements: [JSONReader.Element]
    // The hand-written list form is strict about field names (a misspelt "rtl" would silently
    // read as false); a copied service response may carry fields this file does not use.
    let strict: Bool
    switch document {
    case .array(let list):
      elements = list
      strict = true
    case .object:
      guard let result = document.member("result"), case .array(let list) = result.value else {
        throw .shape(reason: "expected a list of languages or {\"result\": [...]}", offset: 0)
      }
      if case .bool(true)? = document.member("error")?.value {
        throw .shape(reason: "the languages response reports an error", offset: 0)
      }
      elements = list
      strict = false
    default:
      throw .shape(reason: "expected a list of languages, found \(document.kindName)", offset: 0)
    }
    var languages: [ConfiguredLanguage] = []
    for (number, element) in elements.enumerated() {
      languages.append(try language(element, number: number + 1, strict: strict))
    }
    return LanguageList(languages: languages)
  }

  /// The fields a language entry may have.
  static let fieldNames = ["id", "code", "name", "rtl", "default", "enabled"]

  private static func language(_ element: JSONReader.Element, number: Int, strict: Bool)
    throws(JSONProblem) -> ConfiguredLanguage
  {
    guard case .object(let members) = element.value else {
      throw .shape(
        reason: "language \(number) is \(element.value.kindName), expected an object",
        offset: element.offset)
    }
    if strict, let unknown = members.first(where: { !fieldNames.contains($0.key) }) {
      throw .shape(
        reason:
          "language \(number) has unknown field \"\(unknown.key)\" (fields: \(fieldNames.joined(separator: ", ")))",
        offset: unknown.offset)
    }
    func field(_ name: String) throws(JSONProblem) -> JSONReader.Member {
      guard let member = element.value.member(name) else {
        throw .shape(reason: "language \(number) has no \"\(name)\"", offset: element.offset)
      }
      return member
    }
    func string(_ name: String) throws(JSONProblem) -> String {
      let member = try field(name)
      guard case .string(let text) = member.value else {
        throw .shape(
          reason:
            "\"\(name)\" of language \(number) is \(member.value.kindName), expected a string",
          offset: member.offset)
      }
      return text
    }
    func bool(_ name: String, default fallback: Bool) throws(JSONProblem) -> Bool {
      guard let member = element.value.member(name) else { return fallback }
      guard case .bool(let flag) = member.value else {
        throw .shape(
          reason:
            "\"\(name)\" of language \(number) is \(member.value.kindName), expected a boolean",
          offset: member.offset)
      }
      return flag
    }
    let id = try field("id")
    guard case .number(let value) = id.value, value == value.rounded(), abs(value) < 1e15 else {
      throw .shape(
        reason: "\"id\" of language \(number) is \(id.value.kindName), expected an integer",
        offset: id.offset)
    }
    return ConfiguredLanguage(
      id: Int(value), code: try string("code"), name: try string("name"),
      isRightToLeft: try bool("rtl", default: false),
      isDefault: try bool("default", default: false),
      isEnabled: try bool("enabled", default: true))
  }
}
