import LanguageProvider
import Testing

@Suite("Scripted translation service")
struct ScriptedTranslationServiceTests {
  @Test("requests are held until completed, in any order the test chooses")
  func outOfOrder() async throws {
    let service = ScriptedTranslationService()
    async let first = service.dictionary(for: ServiceRequest(project: "p", code: "es"))
    async let second = service.languages(for: ServiceRequest(project: "p", code: "en"))
    let dictionaryRequest = await service.nextRequest(.dictionary)
    let languagesRequest = await service.nextRequest(.languages)
    #expect(await service.pendingRequests.count == 2)
    #expect(await service.complete(languagesRequest, with: .errorEnvelope(["NO"])))
    #expect(await service.complete(languagesRequest, with: .languages([])) == false)
    #expect(try await second == .errorEnvelope(messages: ["NO"]))
    #expect(await service.pendingRequests == [dictionaryRequest])
    await service.complete(dictionaryRequest, with: .failure(TranslationServiceError.timeout))
    do {
      _ = try await first
      Issue.record("expected a throw")
    } catch {
      #expect(error as? TranslationServiceError == .timeout)
    }
    #expect(await service.log.map(\.kind) == [.dictionary, .languages])
  }

  @Test("a response of the wrong kind throws malformedResponse")
  func wrongKind() async {
    let service = ScriptedTranslationService()
    async let result = service.dictionary(for: ServiceRequest(project: "p", code: "es"))
    await service.completeNext(with: .languages([]))
    do {
      _ = try await result
      Issue.record("expected a throw")
    } catch {
      guard case .malformedResponse? = error as? TranslationServiceError else {
        Issue.record("unexpected \(error)")
        return
      }
    }
  }

  @Test("an automatic responder answers calls as they arrive")
  func automatic() async throws {
    let service = ScriptedTranslationService()
    await service.respondAutomatically { .dictionary(Fixture.dictionary(for: $0.code)) }
    let result = try await service.dictionary(for: ServiceRequest(project: "p", code: "fr"))
    #expect(result == .success(Fixture.frenchDictionary))
    #expect(await service.pendingRequests.isEmpty)
  }

  @Test("the API client language records every code it was given")
  func apiClientHistory() {
    let client = APIClientLanguage(code: "en")
    client.setCode("ar")
    client.setCode("ar")
    #expect(client.code == "ar")
    #expect(client.history == ["ar", "ar"])
  }
}
