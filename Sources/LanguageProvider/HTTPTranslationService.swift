import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

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
  private let session: URLSession

  /// Creates a service with its own ephemeral URL session using the settings' timeouts.
  public init(settings: HTTPTranslationSettings) {
    self.settings = settings
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = Self.effective(settings.requestTimeout)
    configuration.timeoutIntervalForResource = Self.effective(settings.resourceTimeout)
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    session = URLSession(configuration: configuration)
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
    var urlRequest = URLRequest(url: url)
    urlRequest.httpMethod = "GET"
    urlRequest.timeoutInterval = Self.effective(settings.requestTimeout)
    urlRequest.setValue("application/json", forHTTPHeaderField: "Accept")
    for (name, value) in settings.credentials.headers {
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await session.data(for: urlRequest)
    } catch let error as URLError {
      switch error.code {
      case .timedOut: throw TranslationServiceError.timeout
      case .cancelled: throw TranslationServiceError.cancelled
      default: throw TranslationServiceError.transport(code: error.code.rawValue)
      }
    } catch is CancellationError {
      throw TranslationServiceError.cancelled
    } catch {
      throw TranslationServiceError.transport(code: URLError.Code.unknown.rawValue)
    }
    if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
      throw TranslationServiceError.httpStatus(http.statusCode)
    }
    guard let envelope = try? JSONDecoder().decode(Envelope.self, from: data) else {
      throw TranslationServiceError.malformedResponse(reason: "body is not an Ordering envelope")
    }
    if envelope.error {
      return .errorEnvelope(messages: Self.messages(envelope.result))
    }
    return .success(envelope.result ?? .null)
  }

  /// FoundationNetworking on Linux truncates timeouts to whole seconds (0.5 s would become no
  /// wait at all), so there a timeout is rounded up to whole seconds, at least one.
  private static func effective(_ timeout: TimeInterval) -> TimeInterval {
    #if canImport(FoundationNetworking)
      return max(1, timeout.rounded(.up))
    #else
      return timeout
    #endif
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
