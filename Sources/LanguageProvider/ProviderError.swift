import Foundation

/// The error the provider records when the language list or the dictionary could not be had.
///
/// It names a stage and a kind only (and an HTTP status where there is one): never a URL, id,
/// token or response message, so it can be shown in diagnostics as it is.
public struct ProviderError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
  /// Which request failed.
  public enum Stage: String, Sendable, Hashable, Codable, CaseIterable {
    /// The language-list request for the default language.
    case languages
    /// The dictionary request.
    case dictionary
  }

  /// How it failed.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// The service answered `{"error": true, …}`.
    case errorEnvelope
    /// A non-2xx HTTP status.
    case httpStatus
    /// The body was not the expected envelope.
    case malformedResponse
    /// The request timed out.
    case timeout
    /// The connection failed.
    case transport
    /// The request URL could not be built.
    case invalidURL
    /// The call was cancelled.
    case cancelled
    /// The call threw something other than a ``TranslationServiceError``.
    case thrown
    /// The language list marks no language as default.
    case noDefaultLanguage
  }

  /// Which request failed.
  public var stage: Stage
  /// How it failed.
  public var kind: Kind
  /// The HTTP status for ``Kind/httpStatus``.
  public var httpStatus: Int?

  /// Creates an error value.
  public init(stage: Stage, kind: Kind, httpStatus: Int? = nil) {
    self.stage = stage
    self.kind = kind
    self.httpStatus = httpStatus
  }

  /// The error for something a service call threw.
  public init(stage: Stage, thrown error: any Error) {
    self.stage = stage
    switch error as? TranslationServiceError {
    case .httpStatus(let status)?:
      kind = .httpStatus
      httpStatus = status
    case .malformedResponse?: kind = .malformedResponse
    case .timeout?: kind = .timeout
    case .transport?, .clientUnavailable?: kind = .transport
    case .invalidURL?: kind = .invalidURL
    case .cancelled?: kind = .cancelled
    case nil: kind = error is CancellationError ? .cancelled : .thrown
    }
  }

  /// `stage: kind`, with the status for HTTP errors.
  public var description: String {
    if let httpStatus {
      return "\(stage.rawValue): \(kind.rawValue) \(httpStatus)"
    }
    return "\(stage.rawValue): \(kind.rawValue)"
  }
}
