import JSON

/// Reads the members of one JSON object, naming the field path in every error, so a provider
/// author sees `snapshot.state.loading: expected a boolean, got "yes"` instead of a generic
/// decoding failure.
struct WireReader {
  let members: [String: JSONValue]
  let path: String

  init(_ value: JSONValue, path: String) throws(ProtocolViolation) {
    guard case .object(let members) = value else {
      throw ProtocolViolation("\(path): expected an object, got \(Self.excerpt(value))")
    }
    self.members = members
    self.path = path
  }

  func has(_ key: String) -> Bool {
    if let value = members[key] { return !value.isNull }
    return false
  }

  func value(_ key: String) throws(ProtocolViolation) -> JSONValue {
    guard let value = members[key] else {
      throw ProtocolViolation("\(path).\(key): missing")
    }
    return value
  }

  func string(_ key: String) throws(ProtocolViolation) -> String {
    let value = try value(key)
    guard let string = value.stringValue else { throw mismatch(key, "a string", value) }
    return string
  }

  func optionalString(_ key: String) throws(ProtocolViolation) -> String? {
    guard has(key) else { return nil }
    return try string(key)
  }

  func int(_ key: String) throws(ProtocolViolation) -> Int {
    let value = try value(key)
    guard let number = value.intValue else { throw mismatch(key, "an integer", value) }
    return number
  }

  func optionalInt(_ key: String) throws(ProtocolViolation) -> Int? {
    guard has(key) else { return nil }
    return try int(key)
  }

  func bool(_ key: String) throws(ProtocolViolation) -> Bool {
    let value = try value(key)
    guard let flag = value.boolValue else { throw mismatch(key, "a boolean", value) }
    return flag
  }

  func object(_ key: String) throws(ProtocolViolation) -> WireReader {
    try WireReader(value(key), path: "\(path).\(key)")
  }

  func optionalObject(_ key: String) throws(ProtocolViolation) -> WireReader? {
    guard has(key) else { return nil }
    return try object(key)
  }

  func array(_ key: String) throws(ProtocolViolation) -> [JSONValue] {
    let value = try value(key)
    guard case .array(let values) = value else { throw mismatch(key, "an array", value) }
    return values
  }

  func strings(_ key: String) throws(ProtocolViolation) -> [String] {
    var result: [String] = []
    for (index, value) in try array(key).enumerated() {
      guard let string = value.stringValue else {
        throw mismatch("\(key)[\(index)]", "a string", value)
      }
      result.append(string)
    }
    return result
  }

  func stringMap(_ key: String) throws(ProtocolViolation) -> [String: String] {
    let map = try object(key)
    var result: [String: String] = [:]
    for (name, value) in map.members {
      guard let string = value.stringValue else {
        throw ProtocolViolation(
          "\(map.path): member \(name): expected a string, got \(Self.excerpt(value))")
      }
      result[name] = string
    }
    return result
  }

  func raw<Value: RawRepresentable>(_ key: String, as type: Value.Type) throws(ProtocolViolation)
    -> Value where Value.RawValue == String
  {
    let text = try string(key)
    guard let value = Value(rawValue: text) else {
      throw ProtocolViolation("\(path).\(key): unknown value \"\(text)\"")
    }
    return value
  }

  func optionalRaw<Value: RawRepresentable>(_ key: String, as type: Value.Type)
    throws(ProtocolViolation) -> Value? where Value.RawValue == String
  {
    guard has(key) else { return nil }
    return try raw(key, as: type)
  }

  private func mismatch(_ key: String, _ expected: String, _ value: JSONValue) -> ProtocolViolation
  {
    ProtocolViolation("\(path).\(key): expected \(expected), got \(Self.excerpt(value))")
  }

  static func excerpt(_ value: JSONValue) -> String {
    let line = value.line
    return line.count > 80 ? String(line.prefix(77)) + "…" : line
  }
}
