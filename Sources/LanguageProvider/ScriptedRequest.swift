import Foundation

/// A call into a ``ScriptedTranslationService``, held open until the test completes it.
public struct ScriptedRequest: Sendable, Hashable {
  /// Which service method was called.
  public enum Kind: String, Sendable, Hashable {
    /// ``TranslationService/languages(for:)``.
    case languages
    /// ``TranslationService/dictionary(for:)``.
    case dictionary
  }

  /// Sequence number of the call, starting at 1, in the order calls reached the service.
  public let id: Int
  /// Which method was called.
  public let kind: Kind
  /// The project and code the call was made with.
  public let request: ServiceRequest

  /// The language code the call was made with.
  public var code: String { request.code }
}
