import Foundation

/// Why a translation-service call threw. No case carries a URL, id, credential or response body.
public enum TranslationServiceError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The server answered with a non-2xx HTTP status.
  case httpStatus(Int)
  /// The body was not the expected JSON envelope.
  case malformedResponse(reason: String)
  /// The request did not complete within the configured timeout.
  case timeout
  /// The connection failed; `code` is libcurl's CURLcode (7: could not connect, 6: could not
  /// resolve the host, 35: TLS handshake failed).
  case transport(code: Int)
  /// The request URL could not be built from the settings.
  case invalidURL
  /// The call was cancelled.
  case cancelled
  /// No HTTP client: libcurl (`libcurl.so.4`) could not be loaded.
  case clientUnavailable

  /// A short, privacy-safe description.
  public var description: String {
    switch self {
    case .httpStatus(let status): return "HTTP status \(status)"
    case .malformedResponse(let reason): return "malformed response: \(reason)"
    case .timeout: return "timed out"
    case .transport(let code): return "transport error (curl code \(code))"
    case .invalidURL: return "invalid request URL"
    case .cancelled: return "cancelled"
    case .clientUnavailable:
      return "no HTTP client: libcurl (libcurl.so.4) could not be loaded; install libcurl4"
    }
  }
}
