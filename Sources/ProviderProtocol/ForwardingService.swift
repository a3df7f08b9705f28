import JSON
import LanguageProvider

/// The Swift provider's translation service when the host owns it: `service.languages` and
/// `service.dictionary` requests carrying the code the provider's API client applies, answered
/// in the Ordering API's envelope or as a thrown error.
struct ForwardingService: TranslationService {
  let endpoint: SwiftProviderEndpoint

  func languages(for request: ServiceRequest) async throws -> ServiceResult<[ServiceLanguage]> {
    let result = await endpoint.request(
      "service.languages", ["code": .string(request.code), "where": .array([])])
    switch try Self.envelope(result) {
    case .success(let value):
      guard case .array(let entries) = value else {
        throw TranslationServiceError.malformedResponse(reason: "the language list is not a list")
      }
      var languages: [ServiceLanguage] = []
      for entry in entries {
        guard let record = try? WireFormat.decodeRecord(entry, path: "language") else {
          throw TranslationServiceError.malformedResponse(reason: "a language entry is malformed")
        }
        languages.append(
          ServiceLanguage(
            record: record, isDefault: entry["default"]?.boolValue ?? false,
            isEnabled: entry["enabled"]?.boolValue ?? true))
      }
      return .success(languages)
    case .errorEnvelope(let messages):
      return .errorEnvelope(messages: messages)
    }
  }

  func dictionary(for request: ServiceRequest) async throws -> ServiceResult<[String: String]> {
    let result = await endpoint.request("service.dictionary", ["code": .string(request.code)])
    switch try Self.envelope(result) {
    case .success(let value):
      guard case .object(let members) = value else {
        throw TranslationServiceError.malformedResponse(reason: "the dictionary is not an object")
      }
      return .success(members.compactMapValues(\.stringValue))
    case .errorEnvelope(let messages):
      return .errorEnvelope(messages: messages)
    }
  }

  /// The envelope's result, its error messages, or the thrown error.
  static func envelope(_ result: JSONValue) throws -> ServiceResult<JSONValue> {
    if let thrown = result["thrown"] {
      switch thrown["kind"]?.stringValue {
      case "timeout": throw TranslationServiceError.timeout
      case "httpStatus": throw TranslationServiceError.httpStatus(thrown["status"]?.intValue ?? 0)
      default: throw TranslationServiceError.transport(code: 56)
      }
    }
    guard let envelope = result["envelope"], let error = envelope["error"]?.boolValue else {
      throw TranslationServiceError.malformedResponse(reason: "no envelope")
    }
    let payload = envelope["result"] ?? .null
    if error {
      switch payload {
      case .array(let items): return .errorEnvelope(messages: items.compactMap(\.stringValue))
      case .string(let text): return .errorEnvelope(messages: [text])
      default: return .errorEnvelope(messages: [])
      }
    }
    return .success(payload)
  }
}

/// The native layout direction when the host owns it: a `native.forceRTL` notification.
struct ForwardingLayout: LayoutDirectionPlatform {
  let write: @Sendable (String) -> Void

  func forceRightToLeft(_ rightToLeft: Bool) {
    write(
      JSONValue.object([
        "type": .string("notify"), "op": .string("native.forceRTL"), "value": .bool(rightToLeft),
      ]).line)
  }
}
