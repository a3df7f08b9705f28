import Foundation

/// A JSON value as it travels on the provider protocol: one compact line per message.
///
/// Numbers are kept as `Double`; every number the protocol uses is a small integer.
/// ``line`` writes keys in sorted order without whitespace, so the same message is always the
/// same bytes (useful in transcripts and tests).
public enum JSONValue: Sendable, Hashable, Codable, CustomStringConvertible {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// Parses one JSON text.
  public init(parsing text: String) throws {
    self = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  /// The value as one line of compact JSON with sorted keys.
  public var line: String {
    var text = ""
    write(to: &text)
    return text
  }

  public var description: String { line }

  /// An integer number.
  public static func int(_ value: Int) -> JSONValue { .number(Double(value)) }

  /// A string, or `null` for `nil`.
  public static func optional(_ value: String?) -> JSONValue {
    value.map(JSONValue.string) ?? .null
  }

  /// The member `key` of an object (`nil` for a missing member or a non-object).
  public subscript(key: String) -> JSONValue? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  /// The string, if this is one.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The number as an integer, if this is an integral number.
  public var intValue: Int? {
    if case .number(let value) = self, value == value.rounded(), abs(value) < 1e15 {
      return Int(value)
    }
    return nil
  }

  /// The Boolean, if this is one.
  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// Whether this is `null`.
  public var isNull: Bool { self == .null }

  private func write(to text: inout String) {
    switch self {
    case .null: text += "null"
    case .bool(let value): text += value ? "true" : "false"
    case .number(let value):
      if value == value.rounded(), abs(value) < 1e15 {
        text += String(Int64(value))
      } else {
        text += "\(value)"
      }
    case .string(let value): Self.quote(value, into: &text)
    case .array(let values):
      text += "["
      for (index, value) in values.enumerated() {
        if index > 0 { text += "," }
        value.write(to: &text)
      }
      text += "]"
    case .object(let members):
      text += "{"
      for (index, key) in members.keys.sorted().enumerated() {
        if index > 0 { text += "," }
        Self.quote(key, into: &text)
        text += ":"
        members[key]?.write(to: &text)
      }
      text += "}"
    }
  }

  private static func quote(_ string: String, into text: inout String) {
    text += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
          let hex = String(scalar.value, radix: 16)
          text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
    }
    text += "\""
  }
}

extension JSONValue {
  /// The value a JSON Pointer (RFC 6901: `/selection/code`, `~1` for `/`, `~0` for `~`)
  /// names, or `nil` when it names nothing. The empty pointer names the whole value; array
  /// members are named by their decimal index.
  public func resolve(pointer: String) -> JSONValue? {
    guard !pointer.isEmpty else { return self }
    guard pointer.hasPrefix("/") else { return nil }
    var current = self
    for raw in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
      let token = raw.replacingOccurrences(of: "~1", with: "/")
        .replacingOccurrences(of: "~0", with: "~")
      switch current {
      case .object(let members):
        guard let next = members[token] else { return nil }
        current = next
      case .array(let values):
        guard let index = Int(token), values.indices.contains(index) else { return nil }
        current = values[index]
      default:
        return nil
      }
    }
    return current
  }

  /// Whether a pointer has the syntax RFC 6901 gives it (empty, or starting with `/`).
  public static func isPointer(_ text: String) -> Bool {
    text.isEmpty || text.hasPrefix("/")
  }
}
