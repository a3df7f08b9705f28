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

  /// Parses one JSON text (RFC 8259; at most 512 levels deep).
  public init(parsing text: String) throws {
    var text = text
    self = try text.withUTF8 { bytes in
      var parser = JSONLineParser(bytes)
      return try parser.document()
    }
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
    var bytes: [UInt8] = []
    bytes.reserveCapacity(256)
    write(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
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

  private func write(to bytes: inout [UInt8]) {
    switch self {
    case .null: bytes.append(contentsOf: "null".utf8)
    case .bool(let value): bytes.append(contentsOf: (value ? "true" : "false").utf8)
    case .number(let value):
      if value == value.rounded(), abs(value) < 1e15 {
        bytes.append(contentsOf: String(Int64(value)).utf8)
      } else {
        bytes.append(contentsOf: "\(value)".utf8)
      }
    case .string(let value): Self.quote(value, into: &bytes)
    case .array(let values):
      bytes.append(UInt8(ascii: "["))
      for (index, value) in values.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        value.write(to: &bytes)
      }
      bytes.append(UInt8(ascii: "]"))
    case .object(let members):
      bytes.append(UInt8(ascii: "{"))
      for (index, key) in members.keys.sorted().enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        Self.quote(key, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
        members[key]?.write(to: &bytes)
      }
      bytes.append(UInt8(ascii: "}"))
    }
  }

  /// Writes a JSON string: `"` and `\\` escaped, control characters and U+2028/U+2029 as
  /// `\\u` escapes (so a line never breaks in a JavaScript reader), everything else as UTF-8.
  private static func quote(_ string: String, into bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    let utf8 = Array(string.utf8)
    var index = 0
    while index < utf8.count {
      let byte = utf8[index]
      switch byte {
      case UInt8(ascii: "\""): bytes.append(contentsOf: [0x5C, 0x22])
      case UInt8(ascii: "\\"): bytes.append(contentsOf: [0x5C, 0x5C])
      case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
      case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
      case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
      case 0..<0x20: escape(UInt32(byte), into: &bytes)
      case 0xE2
      where index + 2 < utf8.count && utf8[index + 1] == 0x80
        && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
        escape(utf8[index + 2] == 0xA8 ? 0x2028 : 0x2029, into: &bytes)
        index += 2
      default: bytes.append(byte)
      }
      index += 1
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private static func escape(_ scalar: UInt32, into bytes: inout [UInt8]) {
    let hex = Array("0123456789abcdef".utf8)
    bytes.append(contentsOf: [0x5C, UInt8(ascii: "u")])
    for shift in [12, 8, 4, 0] { bytes.append(hex[Int((scalar >> UInt32(shift)) & 0xF)]) }
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
