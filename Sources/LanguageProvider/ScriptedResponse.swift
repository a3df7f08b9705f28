import Foundation

/// How a test completes a held ``ScriptedRequest``.
public enum ScriptedResponse: Sendable {
  /// A successful dictionary result (for a dictionary request).
  case dictionary([String: String])
  /// A successful dictionary result as decoded from a file (for a dictionary request).
  case table(TranslationTable)
  /// A successful language list (for a languages request).
  case languages([ServiceLanguage])
  /// The service's error envelope `{"error": true, "result": messages}`.
  case errorEnvelope([String])
  /// The call throws this error.
  case failure(any Error)
}
