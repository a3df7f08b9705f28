import JSON
import LanguageProvider

/// The few things the host reads from a provider's native state, through the pointers of its
/// ``Handshake``: the selected language, loading, the error it exposes, and (when it exposes
/// one) its dictionary. The state itself is kept too, as the provider sent it.
public struct ProviderView: Sendable, Hashable {
  /// A value the state should hold at a pointer but does not hold in the declared shape.
  public struct Unreadable: Error, Sendable, Hashable, CustomStringConvertible {
    /// The concept (`language`, `loading`, …).
    public var concept: String
    /// What was there instead.
    public var problem: String
    public var description: String { "the provider's \(concept) \(problem)" }
  }

  /// The native state as the provider pushed it.
  public var state: JSONValue
  /// The selected language, `nil` when none is selected.
  public var language: LanguageRecord?
  /// Whether the provider says it is loading.
  public var loading: Bool
  /// The error the provider exposes (`nil`: none, or the provider has no error concept).
  public var error: JSONValue?
  /// The dictionary the provider exposes (`nil`: none, or not exposed).
  public var dictionary: [String: String]?
  /// The recorded failed write (`nil`: none, or not exposed).
  public var persistenceError: JSONValue?

  /// Reads a state through a handshake's pointers.
  public init(state: JSONValue, handshake: Handshake) throws(Unreadable) {
    self.state = state
    switch state.resolve(pointer: handshake.language) {
    case nil, .null?:
      language = nil
    case let value?:
      do {
        language = try WireFormat.decodeRecord(value, path: "language")
      } catch {
        throw Unreadable(
          concept: "language",
          problem: "at \(handshake.language) is not a language record (\(error.message))")
      }
    }
    switch state.resolve(pointer: handshake.loading) {
    case .bool(let flag)?: loading = flag
    case let other:
      throw Unreadable(
        concept: "loading flag",
        problem:
          "at \(handshake.loading) is \(other.map(WireReader.excerpt) ?? "missing"), not a Boolean")
    }
    error = handshake.error.flatMap { Self.present(state.resolve(pointer: $0)) }
    persistenceError = handshake.persistenceError.flatMap {
      Self.present(state.resolve(pointer: $0))
    }
    if let pointer = handshake.dictionary,
      case .object(let members)? = state.resolve(pointer: pointer)
    {
      dictionary = members.compactMapValues(\.stringValue)
    } else {
      dictionary = nil
    }
  }

  /// A value that means something: not missing, not `null`, not `false`, not empty.
  private static func present(_ value: JSONValue?) -> JSONValue? {
    switch value {
    case nil, .null?, .bool(false)?: return nil
    case .string(let text)? where text.isEmpty: return nil
    case .object(let members)? where members.isEmpty: return nil
    default: return value
    }
  }

  /// What differs between `earlier` and this view: the members of the native state (as
  /// JSON Pointers, two levels deep) whose values changed.
  public func changes(from earlier: ProviderView) -> [String] {
    Self.differences(earlier.state, state, at: "", depth: 2)
  }

  private static func differences(_ old: JSONValue, _ new: JSONValue, at path: String, depth: Int)
    -> [String]
  {
    guard old != new else { return [] }
    guard depth > 0, case .object(let before) = old, case .object(let after) = new else {
      return [path.isEmpty ? "/" : path]
    }
    return Set(before.keys).union(after.keys).sorted().flatMap { key in
      differences(
        before[key] ?? .null, after[key] ?? .null, at: path + "/" + key, depth: depth - 1)
    }
  }

  /// The view's observable parts, for comparing two moments: language, loading, error.
  public var summary: String {
    let code = language.map { "\($0.code)\($0.rtl ? " (RTL)" : "")" } ?? "none"
    return "language \(code), loading \(loading), error \(error == nil ? "none" : "set")"
  }
}
