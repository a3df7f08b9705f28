import Digest
import Foundation

/// What a translation-service call is for: a project and the language code the API client
/// applies to the request.
///
/// The project id is private, so `description` shows only the code and a short hash.
public struct ServiceRequest: Sendable, Hashable, CustomStringConvertible,
  CustomDebugStringConvertible, CustomReflectable
{
  /// The project the request is made for (private: never logged).
  public var project: String
  /// The language code in the request path (the API client's code at request time).
  public var code: String

  /// Creates a request description.
  public init(project: String, code: String) {
    self.project = project
    self.code = code
  }

  /// Redacted: the code and the first 8 hex digits of the project's SHA-256.
  public var description: String {
    "request(code: \(code), project#\(SHA256.hash(project).hex.prefix(8)))"
  }

  /// Same as ``description``: redacted.
  public var debugDescription: String { description }

  /// A mirror showing only the redacted form, so `dump` cannot reveal the project id.
  public var customMirror: Mirror {
    Mirror(self, children: ["redacted": description], displayStyle: .struct)
  }
}
