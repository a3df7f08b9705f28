import LanguageProvider

/// The Swift provider, driven in process.
extension LanguageProvider: ProviderUnderTest {
  /// The API client's current code.
  public nonisolated var apiClientCode: String? { apiClient.code }
}
