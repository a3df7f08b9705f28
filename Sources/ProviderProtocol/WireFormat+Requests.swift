import LanguageProvider

/// Answers to the provider's `store.*` and `service.*` requests.
extension WireFormat {
  /// `{"status": "none"|"record"|"corrupt"|"unreadable", "record"?, "reason"?}`.
  public static func encode(_ result: StoreRestoreResult) -> JSONValue {
    switch result {
    case .none: return .object(["status": .string("none")])
    case .record(let record):
      return .object(["status": .string("record"), "record": encode(record)])
    case .corrupt(let reason):
      return .object(["status": .string("corrupt"), "reason": .string(reason)])
    case .unreadable(let reason):
      return .object(["status": .string("unreadable"), "reason": .string(reason)])
    }
  }

  /// Reads a restore answer.
  public static func decodeRestoreResult(_ value: JSONValue, path: String)
    throws(ProtocolViolation) -> StoreRestoreResult
  {
    let reader = try WireReader(value, path: path)
    switch try reader.string("status") {
    case "none": return .none
    case "record": return .record(try decodeRecord(reader.value("record"), path: "\(path).record"))
    case "corrupt": return .corrupt(reason: try reader.string("reason"))
    case "unreadable": return .unreadable(reason: try reader.string("reason"))
    case let other: throw ProtocolViolation("\(path).status: unknown value \"\(other)\"")
    }
  }

  /// `{"status": "success"}` or `{"status": "failure", "reason"}`.
  public static func encode(_ result: StoreWriteResult) -> JSONValue {
    switch result {
    case .success: return .object(["status": .string("success")])
    case .failure(let reason):
      return .object(["status": .string("failure"), "reason": .string(reason)])
    }
  }

  /// Reads a persist answer.
  public static func decodeWriteResult(_ value: JSONValue, path: String)
    throws(ProtocolViolation) -> StoreWriteResult
  {
    let reader = try WireReader(value, path: path)
    switch try reader.string("status") {
    case "success": return .success
    case "failure": return .failure(reason: try reader.string("reason"))
    case let other: throw ProtocolViolation("\(path).status: unknown value \"\(other)\"")
    }
  }

  /// `{"id", "code", "name", "rtl", "default", "enabled"}`: the Ordering language-list entry.
  public static func encode(_ language: ServiceLanguage) -> JSONValue {
    .object([
      "id": .string(language.record.id), "code": .string(language.record.code),
      "name": .optional(language.record.name), "rtl": .bool(language.record.rtl),
      "default": .bool(language.isDefault), "enabled": .bool(language.isEnabled),
    ])
  }

  static func decodeLanguage(_ value: JSONValue, path: String) throws(ProtocolViolation)
    -> ServiceLanguage
  {
    let reader = try WireReader(value, path: path)
    return ServiceLanguage(
      record: try decodeRecord(value, path: path), isDefault: try reader.bool("default"),
      isEnabled: try reader.bool("enabled"))
  }

  /// A service call's outcome: `{"status": "success", "languages"|"dictionary": …}`,
  /// `{"status": "errorEnvelope", "messages": […]}` or
  /// `{"status": "thrown", "error": {"kind", "message", "httpStatus"?}}`.
  public static func encodeLanguages(_ outcome: Result<ServiceResult<[ServiceLanguage]>, any Error>)
    -> JSONValue
  {
    switch outcome {
    case .success(.success(let languages)):
      return .object(["status": .string("success"), "languages": .array(languages.map(encode))])
    case .success(.errorEnvelope(let messages)): return envelope(messages)
    case .failure(let error): return thrown(error)
    }
  }

  /// The dictionary call's outcome; see ``encodeLanguages(_:)``.
  public static func encodeDictionary(_ outcome: Result<ServiceResult<[String: String]>, any Error>)
    -> JSONValue
  {
    switch outcome {
    case .success(.success(let dictionary)):
      return .object([
        "status": .string("success"), "dictionary": .object(dictionary.mapValues(JSONValue.string)),
      ])
    case .success(.errorEnvelope(let messages)): return envelope(messages)
    case .failure(let error): return thrown(error)
    }
  }

  /// Reads a languages answer; a thrown answer is thrown.
  public static func decodeLanguages(_ value: JSONValue, path: String) throws
    -> ServiceResult<[ServiceLanguage]>
  {
    let reader = try WireReader(value, path: path)
    switch try reader.string("status") {
    case "success":
      var languages: [ServiceLanguage] = []
      for (index, item) in try reader.array("languages").enumerated() {
        languages.append(try decodeLanguage(item, path: "\(path).languages[\(index)]"))
      }
      return .success(languages)
    case "errorEnvelope": return .errorEnvelope(messages: try reader.strings("messages"))
    case "thrown": throw try decodeThrown(reader.object("error"))
    case let other: throw ProtocolViolation("\(path).status: unknown value \"\(other)\"")
    }
  }

  /// Reads a dictionary answer; a thrown answer is thrown.
  public static func decodeDictionary(_ value: JSONValue, path: String) throws
    -> ServiceResult<[String: String]>
  {
    let reader = try WireReader(value, path: path)
    switch try reader.string("status") {
    case "success": return .success(try reader.stringMap("dictionary"))
    case "errorEnvelope": return .errorEnvelope(messages: try reader.strings("messages"))
    case "thrown": throw try decodeThrown(reader.object("error"))
    case let other: throw ProtocolViolation("\(path).status: unknown value \"\(other)\"")
    }
  }

  private static func envelope(_ messages: [String]) -> JSONValue {
    .object([
      "status": .string("errorEnvelope"), "messages": .array(messages.map(JSONValue.string)),
    ])
  }

  private static func thrown(_ error: any Error) -> JSONValue {
    var detail: [String: JSONValue] = ["message": .string(String(describing: error))]
    switch error as? TranslationServiceError {
    case .httpStatus(let status)?:
      detail["kind"] = .string("httpStatus")
      detail["httpStatus"] = .int(status)
    case .malformedResponse?: detail["kind"] = .string("malformedResponse")
    case .timeout?: detail["kind"] = .string("timeout")
    case .transport?, .clientUnavailable?: detail["kind"] = .string("transport")
    case .invalidURL?: detail["kind"] = .string("invalidURL")
    case .cancelled?: detail["kind"] = .string("cancelled")
    case nil: detail["kind"] = .string("thrown")
    }
    return .object(["status": .string("thrown"), "error": .object(detail)])
  }

  private static func decodeThrown(_ reader: WireReader) throws(ProtocolViolation) -> any Error {
    let message = try reader.string("message")
    switch try reader.string("kind") {
    case "httpStatus": return TranslationServiceError.httpStatus(try reader.int("httpStatus"))
    case "malformedResponse": return TranslationServiceError.malformedResponse(reason: message)
    case "timeout": return TranslationServiceError.timeout
    case "transport": return TranslationServiceError.transport(code: -1)
    case "invalidURL": return TranslationServiceError.invalidURL
    case "cancelled": return TranslationServiceError.cancelled
    case "thrown": return RemoteThrownError(message: message)
    case let other: throw ProtocolViolation("\(reader.path).kind: unknown value \"\(other)\"")
    }
  }
}
