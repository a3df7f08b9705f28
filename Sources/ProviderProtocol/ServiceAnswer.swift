import LanguageProvider

/// How the host answers a service call: in the Ordering API's own envelope
/// (`{"error": false, "result": …}` or `{"error": true, "result": [messages]}`), or as a call
/// that throws (a transport failure, a timeout, an HTTP status).
public enum ServiceAnswer: Sendable, Hashable {
  /// The language list (filtered by the call's `where` conditions before it is sent).
  case languages([ServiceLanguage])
  /// A dictionary, `KEY → text`.
  case dictionary([String: String])
  /// The API's error envelope with its messages (private provider responses).
  case errorEnvelope([String])
  /// The call throws.
  case thrown(ThrownError)

  /// A call that throws: what kind of failure, with the message and HTTP status a client
  /// library would give it.
  public struct ThrownError: Sendable, Hashable {
    /// `transport`, `timeout` or `httpStatus`.
    public var kind: String
    /// The error's message.
    public var message: String
    /// The HTTP status, for `httpStatus`.
    public var status: Int?

    /// Creates a thrown error.
    public init(kind: String, message: String, status: Int? = nil) {
      self.kind = kind
      self.message = message
      self.status = status
    }

    /// A connection reset.
    public static let transport = ThrownError(kind: "transport", message: "connection reset")
    /// A request that timed out.
    public static let timeout = ThrownError(kind: "timeout", message: "the request timed out")
    /// An HTTP 503.
    public static let unavailable = ThrownError(
      kind: "httpStatus", message: "service unavailable", status: 503)
  }

  /// What the answer is, in a few words for evidence (no dictionary values, no messages).
  public var summary: String {
    switch self {
    case .languages(let list): "\(list.count) language(s)"
    case .dictionary(let entries):
      entries.isEmpty ? "an empty dictionary" : "\(entries.count) key(s)"
    case .errorEnvelope: "an error envelope"
    case .thrown(let error): "a thrown \(error.kind) error"
    }
  }
}
