import LanguageProvider

/// The served provider's translation service: every call becomes a `service.*` request the
/// host answers (a thrown answer is thrown here).
struct ForwardingService: TranslationService {
  let server: ProviderServer

  func languages(for request: ServiceRequest) async throws -> ServiceResult<[ServiceLanguage]> {
    let result = await server.request(
      "service.languages", ["project": .string(request.project), "code": .string(request.code)])
    do {
      return try WireFormat.decodeLanguages(result, path: "response(service.languages).result")
    } catch let violation as ProtocolViolation {
      ProtocolLog.fatal(violation)
    }
  }

  func dictionary(for request: ServiceRequest) async throws -> ServiceResult<[String: String]> {
    let result = await server.request(
      "service.dictionary", ["project": .string(request.project), "code": .string(request.code)])
    do {
      return try WireFormat.decodeDictionary(result, path: "response(service.dictionary).result")
    } catch let violation as ProtocolViolation {
      ProtocolLog.fatal(violation)
    }
  }
}
