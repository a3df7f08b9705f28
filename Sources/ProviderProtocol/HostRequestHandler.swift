import LanguageProvider

/// Answers a provider's `store.*` and `service.*` requests with the host's own store and
/// translation service: the same scripted parts the in-process checks drive, so a held call
/// stays held until the check completes it, exactly as in process.
enum HostRequestHandler {
  static func make(store: any LanguageStore, service: any TranslationService)
    -> ProviderConnection.RequestHandler
  {
    { op, message in
      let reader = try WireReader(message, path: "request")
      switch op {
      case "store.restore":
        let namespace = try WireFormat.decodeNamespace(
          reader.value("namespace"), path: "request.namespace")
        return WireFormat.encode(await store.restore(namespace))
      case "store.persist":
        let namespace = try WireFormat.decodeNamespace(
          reader.value("namespace"), path: "request.namespace")
        let record = try WireFormat.decodeRecord(reader.value("record"), path: "request.record")
        return WireFormat.encode(await store.persist(record, for: namespace))
      case "service.languages":
        let request = ServiceRequest(
          project: try reader.string("project"), code: try reader.string("code"))
        let outcome: Result<ServiceResult<[ServiceLanguage]>, any Error>
        do {
          outcome = .success(try await service.languages(for: request))
        } catch {
          outcome = .failure(error)
        }
        return WireFormat.encodeLanguages(outcome)
      case "service.dictionary":
        let request = ServiceRequest(
          project: try reader.string("project"), code: try reader.string("code"))
        let outcome: Result<ServiceResult<[String: String]>, any Error>
        do {
          outcome = .success(try await service.dictionary(for: request))
        } catch {
          outcome = .failure(error)
        }
        return WireFormat.encodeDictionary(outcome)
      default:
        throw ProtocolViolation(
          "request.op: unknown operation \"\(op)\" (expected store.restore, store.persist, service.languages or service.dictionary)"
        )
      }
    }
  }
}
