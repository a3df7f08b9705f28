import Foundation

/// Where and how ``HTTPTranslationService`` talks to the Ordering API: base URL, API version,
/// credentials and timeouts.
///
/// `description` is redacted (credentials are named, never shown).
public struct HTTPTranslationSettings: Sendable, Hashable, CustomStringConvertible {
  /// The API root, such as `https://apiv4.ordering.co`.
  public var baseURL: URL
  /// The API version path segment, such as `v400`.
  public var apiVersion: String
  /// How requests authenticate.
  public var credentials: TranslationCredentials
  /// Seconds a request may wait for data before it fails with ``TranslationServiceError/timeout``
  /// (connecting is limited to the millisecond; a stalled transfer is detected in whole
  /// seconds, libcurl's unit for it).
  public var requestTimeout: TimeInterval
  /// Seconds a whole request may take.
  public var resourceTimeout: TimeInterval
  /// Headers every request carries besides the credentials' (a request id, a client tag).
  public var extraHeaders: [String: String] = [:]

  /// Creates settings.
  public init(
    baseURL: URL, apiVersion: String = "v400", credentials: TranslationCredentials = .none,
    requestTimeout: TimeInterval = 30, resourceTimeout: TimeInterval = 60
  ) {
    self.baseURL = baseURL
    self.apiVersion = apiVersion
    self.credentials = credentials
    self.requestTimeout = requestTimeout
    self.resourceTimeout = resourceTimeout
  }

  /// Settings from the environment: `ORDERING_API_URL` (default `https://apiv4.ordering.co`),
  /// `ORDERING_API_VERSION` (default `v400`), `ORDERING_API_TIMEOUT` (seconds, default 30) and
  /// the credentials of ``TranslationCredentials/fromEnvironment(_:)``. `nil` if the URL is
  /// invalid.
  public static func fromEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> HTTPTranslationSettings? {
    let base = environment["ORDERING_API_URL"] ?? "https://apiv4.ordering.co"
    guard let url = URL(string: base), url.scheme != nil else { return nil }
    let timeout = environment["ORDERING_API_TIMEOUT"].flatMap(TimeInterval.init) ?? 30
    return HTTPTranslationSettings(
      baseURL: url, apiVersion: environment["ORDERING_API_VERSION"] ?? "v400",
      credentials: .fromEnvironment(environment), requestTimeout: timeout,
      resourceTimeout: max(timeout, 60))
  }

  /// Redacted summary.
  public var description: String {
    "HTTPTranslationSettings(baseURL: \(baseURL.absoluteString), apiVersion: \(apiVersion), "
      + "credentials: \(credentials), requestTimeout: \(requestTimeout)s, "
      + "resourceTimeout: \(resourceTimeout)s)"
  }
}
