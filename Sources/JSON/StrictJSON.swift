import Foundation
import Support

/// Decodes settings-like JSON files strictly: a syntax error, a wrong type, a missing field or
/// an unknown field is a ``JSONFileError`` naming the file, the field's dotted path and
/// the line and column of the offending value.
///
/// Types decoded this way call ``rejectUnknownFields(in:known:)`` in their `init(from:)`, so a
/// misspelt setting is an error instead of a silently ignored line.
public enum StrictJSON {
  /// Decodes `type` from `data`; `file` is the path shown in errors.
  public static func decode<Value: Decodable>(
    _ type: Value.Type, from data: Data, file: String
  ) throws(JSONFileError) -> Value {
    let tree = try JSONReader.document(in: data, file: file)
    if let repeated = tree.firstRepeatedMember() {
      let reason = JSONReader.repeatedMemberReason(
        key: repeated.key, earlier: repeated.earlier, in: data)
      throw JSONProblem.shape(reason: reason, offset: repeated.later).error(in: data, file: file)
    }
    do {
      return try JSONDecoder().decode(Value.self, from: data)
    } catch let error as DecodingError {
      let (path, reason) = describe(error)
      throw JSONProblem.shape(reason: reason, offset: tree.offset(at: path))
        .error(in: data, file: file)
    } catch {
      throw .unexpectedShape(file: file, line: 1, column: 1, reason: "\(error)")
    }
  }

  /// Reads and decodes the file at `url`; errors show `displayPath` (default: the URL's path).
  public static func load<Value: Decodable>(
    _ type: Value.Type, contentsOf url: URL, displayPath: String? = nil
  ) throws(JSONFileError) -> Value {
    let file = displayPath ?? url.path
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw .unreadable(file: file, reason: FileSystemReason.whyUnreadable(url.path))
    }
    return try decode(type, from: data, file: file)
  }

  /// Throws a decoding error naming the first field of the decoder's object that is not in
  /// `known`.
  public static func rejectUnknownFields(in decoder: any Decoder, known: some Sequence<String>)
    throws
  {
    let container = try decoder.container(keyedBy: FieldName.self)
    let allowed = Set(known)
    for key in container.allKeys where !allowed.contains(key.stringValue) {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container,
        debugDescription:
          "unknown field (expected one of: \(allowed.sorted().joined(separator: ", ")))"
      )
    }
  }

  /// A decoding error about a field's value, reported with the field's path and position.
  public static func invalidValue(
    at path: [any CodingKey], _ reason: String
  ) -> DecodingError {
    DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: reason))
  }

  /// Any object field name.
  public struct FieldName: CodingKey, Hashable, Sendable {
    /// The name.
    public var stringValue: String
    /// Always `nil`: object fields only.
    public var intValue: Int? { nil }
    /// Creates a field name.
    public init(stringValue: String) { self.stringValue = stringValue }
    /// Never: object fields only.
    public init?(intValue: Int) { nil }
  }

  static func dottedPath(_ path: [any CodingKey]) -> String {
    var text = ""
    for key in path {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : "." + key.stringValue
      }
    }
    return text
  }

  private static func describe(_ error: DecodingError) -> ([any CodingKey], String) {
    switch error {
    case .typeMismatch(let type, let context):
      let field = dottedPath(context.codingPath)
      return (context.codingPath, "\"\(field)\" must be \(kindName(type))")
    case .valueNotFound(let type, let context):
      let field = dottedPath(context.codingPath)
      return (context.codingPath, "\"\(field)\" must be \(kindName(type)), not null")
    case .keyNotFound(let key, let context):
      let field = dottedPath(context.codingPath + [key])
      return (context.codingPath, "missing field \"\(field)\"")
    case .dataCorrupted(let context):
      let field = dottedPath(context.codingPath)
      let unknown = "unknown field"
      if context.debugDescription.hasPrefix(unknown) {
        let rest = context.debugDescription.dropFirst(unknown.count)
        return (context.codingPath, "unknown field \"\(field)\"\(rest)")
      }
      return (
        context.codingPath,
        field.isEmpty ? context.debugDescription : "\"\(field)\": \(context.debugDescription)"
      )
    @unknown default:
      return ([], "\(error)")
    }
  }

  private static func kindName(_ type: Any.Type) -> String {
    let name = String(describing: type)
    switch name {
    case "String": return "a string"
    case "Bool": return "a boolean"
    case "Int", "Int64", "Int32", "UInt", "UInt64": return "an integer"
    case "Double", "Float", "Decimal": return "a number"
    default:
      if name.hasPrefix("Array") || name.hasPrefix("[") && !name.contains(":") { return "a list" }
      if name.hasPrefix("Dictionary") || name.contains(":") { return "an object" }
      return "a valid \(name)"
    }
  }
}
