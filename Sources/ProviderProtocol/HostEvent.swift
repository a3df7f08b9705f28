import JSON
import LanguageProvider

/// One thing the host saw or did, in the order it happened: every command it sent, every
/// request, notification and state the provider sent, every answer. Checks read the contract's
/// concepts off this log; it is the evidence behind every inferred value.
public struct HostEvent: Sendable, Hashable {
  /// What happened.
  public enum Kind: Sendable, Hashable {
    /// The host sent a command.
    case command(String)
    /// The provider read a storage key, and what the host answered.
    case storageRead(key: String, answer: StorageRead)
    /// The provider wrote a storage key, and whether the host refused it.
    case storageWrite(key: String, value: String, refusedWith: String?)
    /// The provider removed a storage key.
    case storageRemove(key: String)
    /// The provider made a service call (held until a check answers it).
    case serviceCall(ServiceCall)
    /// The host answered a service call.
    case serviceAnswer(call: Int, answer: ServiceAnswer, response: Int?)
    /// The provider set its API client's language.
    case apiLanguage(code: String)
    /// The provider forced the native layout direction.
    case layoutDirection(rightToLeft: Bool)
    /// The provider pushed its state.
    case state(JSONValue)
    /// A command's native call returned or resolved (`rejection` when it rejected or threw).
    case reply(command: String, rejection: String?)
  }

  /// The event's position in the world's log.
  public var order: Int
  /// The provider process (0 for the first one a check started).
  public var provider: Int
  /// The mounted session the provider had when it happened (`nil`: none mounted).
  public var session: Int?
  /// What happened.
  public var kind: Kind
}

/// A service call the provider made: what it asked for, in the query it sent.
public struct ServiceCall: Sendable, Hashable {
  /// `languages` or `dictionary`.
  public enum Operation: String, Sendable, Hashable {
    case languages
    case dictionary
  }

  /// The call's number in the world (the order calls were made in).
  public var id: Int
  /// The provider process that made it.
  public var provider: Int
  /// The provider's own request id.
  public var requestID: Int
  /// The session mounted when it was made (`nil`: none).
  public var session: Int?
  /// What it asks for.
  public var operation: Operation
  /// The language code the provider's API client put in the request (`nil`: none).
  public var code: String?
  /// The language-list filter: `(attribute, value)` conditions, all of which must hold.
  public var conditions: [Condition]

  /// One `where` condition of a language-list query.
  public struct Condition: Sendable, Hashable {
    /// The language attribute (`default`, `enabled`, `code`, …).
    public var attribute: String
    /// The value it must have.
    public var value: JSONValue
  }

  /// The request in words: `dictionary request for es`, `languages request where default = true`.
  public var summary: String {
    var text = "\(operation.rawValue) request"
    if let code { text += " for \(code)" }
    if !conditions.isEmpty {
      text +=
        " where " + conditions.map { "\($0.attribute) = \($0.value.line)" }.joined(separator: ", ")
    }
    return text
  }
}
