import Foundation

/// The source of languages and dictionaries: the project's language list (default and enabled
/// languages) and the translation dictionary for a code.
///
/// Implementations: ``HTTPTranslationService`` (the Ordering API over HTTP) and
/// ``ScriptedTranslationService`` (requests held open until a test completes them).
public protocol TranslationService: Sendable {
  /// The project's languages, or the service's error envelope. Throws on transport, status or
  /// decoding failures.
  func languages(for request: ServiceRequest) async throws -> ServiceResult<[ServiceLanguage]>
  /// The `KEY → text` dictionary for `request.code`, or the service's error envelope. Throws on
  /// transport, status or decoding failures.
  func dictionary(for request: ServiceRequest) async throws -> ServiceResult<[String: String]>
  /// ``dictionary(for:)`` as the provider stores it. A service whose dictionaries are decoded
  /// files answers with their bytes (``TranslationTable``); by default, the dictionary.
  func dictionaryTable(for request: ServiceRequest) async throws
    -> ServiceResult<TranslationTable>
}

extension TranslationService {
  public func dictionaryTable(for request: ServiceRequest) async throws
    -> ServiceResult<TranslationTable>
  {
    switch try await dictionary(for: request) {
    case .success(let dictionary): .success(TranslationTable(dictionary))
    case .errorEnvelope(let messages): .errorEnvelope(messages: messages)
    }
  }

  /// The language the project marks as default (`nil` when none is marked), or the envelope.
  public func defaultLanguage(for request: ServiceRequest) async throws
    -> ServiceResult<ServiceLanguage?>
  {
    switch try await languages(for: request) {
    case .success(let languages):
      return .success(languages.first { $0.isDefault })
    case .errorEnvelope(let messages):
      return .errorEnvelope(messages: messages)
    }
  }

  /// The languages the project has enabled, or the envelope.
  public func enabledLanguages(for request: ServiceRequest) async throws
    -> ServiceResult<[ServiceLanguage]>
  {
    switch try await languages(for: request) {
    case .success(let languages):
      return .success(languages.filter(\.isEnabled))
    case .errorEnvelope(let messages):
      return .errorEnvelope(messages: messages)
    }
  }
}
