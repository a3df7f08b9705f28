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
    try await dictionary(for: request).map(TranslationTable.init)
  }

  /// The language the project marks as default (`nil` when none is marked), or the envelope.
  public func defaultLanguage(for request: ServiceRequest) async throws
    -> ServiceResult<ServiceLanguage?>
  {
    try await languages(for: request).map { languages in languages.first { $0.isDefault } }
  }

  /// The languages the project has enabled, or the envelope.
  public func enabledLanguages(for request: ServiceRequest) async throws
    -> ServiceResult<[ServiceLanguage]>
  {
    try await languages(for: request).map { $0.filter(\.isEnabled) }
  }
}
