import LanguageProvider

/// Passes every call to another service and keeps what each dictionary call returned, so the
/// coverage figures beside the tiers (empty values, unused keys, …) are computed from exactly
/// the dictionary the provider received.
actor RecordingTranslationService: TranslationService {
  /// What one dictionary call returned.
  enum Fetch: Sendable {
    /// A dictionary.
    case dictionary(TranslationTable)
    /// The service's error envelope (messages are not kept: provider responses are private).
    case errorEnvelope
    /// The call threw; a privacy-safe description.
    case thrown(String)
  }

  private let inner: any TranslationService
  /// The last dictionary call's result per language code.
  private(set) var fetched: [String: Fetch] = [:]

  init(_ inner: any TranslationService) {
    self.inner = inner
  }

  func languages(for request: ServiceRequest) async throws -> ServiceResult<[ServiceLanguage]> {
    try await inner.languages(for: request)
  }

  func dictionary(for request: ServiceRequest) async throws -> ServiceResult<[String: String]> {
    try await dictionaryTable(for: request).map(\.dictionary)
  }

  func dictionaryTable(for request: ServiceRequest) async throws
    -> ServiceResult<TranslationTable>
  {
    do {
      let result = try await inner.dictionaryTable(for: request)
      switch result {
      case .success(let dictionary): fetched[request.code] = .dictionary(dictionary)
      case .errorEnvelope: fetched[request.code] = .errorEnvelope
      }
      return result
    } catch let error as TranslationServiceError {
      fetched[request.code] = .thrown(error.description)
      throw error
    } catch {
      fetched[request.code] = .thrown("the request failed")
      throw error
    }
  }
}
