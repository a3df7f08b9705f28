import Foundation

/// How requests authenticate: an API key (`x-api-key` header) or a bearer token.
///
/// Secret values never appear in any description, debug description, mirror, error or report:
/// every textual form says only which kind of credential is configured.
public enum TranslationCredentials: Sendable, Hashable, CustomStringConvertible,
  CustomDebugStringConvertible, CustomReflectable
{
  /// No credentials.
  case none
  /// An API key sent as the `x-api-key` header.
  case apiKey(String)
  /// A token sent as `Authorization: Bearer …`.
  case bearerToken(String)

  /// Credentials from the environment: `ORDERING_API_KEY`, else `ORDERING_API_TOKEN`, else none.
  public static func fromEnvironment(_ environment: [String: String]) -> TranslationCredentials {
    if let key = environment["ORDERING_API_KEY"], !key.isEmpty {
      return .apiKey(key)
    }
    if let token = environment["ORDERING_API_TOKEN"], !token.isEmpty {
      return .bearerToken(token)
    }
    return .none
  }

  /// The headers these credentials add to a request.
  var headers: [String: String] {
    switch self {
    case .none: return [:]
    case .apiKey(let key): return ["x-api-key": key]
    case .bearerToken(let token): return ["Authorization": "Bearer \(token)"]
    }
  }

  /// Redacted: names the kind of credential only.
  public var description: String {
    switch self {
    case .none: return "no credentials"
    case .apiKey: return "api key (redacted)"
    case .bearerToken: return "bearer token (redacted)"
    }
  }

  /// Same as ``description``: redacted.
  public var debugDescription: String { description }

  /// A mirror without children, so `dump` and reflection cannot reveal the secret.
  public var customMirror: Mirror {
    Mirror(self, children: [(label: String?, value: Any)](), displayStyle: .enum)
  }
}
