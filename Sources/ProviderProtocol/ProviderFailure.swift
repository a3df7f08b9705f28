import Verification

/// Why a remote provider could not be driven: a protocol violation, an answer that never came,
/// a crash, or an error the provider reported for a command. Its description carries the last
/// snapshot the provider pushed and the tail of its stderr, so a clause error says what the
/// provider was doing when it went wrong.
public struct ProviderFailure: ClauseError, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: String, Sendable, Hashable {
    /// A message did not follow the protocol.
    case protocolViolation = "protocol error"
    /// The provider did not answer within the time allowed.
    case timeout
    /// The provider exited or closed its output.
    case crashed
    /// The provider could not be started or written to.
    case transport = "transport error"
    /// The provider answered a command with an error.
    case commandFailed = "command failed"
  }

  /// What went wrong.
  public var kind: Kind
  /// The details.
  public var message: String
  /// The last snapshot the provider pushed, summarized (`nil` if none).
  public var lastSnapshot: String?
  /// The last lines of the provider's stderr.
  public var stderrTail: [String]

  /// Creates a failure.
  public init(kind: Kind, message: String, lastSnapshot: String? = nil, stderrTail: [String] = []) {
    self.kind = kind
    self.message = message
    self.lastSnapshot = lastSnapshot
    self.stderrTail = stderrTail
  }

  public var description: String {
    var text = "provider \(kind.rawValue): \(message)"
    if let lastSnapshot { text += "; last snapshot: \(lastSnapshot)" }
    text +=
      stderrTail.isEmpty
      ? "; provider stderr: (empty)"
      : "; provider stderr tail: " + stderrTail.map { "«\($0)»" }.joined(separator: " ")
    return text
  }
}
