import Foundation
import JSON
import LanguageProvider

/// Where live dictionaries come from (`coverage --live`): the translations service's base URL,
/// project and API version. Credentials never live here: they come from the environment
/// (`ORDERING_API_KEY` or `ORDERING_API_TOKEN`).
public struct TranslationServiceSettings: Sendable, Hashable, Decodable {
  /// The API root, such as `https://apiv4.ordering.co`.
  public var baseURL: URL
  /// The project whose dictionaries are read (private: never printed).
  public var project: String
  /// The API version path segment. Default `v400`.
  public var apiVersion: String
  /// Seconds a request may take. Default 30.
  public var timeoutSeconds: Double

  /// Creates settings.
  public init(
    baseURL: URL, project: String, apiVersion: String = "v400", timeoutSeconds: Double = 30
  ) {
    self.baseURL = baseURL
    self.project = project
    self.apiVersion = apiVersion
    self.timeoutSeconds = timeoutSeconds
  }

  /// The HTTP client settings, with credentials from `environment`.
  public func httpSettings(environment: [String: String]) -> HTTPTranslationSettings {
    HTTPTranslationSettings(
      baseURL: baseURL, apiVersion: apiVersion,
      credentials: .fromEnvironment(environment), requestTimeout: timeoutSeconds,
      resourceTimeout: max(timeoutSeconds, 60))
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case baseURL, project, apiVersion, timeoutSeconds
  }

  /// Decodes settings; unknown fields, a URL without scheme and a non-positive timeout are
  /// errors.
  public init(from decoder: any Decoder) throws {
    try StrictJSON.rejectUnknownFields(in: decoder, known: CodingKeys.allCases.map(\.rawValue))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let base = try container.decode(String.self, forKey: .baseURL)
    guard let url = URL(string: base), let scheme = url.scheme, ["http", "https"].contains(scheme)
    else {
      throw StrictJSON.invalidValue(
        at: container.codingPath + [CodingKeys.baseURL], "must be an http or https URL")
    }
    baseURL = url
    project = try container.decode(String.self, forKey: .project)
    if project.isEmpty {
      throw StrictJSON.invalidValue(
        at: container.codingPath + [CodingKeys.project], "must not be empty")
    }
    apiVersion = try container.decodeIfPresent(String.self, forKey: .apiVersion) ?? "v400"
    timeoutSeconds = try container.decodeIfPresent(Double.self, forKey: .timeoutSeconds) ?? 30
    if timeoutSeconds <= 0 {
      throw StrictJSON.invalidValue(
        at: container.codingPath + [CodingKeys.timeoutSeconds], "must be positive")
    }
  }

}
