import Foundation
import JSON

/// A ``TranslationService`` over the Ordering API.
///
/// - Dictionary: `GET {base}/{version}/{code}/{project}/translations?mode=dictionary` answering
///   `{"error": false, "result": {"KEY": "text"}}`.
/// - Languages: `GET {base}/{version}/{code}/{project}/languages` answering a `result` list of
///   `{id, name, code, default, enabled, rtl}`.
/// - `{"error": true, "result": ["message"]}` is returned as ``ServiceResult/errorEnvelope(messages:)``;
///   a non-2xx status, an unparseable body, a timeout or a transport failure throws a
///   ``TranslationServiceError`` that carries no URL, id or credential.
public struct HTTPTranslationService: TranslationService, CustomStringConvertible {
  /// Base URL, version, credentials and timeouts.
  public let settings: HTTPTranslationSettings

  /// Creates a service. Requests go through libcurl, loaded on the first request; nothing is
  /// cached, redirects are not followed (they would carry the credentials to another host)
  /// and only http and https are spoken.
  public init(settings: HTTPTranslationSettings) {
    self.settings = settings
  }

  /// Redacted summary.
  public var description: String { "HTTPTranslationService(\(settings))" }

  /// The URL for a resource (`translations?mode=dictionary` or `languages`) of a request.
  public func url(for request: ServiceRequest, resource: String) -> URL? {
    var base = settings.baseURL.absoluteString
    while base.hasSuffix("/") {
      base.removeLast()
    }
    guard let version = Self.segment(settings.apiVersion),
      let code = Self.segment(request.code), let project = Self.segment(request.project)
    else { return nil }
    return URL(string: "\(base)/\(version)/\(code)/\(project)/\(resource)")
  }

  /// Fetches the project's language list.
  public func languages(for request: ServiceRequest) async throws
    -> ServiceResult<[ServiceLanguage]>
  {
    let envelope = try await fetch(request, resource: "languages")
    switch envelope {
    case .errorEnvelope(let messages):
      return .errorEnvelope(messages: messages)
    case .success(let result):
      guard case .array(let items) = result else {
        throw TranslationServiceError.malformedResponse(reason: "languages result is not a list")
      }
      var languages: [ServiceLanguage] = []
      for item in items {
        guard case .object(let fields) = item, let id = fields["id"]?.identifier,
          let code = fields["code"]?.stringValue
        else {
          throw TranslationServiceError.malformedResponse(
            reason: "language entry lacks an id or code")
        }
        let record = LanguageRecord(
          id: id, code: code, rtl: fields["rtl"]?.boolValue ?? false,
          name: fields["name"]?.stringValue)
        languages.append(
          ServiceLanguage(
            record: record, isDefault: fields["default"]?.boolValue ?? false,
            isEnabled: fields["enabled"]?.boolValue ?? true))
      }
      return .success(languages)
    }
  }

  /// Fetches the dictionary for `request.code`.
  public func dictionary(for request: ServiceRequest) async throws
    -> ServiceResult<[String: String]>
  {
    let envelope = try await fetch(request, resource: "translations?mode=dictionary")
    switch envelope {
    case .errorEnvelope(let messages):
      return .errorEnvelope(messages: messages)
    case .success(let result):
      guard case .object(let fields) = result else {
        throw TranslationServiceError.malformedResponse(
          reason: "dictionary result is not an object")
      }
      var dictionary: [String: String] = [:]
      for (key, value) in fields {
        guard let text = value.stringValue else {
          throw TranslationServiceError.malformedResponse(
            reason: "dictionary value is not a string")
        }
        dictionary[key] = text
      }
      return .success(dictionary)
    }
  }

  private struct Envelope: Decodable {
    var error: Bool
    var result: JSONValue?
  }

  private func fetch(_ request: ServiceRequest, resource: String) async throws
    -> ServiceResult<JSONValue>
  {
    guard let url = url(for: request, resource: resource) else {
      throw TranslationServiceError.invalidURL
    }
    var headers = ["Accept: application/json"]
    let all = settings.credentials.headers.merging(settings.extraHeaders) { credential, _ in
      credential
    }
    for (name, value) in all.sorted(by: { $0.key < $1.key }) {
      headers.append("\(name): \(value)")
    }
    let response: HTTPClient.Response
    do {
      response = try await HTTPClient.get(
        url.absoluteString, headers: headers, idleTimeout: settings.requestTimeout,
        totalTimeout: settings.resourceTimeout)
    } catch {
      switch error {
      case .timeout: throw TranslationServiceError.timeout
      case .cancelled: throw TranslationServiceError.cancelled
      case .transport(let code): throw TranslationServiceError.transport(code: code)
      case .unavailable: throw TranslationServiceError.clientUnavailable
      }
    }
    if !(200..<300).contains(response.status) {
      throw TranslationServiceError.httpStatus(response.status)
    }
    let data = response.body
    guard let envelope = try? JSONDecoder().decode(Envelope.self, from: data) else {
      throw TranslationServiceError.malformedResponse(reason: "body is not an Ordering envelope")
    }
    if envelope.error {
      return .errorEnvelope(messages: Self.messages(envelope.result))
    }
    return .success(envelope.result ?? .null)
  }

  private static func messages(_ result: JSONValue?) -> [String] {
    switch result {
    case .string(let message): return [message]
    case .array(let items): return items.compactMap(\.stringValue)
    default: return []
    }
  }

  private static func segment(_ text: String) -> String? {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "/;?#")
    guard !text.isEmpty else { return nil }
    return text.addingPercentEncoding(withAllowedCharacters: allowed)
  }
}
